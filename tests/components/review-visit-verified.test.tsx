import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SpotReview } from '@/api/contracts/reviews';
import { ReviewAuthor } from '@/components/reviews/review-card';
import { ReviewList } from '@/components/reviews/review-list';
import type { Locale } from '@/lib/locales';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import ko from '@/locales/ko.json';
import zh from '@/locales/zh.json';
import { ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

// Decision 042: reviews whose author's visit Popspot saw carry a 'visit verified' badge, and
// the list can show only those.

const t = ko.review;
const SPOT = 12;
let requests: string[];

function review(id: number, visitVerified: boolean): SpotReview {
  return {
    reviewId: id,
    user: { nickname: `리뷰어${id}`, profileImageUrl: null },
    score: 5,
    content: `리뷰 ${id}번: 웨이팅하고 들어갔어요`,
    visitDate: null,
    createdAt: '2026-11-18T05:00:00.000Z',
    metrics: [],
    files: [],
    helpfulCount: 0,
    myReaction: null,
    isMine: false,
    visitVerified,
  };
}

const pageOf = (content: SpotReview[], totalElements: number) => ({
  content,
  page: { number: 0, size: 20, totalElements, totalPages: Math.ceil(totalElements / 20) },
});

function answerList(verified: SpotReview[] = [review(1, true)]) {
  server.use(
    http.get(`*/api/v1/spots/${SPOT}/reviews/count`, () => HttpResponse.json(ok({ count: 3 }))),
    http.get(`*/api/v2/spots/${SPOT}/reviews`, ({ request }) => {
      const only = new URL(request.url).searchParams.get('verifiedOnly');
      requests.push(`verifiedOnly=${only}`);
      if (only === 'true') return HttpResponse.json(ok(pageOf(verified, verified.length)));
      return HttpResponse.json(ok(pageOf([review(1, true), review(2, false), review(3, false)], 3)));
    }),
  );
}

/** The review card (an article) that shows this text. */
const cardOf = (text: RegExp) => screen.getByText(text).closest('article') as HTMLElement;

beforeEach(() => {
  requests = [];
});

describe('the visit-verified badge', () => {
  it('marks verified reviews in words, and only them', async () => {
    answerList();
    renderWithProviders(<ReviewList spotId={SPOT} lang="ko" />);
    await screen.findByText(/리뷰 1번/);
    expect(within(cardOf(/리뷰 1번/)).getByText(t.card.visitVerified)).toBeVisible();
    expect(within(cardOf(/리뷰 2번/)).queryByText(t.card.visitVerified)).not.toBeInTheDocument();
    expect(screen.getAllByText(t.card.visitVerified)).toHaveLength(1);
  });

  const messagesOf = { ko, en, ja, zh };
  it.each<[Locale, string]>([
    ['ko', '방문 인증'],
    ['en', 'Verified visit'],
    ['ja', '訪問認証済み'],
    ['zh', '已认证到访'],
  ])('%s: reads "%s"', (locale, badge) => {
    render(
      <NextIntlClientProvider locale={locale} messages={messagesOf[locale]} timeZone="Asia/Seoul">
        <ReviewAuthor nickname="팝스팟" imageUrl={null} mine={false} verified />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(badge)).toBeInTheDocument();
  });
});

describe("the 'verified visits only' toggle", () => {
  it('refetches with the filter, counts what it keeps, and turns off again from the keyboard', async () => {
    answerList();
    renderWithProviders(<ReviewList spotId={SPOT} lang="ko" />);
    await screen.findByText(/리뷰 3번/);
    const heading = screen.getByRole('heading', { name: /리뷰/ });
    await waitFor(() => expect(heading).toHaveTextContent('3'));

    const toggle = screen.getByRole('button', { name: t.list.verifiedOnly });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByText(/리뷰 3번/)).not.toBeInTheDocument());
    expect(screen.getByText(/리뷰 1번/)).toBeInTheDocument();
    expect(screen.queryByText(/리뷰 2번/)).not.toBeInTheDocument();
    // The heading counts the verified reviews now, not the pop-up's three.
    await waitFor(() => expect(heading).toHaveTextContent(/리뷰\s*1$/));

    // Space on the focused toggle: everything again (the unfiltered page is still cached).
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText(/리뷰 3번/)).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveTextContent(/리뷰\s*3$/));
    expect(requests).toEqual(['verifiedOnly=null', 'verifiedOnly=true']);
  });

  it('says so when no review is verified yet', async () => {
    answerList([]);
    renderWithProviders(<ReviewList spotId={SPOT} lang="ko" />);
    await screen.findByText(/리뷰 1번/);
    await userEvent.click(screen.getByRole('button', { name: t.list.verifiedOnly }));
    expect(await screen.findByText(t.list.emptyVerified)).toBeInTheDocument();
    expect(screen.queryByText(t.list.empty)).not.toBeInTheDocument();
  });
});
