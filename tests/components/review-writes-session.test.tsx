import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MyReview } from '@/api/contracts/reviews';
import { MyReviews } from '@/components/reviews/my-reviews';
import { WriteReviewBar } from '@/components/reviews/write-review-bar';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

/*
 * The review writes through their hooks (decision 023): a lost session opens the login modal
 * over the form or dialog, which stays with what the reader wrote ('later' comes back to it),
 * and leaving an edit undoes its uploads through the same hook, which refreshes my reviews.
 */

const t = ko.review;
const login = ko.auth.loginModal;
const DRAFT = 501;
let calls: { method: string; path: string; body?: unknown }[];
let myReviewsAsked: number;
let mine: MyReview[];

const myReview = (): MyReview => ({
  reviewId: 31,
  spot: { id: 12, title: '말차 디저트 팝업', file: null },
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

const expired = () => HttpResponse.json(fail(40100001), { status: 401 });

beforeEach(() => {
  calls = [];
  myReviewsAsked = 0;
  mine = [];
  Cookies.set('userId', '7');
  act(() => {
    useAuthStore.setState({ loginModalOpen: false });
    useToastStore.setState({ toasts: [] });
  });
  server.use(
    http.get('*/api/v2/users/me/reviews', () => {
      myReviewsAsked += 1;
      return HttpResponse.json(
        ok({ content: mine, page: { number: 0, size: 20, totalElements: mine.length, totalPages: 1 } }),
      );
    }),
    http.get('*/api/v1/reviews/metrics', () => HttpResponse.json(ok([{ id: 1, name: '친절해요' }]))),
    http.post('*/api/v1/users/reviews/temp', () => HttpResponse.json(ok({ reviewId: DRAFT }))),
    http.delete(`*/api/v1/users/reviews/temp/${DRAFT}`, () => {
      calls.push({ method: 'DELETE', path: 'temp' });
      return HttpResponse.json(ok(null));
    }),
    http.post('*/api/v1/users/reviews/:id/files', () => {
      calls.push({ method: 'POST', path: 'files' });
      return HttpResponse.json(ok({ id: 900, path: '/api/files/reviews/31/900.webp' }));
    }),
    http.put('*/api/v2/users/me/reviews/:id', async ({ request }) => {
      calls.push({ method: 'PUT', path: 'review', body: await request.json() });
      return HttpResponse.json(ok({ reviewId: 31, ordinal: 1 }));
    }),
  );
});
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

const png = () => new File([new Uint8Array(2048)], 'photo.png', { type: 'image/png' });

async function openNewReview() {
  renderWithProviders(<WriteReviewBar spotId={12} periodType="IN_PROGRESS" lang="ko" />);
  await userEvent.click(screen.getByRole('button', { name: t.write.button }));
  return screen.findByRole('dialog', { name: t.form.title }, { timeout: 5000 });
}

async function fillValid(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('radio', { name: '4점' }));
  await userEvent.type(within(dialog).getByLabelText(t.form.contentLabel), '굿즈가 예쁘고 직원분들이 친절했어요');
  await userEvent.click(await within(dialog).findByRole('checkbox', { name: '친절해요' }));
}

describe('a lost session while writing a review', () => {
  it('registering: the login modal opens over the form, which keeps what was written', async () => {
    server.use(http.put(`*/api/v2/users/me/reviews/${DRAFT}`, expired));
    const dialog = await openNewReview();
    await fillValid(dialog);
    const submit = within(dialog).getByRole('button', { name: t.form.submit });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);

    const modal = await screen.findByRole('dialog', { name: login.title });
    // No error line of the form's own, and the form is ready again under the modal.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: login.later }));
    expect(screen.queryByRole('dialog', { name: login.title })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: t.form.title })).toBe(dialog);
    expect(within(dialog).getByLabelText(t.form.contentLabel)).toHaveValue('굿즈가 예쁘고 직원분들이 친절했어요');
    expect(submit).toBeEnabled();
    // The draft is not thrown away: the reader may still sign in in another tab and register.
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('uploading: the image is dropped, the form says why and stays under the login modal', async () => {
    server.use(http.post(`*/api/v1/users/reviews/${DRAFT}/files`, expired));
    const dialog = await openNewReview();
    await userEvent.type(within(dialog).getByLabelText(t.form.contentLabel), '쓰다 만 리뷰');
    fireEvent.change(within(dialog).getByLabelText(t.form.addImage), { target: { files: [png()] } });

    expect(await screen.findByRole('dialog', { name: login.title })).toBeInTheDocument();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ko.errors['40100001']);
    expect(within(dialog).queryByRole('img', { name: '첨부한 사진 1' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.form.contentLabel)).toHaveValue('쓰다 만 리뷰');
  });
});

describe('my reviews', () => {
  it('deleting with a lost session: the login modal opens over the confirmation, which stays', async () => {
    mine = [myReview()];
    server.use(http.delete('*/api/v1/users/reviews/31', expired));
    renderWithProviders(<MyReviews lang="ko" />);
    await userEvent.click(await screen.findByRole('button', { name: t.history.delete }));
    const confirm = screen.getByRole('alertdialog', { name: t.history.deleteTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: t.history.deleteConfirm }));
    expect(await screen.findByRole('dialog', { name: login.title })).toBeInTheDocument();
    expect(within(confirm).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: t.history.deleteConfirm })).toBeEnabled();
  });

  it('leaving an edit undoes its uploads: the review is saved as it was, and my reviews reload', async () => {
    mine = [myReview()];
    renderWithProviders(<MyReviews lang="ko" />);
    await userEvent.click(await screen.findByRole('button', { name: t.history.edit }));
    const dialog = await screen.findByRole('dialog', { name: t.form.editTitle }, { timeout: 5000 });
    fireEvent.change(within(dialog).getByLabelText(t.form.addImage), { target: { files: [png()] } });
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', path: 'files' }]));
    const asked = myReviewsAsked;

    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: t.leave.title })).getByRole('button', {
        name: t.leave.leave,
      }),
    );
    expect(screen.queryByRole('dialog', { name: t.form.editTitle })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        method: 'PUT',
        path: 'review',
        body: {
          score: 4,
          content: '말차 라떼가 진하고 맛있었어요',
          selectedMetricIds: [1],
          fileIds: [81],
          deletedFileIds: [900],
        },
      }),
    );
    await waitFor(() => expect(myReviewsAsked).toBeGreaterThan(asked));
    // Nothing is said about it: the form is gone, and nothing failed.
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
