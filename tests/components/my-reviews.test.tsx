import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MyReview } from '@/api/contracts/reviews';
import { MyReviews } from '@/components/reviews/my-reviews';
import { formatSeoulDate } from '@/lib/format-date';
import ko from '@/locales/ko.json';
import { useToastStore } from '@/stores/toast-store';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.review;
let calls: { method: string; path: string; body?: unknown }[];
let mine: MyReview[];

const myReview = (): MyReview => ({
  reviewId: 31,
  spot: { id: 12, title: '말차 디저트 팝업', file: { id: 1, path: '/api/files/spots/12/hero.webp' } },
  score: 4,
  content: '말차 라떼가 진하고 맛있었어요',
  visitDate: null,
  visitVerified: false,
  verifiedVisitDate: null,
  createdAt: '2026-11-18T05:00:00.000Z',
  metrics: [{ id: 1, name: '친절해요' }],
  files: [{ id: 81, path: '/api/files/reviews/31/a.webp' }],
  helpfulCount: 2,
});

beforeEach(() => {
  calls = [];
  mine = [myReview()];
  Cookies.set('userId', '7');
  act(() => useToastStore.setState({ toasts: [] }));
  server.use(
    http.get('*/api/v2/users/me/reviews', () =>
      HttpResponse.json(
        ok({ content: mine, page: { number: 0, size: 20, totalElements: mine.length, totalPages: 1 } }),
      ),
    ),
    http.get('*/api/v1/reviews/metrics', () =>
      HttpResponse.json(
        ok([
          { id: 1, name: '친절해요' },
          { id: 2, name: '사진 찍기 좋아요' },
        ]),
      ),
    ),
    http.put('*/api/v2/users/me/reviews/31', async ({ request }) => {
      const body = (await request.json()) as { content: string };
      calls.push({ method: 'PUT', path: 'review', body });
      mine = [{ ...mine[0], content: body.content }];
      return HttpResponse.json(ok({ reviewId: 31, ordinal: 1 }));
    }),
    http.delete('*/api/v1/users/reviews/31', () => {
      calls.push({ method: 'DELETE', path: 'review' });
      mine = [];
      return HttpResponse.json(ok(null));
    }),
    http.put('*/api/v1/users/reviews/31/visit-date', async ({ request }) => {
      const body = (await request.json()) as { visitDate: string };
      calls.push({ method: 'PUT', path: 'visit-date', body });
      if (body.visitDate < '2026-11-10') return HttpResponse.json(fail(40000000), { status: 400 });
      mine = [{ ...mine[0], visitDate: body.visitDate }];
      return HttpResponse.json(ok({ reviewId: 31, visitDate: body.visitDate }));
    }),
  );
});
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

describe('my reviews', () => {
  it('lists my reviews with a link to the pop-up', async () => {
    renderWithProviders(<MyReviews lang="ko" />);
    expect(await screen.findByText('말차 라떼가 진하고 맛있었어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '말차 디저트 팝업 팝업 보기' })).toHaveAttribute(
      'href',
      '/popup/12?tab=REVIEW',
    );
    expect(screen.getByRole('button', { name: '내 리뷰 사진 1 크게 보기' })).toBeInTheDocument();
  });

  it('edits a review in the same form, filled in, keeping its image', async () => {
    renderWithProviders(<MyReviews lang="ko" />);
    await userEvent.click(await screen.findByRole('button', { name: t.history.edit }));
    const dialog = await screen.findByRole('dialog', { name: t.form.editTitle });
    expect(within(dialog).getByRole('radio', { name: '4점' })).toBeChecked();
    expect(await within(dialog).findByRole('checkbox', { name: '친절해요' })).toBeChecked();
    expect(within(dialog).getByRole('img', { name: '첨부한 사진 1' })).toHaveAttribute(
      'src',
      '/api/files/reviews/31/a.webp',
    );
    const content = within(dialog).getByLabelText(t.form.contentLabel);
    await userEvent.clear(content);
    await userEvent.type(content, '다시 가도 좋을 것 같아요!');
    const save = within(dialog).getByRole('button', { name: t.form.submitEdit });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByText(t.form.edited)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: t.form.editTitle })).not.toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'PUT',
      path: 'review',
      body: {
        score: 4,
        content: '다시 가도 좋을 것 같아요!',
        selectedMetricIds: [1],
        fileIds: [81],
        deletedFileIds: [],
      },
    });
    expect(await screen.findByText('다시 가도 좋을 것 같아요!')).toBeInTheDocument();
  });

  it('deletes after a confirmation', async () => {
    renderWithProviders(<MyReviews lang="ko" />);
    await userEvent.click(await screen.findByRole('button', { name: t.history.delete }));
    const confirm = screen.getByRole('alertdialog', { name: t.history.deleteTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: t.history.deleteCancel }));
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: t.history.delete }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: t.history.deleteConfirm }),
    );
    expect(await screen.findByText(t.history.empty)).toBeInTheDocument();
    expect(screen.getByText(t.history.deleted)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', path: 'review' }]);
  });

  it('sets the visit date and shows a refusal', async () => {
    renderWithProviders(<MyReviews lang="ko" />);
    const input = await screen.findByLabelText(t.history.visitDate);
    const save = screen.getByRole('button', { name: t.history.visitDateSave });
    expect(save).toBeDisabled();
    fireEvent.change(input, { target: { value: '2026-11-01' } });
    await userEvent.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.history.visitDateInvalid);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: '2026-11-15' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText(t.history.visitDateSaved)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ visitDate: '2026-11-01' }, { visitDate: '2026-11-15' }]);
  });

  it('shows the day of a verified visit instead of an empty visit-date box', async () => {
    mine = [{ ...myReview(), visitVerified: true, verifiedVisitDate: '2026-11-15' }];
    renderWithProviders(<MyReviews lang="ko" />);
    const day = formatSeoulDate('2026-11-15T12:00:00+09:00', 'ko');
    expect(await screen.findByText(`방문 인증 · ${day} 방문`)).toBeInTheDocument();
    expect(screen.queryByLabelText(t.history.visitDate)).not.toBeInTheDocument();
  });
});
