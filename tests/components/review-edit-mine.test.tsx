import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../utils/msw-server';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MyReview } from '@/api/contracts/reviews';
import { WriteReviewBar } from '@/components/reviews/write-review-bar';
import { makeQueryClient } from '@/api/query/make-query-client';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';

const t = ko.review;
const SPOT = 12;

const review: MyReview = {
  reviewId: 31,
  spot: { id: SPOT, title: '말차 디저트 팝업', file: null },
  score: 4,
  content: '말차 라떼가 진하고 맛있었어요',
  visitDate: null,
  visitVerified: false,
  verifiedVisitDate: null,
  createdAt: '2026-11-18T05:00:00.000Z',
  metrics: [{ id: 1, name: '친절해요' }],
  files: [],
  helpfulCount: 2,
};

let mine: MyReview[];
let asked: string[];
let drafts: number;
let answerDelay: () => Promise<void>;

beforeEach(() => {
  mine = [review];
  asked = [];
  drafts = 0;
  answerDelay = async () => {};
  act(() => {
    useAuthStore.setState({ loginModalOpen: false });
    useToastStore.setState({ toasts: [] });
  });
  server.use(
    http.get('*/api/v2/users/me/reviews', async ({ request }) => {
      asked.push(new URL(request.url).search);
      await answerDelay();
      return HttpResponse.json(
        ok({ content: mine, page: { number: 0, size: 1, totalElements: mine.length, totalPages: mine.length } }),
      );
    }),
    http.post('*/api/v1/users/reviews/temp', () => {
      drafts += 1;
      return mine.length
        ? HttpResponse.json(fail(40000102), { status: 400 })
        : HttpResponse.json(ok({ reviewId: 501 }));
    }),
    http.get('*/api/v1/reviews/metrics', () => HttpResponse.json(ok([{ id: 1, name: '친절해요' }]))),
    http.delete('*/api/v1/users/reviews/temp/501', () => HttpResponse.json(ok(null))),
  );
});
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

const signIn = () => Cookies.set('userId', '7');
const renderBar = () => renderWithProviders(<WriteReviewBar spotId={SPOT} periodType="IN_PROGRESS" lang="ko" />);

describe("the reviews tab's bar for a reader who already reviewed the pop-up", () => {
  it("offers 'edit my review', which opens the form on their review without creating a draft", async () => {
    signIn();
    renderBar();
    const edit = await screen.findByRole('button', { name: t.write.editButton });
    expect(asked).toEqual([`?spotId=${SPOT}&size=1&lang=ko`]);
    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: t.form.editTitle });
    expect(within(dialog).getByLabelText(t.form.contentLabel)).toHaveValue(review.content);
    expect(within(dialog).getByRole('radio', { name: '4점' })).toBeChecked();
    expect(drafts).toBe(0);
    expect(screen.queryByRole('alertdialog', { name: t.already.title })).not.toBeInTheDocument();
  });

  it('a tap before the answer arrives waits for it, then edits: no failing call', async () => {
    signIn();
    let release!: () => void;
    answerDelay = () => new Promise<void>((resolve) => (release = resolve));
    renderBar();
    const button = screen.getByRole('button', { name: t.write.button });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    act(() => release());
    expect(await screen.findByRole('dialog', { name: t.form.editTitle })).toBeInTheDocument();
    expect(drafts).toBe(0);
  });

  it("keeps 'write a review' for a reader without one, and writes", async () => {
    signIn();
    mine = [];
    renderBar();
    await waitFor(() => expect(asked).toHaveLength(1));
    await act(() => delay(10));
    await userEvent.click(screen.getByRole('button', { name: t.write.button }));
    expect(await screen.findByRole('dialog', { name: t.form.title })).toBeInTheDocument();
    expect(drafts).toBe(1);
  });

  it("switches to 'edit my review' when another tab registered one meanwhile", async () => {
    signIn();
    mine = [];
    renderBar();
    await waitFor(() => expect(asked).toHaveLength(1));
    await act(() => delay(10));
    mine = [review];
    await userEvent.click(screen.getByRole('button', { name: t.write.button }));
    expect(await screen.findByRole('alertdialog', { name: t.already.title })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: t.write.editButton })).toBeInTheDocument();
  });

  it('asks nothing for an anonymous reader, whose tap opens the login modal', async () => {
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: t.write.button }));
    expect(await screen.findByRole('dialog', { name: ko.auth.loginModal.title })).toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(drafts).toBe(0);
  });

  it("renders the same HTML for everyone: the reader's own state comes after hydration", () => {
    signIn();
    const html = renderToString(
      <NextIntlClientProvider locale="ko" messages={ko} timeZone="Asia/Seoul">
        <QueryClientProvider client={makeQueryClient()}>
          <WriteReviewBar spotId={SPOT} periodType="IN_PROGRESS" lang="ko" />
        </QueryClientProvider>
      </NextIntlClientProvider>,
    );
    expect(html).toContain(t.write.button);
    expect(html).not.toContain(t.write.editButton);
  });
});
