import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SpotReview } from '@/api/contracts/reviews';
import { ImageViewerHost } from '@/components/shared/gallery/image-viewer-host';
import { ReviewSuccessDialog } from '@/components/reviews/review-success-dialog';
import { ReviewsTab } from '@/components/reviews/reviews-tab';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import ko from '@/locales/ko.json';
import zh from '@/locales/zh.json';
import { useAuthStore } from '@/stores/auth-store';
import { useImageViewerStore } from '@/stores/image-viewer-store';
import { useToastStore } from '@/stores/toast-store';
import type { Locale } from '@/lib/locales';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.review;
const SPOT = 12;
let calls: string[];

function review(id: number, overrides: Partial<SpotReview> = {}): SpotReview {
  return {
    reviewId: id,
    user: { nickname: `리뷰어${id}`, profileImageUrl: null },
    score: 5,
    content: `리뷰 ${id}번: 분위기가 좋고 굿즈가 예뻤어요`,
    visitDate: null,
    createdAt: '2026-11-18T05:00:00.000Z',
    metrics: [{ id: 1, name: '친절해요' }],
    files: [],
    helpfulCount: 3,
    myReaction: null,
    isMine: false,
    visitVerified: false,
    ...overrides,
  };
}

function page(content: SpotReview[], number: number, totalPages: number, totalElements = 25) {
  return { content, page: { number, size: 20, totalElements, totalPages } };
}

beforeEach(() => {
  calls = [];
  act(() => {
    useAuthStore.setState({ loginModalOpen: false });
    useToastStore.setState({ toasts: [] });
    useImageViewerStore.setState({ open: false });
  });
  server.use(
    // A signed-in reader's bar asks whether they already reviewed the pop-up: not yet.
    http.get('*/api/v2/users/me/reviews', () =>
      HttpResponse.json(ok({ content: [], page: { number: 0, size: 1, totalElements: 0, totalPages: 0 } })),
    ),
    // The list heading shows the tab's count (the page prefetches it; here it is fetched).
    http.get(`*/api/v1/spots/${SPOT}/reviews/count`, () => HttpResponse.json(ok({ count: 25 }))),
    http.get(`*/api/v1/spots/${SPOT}/reviews/overview`, () =>
      HttpResponse.json(
        ok({
          averageScore: 4.3,
          count: 25,
          scoreDistribution: { '1': 1, '2': 1, '3': 2, '4': 6, '5': 15 },
          topMetrics: [
            { id: 1, name: '친절해요', count: 15, ratio: 60 },
            { id: 2, name: '사진 찍기 좋아요', count: 10, ratio: 40 },
          ],
        }),
      ),
    ),
    http.get(`*/api/v1/spots/${SPOT}/reviews/images`, () =>
      HttpResponse.json(
        ok({
          content: [
            { id: 71, path: '/api/files/reviews/1/a.webp', reviewId: 1 },
            { id: 72, path: '/api/files/reviews/1/b.webp', reviewId: 1 },
          ],
          page: { number: 0, size: 12, totalElements: 2, totalPages: 1 },
        }),
      ),
    ),
    http.get(`*/api/v2/spots/${SPOT}/reviews`, ({ request }) => {
      const url = new URL(request.url);
      const sort = url.searchParams.get('sort');
      const number = Number(url.searchParams.get('page'));
      calls.push(`list ${sort} ${number}`);
      if (sort === 'score') return HttpResponse.json(ok(page([review(40, { score: 5 })], 0, 1, 1)));
      if (number === 0) {
        return HttpResponse.json(
          ok(
            page(
              [
                review(1, { files: [{ id: 71, path: '/api/files/reviews/1/a.webp' }] }),
                review(2, { isMine: true, user: { nickname: '팝스팟데모', profileImageUrl: null } }),
              ],
              0,
              2,
            ),
          ),
        );
      }
      return HttpResponse.json(ok(page([review(3)], 1, 2)));
    }),
  );
});
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

function renderTab() {
  return renderWithProviders(
    <>
      <ReviewsTab spot={{ id: SPOT, periodType: 'IN_PROGRESS' }} lang="ko" />
      <ImageViewerHost />
    </>,
  );
}

describe('the reviews tab', () => {
  it('shows the summary: average, distribution and the most chosen items', async () => {
    renderTab();
    expect(await screen.findByRole('img', { name: '평균 별점 4.3점 (5점 만점)' })).toBeInTheDocument();
    const distribution = screen.getByRole('list', { name: t.overview.distribution });
    expect(within(distribution).getAllByRole('listitem')).toHaveLength(5);
    expect(distribution).toHaveTextContent('5점 리뷰 15개, 60%');
    expect(screen.getByText('리뷰의 60% (15명)가 골랐어요')).toBeInTheDocument();
    expect(screen.getByText(t.overview.topMetrics)).toBeInTheDocument();
  });

  it('lists reviews page by page and sorts them', async () => {
    renderTab();
    expect(await screen.findByText(/리뷰 1번/)).toBeInTheDocument();
    expect(screen.queryByText(/리뷰 3번/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.list.loadMore }));
    expect(await screen.findByText(/리뷰 3번/)).toBeInTheDocument();
    // Page 1 of 2 was the last one: no more button.
    expect(screen.queryByRole('button', { name: t.list.loadMore })).not.toBeInTheDocument();

    const sorts = screen.getByRole('radiogroup', { name: t.list.sortLabel });
    expect(within(sorts).getByRole('radio', { name: t.list.sort.created_at })).toBeChecked();
    await userEvent.click(within(sorts).getByRole('radio', { name: t.list.sort.score }));
    expect(await screen.findByText(/리뷰 40번/)).toBeInTheDocument();
    expect(calls).toEqual(['list created_at 0', 'list created_at 1', 'list score 0']);
  });

  it('opens review photos in the full-screen viewer', async () => {
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: '리뷰 사진 2 크게 보기' }));
    const viewer = await screen.findByRole('dialog', { name: ko.popup.gallery.label });
    expect(within(viewer).getByText('2 / 2')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: '리뷰어1님의 리뷰 사진 1 크게 보기' }));
    expect(await screen.findByRole('dialog', { name: ko.popup.gallery.label })).toBeInTheDocument();
  });

  it('shows the write bar on the tab of a running pop-up only', async () => {
    const { rerender } = renderTab();
    expect(screen.getByRole('button', { name: t.write.button })).toBeInTheDocument();
    await screen.findByText(/리뷰 1번/);
    rerender(<ReviewsTab spot={{ id: SPOT, periodType: 'READY' }} lang="ko" />);
    expect(screen.queryByRole('button', { name: t.write.button })).not.toBeInTheDocument();
  });
});

describe("'helpful' reactions", () => {
  const helpful = (name: RegExp | string = /도움돼요/) => screen.findByRole('button', { name });

  it('marks and unmarks another reader’s review, with the count; none on my own review', async () => {
    Cookies.set('userId', '7');
    let count = 3;
    server.use(
      http.post('*/api/v1/users/reviews/1/reaction', async ({ request }) => {
        calls.push(`POST reaction ${JSON.stringify(await request.json())}`);
        count += 1;
        return HttpResponse.json(ok({ reviewId: 1, myReaction: 'HELPFUL', helpfulCount: count }));
      }),
      http.delete('*/api/v1/users/reviews/1/reaction', () => {
        calls.push('DELETE reaction');
        count -= 1;
        return HttpResponse.json(ok({ reviewId: 1, myReaction: null, helpfulCount: count }));
      }),
    );
    renderTab();
    await screen.findByText(/리뷰 1번/);
    // Review 2 is mine: its count shows, without a button.
    expect(screen.getAllByRole('button', { name: /도움돼요/ })).toHaveLength(1);
    expect(screen.getByText('도움돼요 3')).toBeInTheDocument();

    const button = await helpful();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('3');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(button).toHaveTextContent('4'));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(button).toHaveTextContent('3'));
    expect(calls.filter((c) => c.includes('reaction'))).toEqual([
      'POST reaction {"reactionType":"HELPFUL"}',
      'DELETE reaction',
    ]);
  });

  it('asks an anonymous reader to sign in', async () => {
    renderTab();
    await userEvent.click(await helpful());
    expect(await screen.findByRole('dialog', { name: ko.auth.loginModal.title })).toBeInTheDocument();
    expect(calls.some((c) => c.includes('reaction'))).toBe(false);
  });

  it('puts the state back and says why when the call fails', async () => {
    Cookies.set('userId', '7');
    server.use(
      http.post('*/api/v1/users/reviews/1/reaction', () => HttpResponse.json(fail(50000000), { status: 500 })),
    );
    renderTab();
    const button = await helpful();
    await userEvent.click(button);
    expect(await screen.findByText(ko.errors['50000000'])).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('3');
  });
});

describe('the success dialog', () => {
  const messagesOf = { ko, en, ja, zh };
  it.each<[Locale, number, string]>([
    ['ko', 1, '첫 리뷰를 작성했어요'],
    ['ko', 3, '3번째 리뷰를 작성했어요'],
    ['en', 1, 'You wrote your 1st review'],
    ['en', 2, 'You wrote your 2nd review'],
    ['en', 3, 'You wrote your 3rd review'],
    ['en', 11, 'You wrote your 11th review'],
    ['en', 22, 'You wrote your 22nd review'],
    ['ja', 3, '3件目のレビューを書きました'],
    ['zh', 3, '这是你的第 3 条评价'],
  ])('%s: ordinal %i reads "%s" and links to my reviews in that language', (locale, ordinal, title) => {
    render(
      <NextIntlClientProvider locale={locale} messages={messagesOf[locale]} timeZone="Asia/Seoul">
        <ReviewSuccessDialog ordinal={ordinal} onClose={() => {}} />
      </NextIntlClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: title });
    const myReviews = locale === 'ko' ? '/history/mypicks/review' : `/${locale}/history/mypicks/review`;
    expect(within(dialog).getByRole('link')).toHaveAttribute('href', myReviews);
  });
});
