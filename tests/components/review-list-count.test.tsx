import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../utils/msw-server';
import { afterEach, describe, expect, it } from 'vitest';
import { spotKeys } from '@/api/spots';
import { ReviewList } from '@/components/reviews/review-list';
import { makeQueryClient } from '@/api/query/make-query-client';
import ko from '@/locales/ko.json';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';

const SPOT = 12;
const t = ko.review.list;
let releaseList: () => void = () => {};
let listAsked: Promise<void> = Promise.resolve();

afterEach(async () => {
  // Every held list request reaches its handler and is answered before the handlers go.
  await listAsked;
  releaseList();
});

/** The list's first page, held back until the test lets it go (a slow or failing list). */
function listAnswer(answer: () => Response) {
  let asked!: () => void;
  listAsked = new Promise<void>((resolve) => (asked = resolve));
  server.use(
    http.get(`*/api/v2/spots/${SPOT}/reviews`, async () => {
      const held = new Promise<void>((resolve) => (releaseList = resolve));
      asked();
      await held;
      return answer();
    }),
  );
}
const emptyPage = () =>
  HttpResponse.json(ok({ content: [], page: { number: 0, size: 10, totalElements: 0, totalPages: 0 } }));

const heading = () => screen.getByRole('heading', { level: 3 });

describe("the review list heading's count", () => {
  it('is the tab\'s count (the one the page prefetched), not the list\'s "0" while it loads', () => {
    listAnswer(emptyPage);
    const client = makeQueryClient();
    // What the page prefetched for the tab label ('리뷰 12').
    client.setQueryData(spotKeys.reviewCount(SPOT), { count: 12 });
    renderWithProviders(<ReviewList spotId={SPOT} lang="ko" />, client);
    expect(heading()).toHaveTextContent(/^리뷰 12$/);
  });

  it('is a placeholder while unknown, never 0', async () => {
    listAnswer(emptyPage);
    let releaseCount!: () => void;
    server.use(
      http.get(`*/api/v1/spots/${SPOT}/reviews/count`, async () => {
        await new Promise<void>((resolve) => (releaseCount = resolve));
        return HttpResponse.json(ok({ count: 12 }));
      }),
    );
    renderWithProviders(<ReviewList spotId={SPOT} lang="ko" />);
    expect(heading()).toHaveTextContent(/^리뷰$/);
    expect(heading().querySelector('.animate-pulse')).not.toBeNull();
    await delay(10);
    releaseCount();
    expect(await within(heading()).findByText('12')).toBeInTheDocument();
    expect(heading().querySelector('.animate-pulse')).toBeNull();
  });

  it('shows no number when the count fails, even once the list has failed too', async () => {
    listAnswer(() => HttpResponse.json(fail(50000000), { status: 500 }));
    server.use(
      http.get(`*/api/v1/spots/${SPOT}/reviews/count`, () => HttpResponse.json(fail(50000000), { status: 500 })),
    );
    renderWithProviders(<ReviewList spotId={SPOT} lang="ko" />);
    await listAsked;
    releaseList();
    expect(await screen.findByText(new RegExp(t.loadError))).toBeInTheDocument();
    expect(heading()).toHaveTextContent(/^리뷰$/);
    expect(heading().querySelector('.animate-pulse')).toBeNull();
  });

  it('is capped like the tab: 999+', () => {
    listAnswer(emptyPage);
    const client = makeQueryClient();
    client.setQueryData(spotKeys.reviewCount(SPOT), { count: 1500 });
    renderWithProviders(<ReviewList spotId={SPOT} lang="ko" />, client);
    expect(heading()).toHaveTextContent(/^리뷰 999\+$/);
  });
});
