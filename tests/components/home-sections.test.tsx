import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { MagazineList } from '@/api/contracts/magazines';
import type { SearchKeywordRank, SpotSearchItem, SpotSearchResult } from '@/api/contracts/search';
import { HomeMagazine } from '@/components/home/home-magazine';
import { HomeSpotRow } from '@/components/home/home-spot-row';
import { KeywordRank } from '@/components/home/keyword-rank';
import { RegionShortcuts } from '@/components/home/region-shortcuts';
import { REGION_GROUPS } from '@/lib/constants';
import { makeQueryClient } from '@/api/query/make-query-client';
import ko from '@/locales/ko.json';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

/** A pop-up as the search contract (GET /v1/spots) answers it. */
function spot(id: number, overrides: Partial<SpotSearchItem> = {}): SpotSearchItem {
  return {
    id,
    type: 'STORE',
    title: `팝업 ${id}`,
    periodType: 'IN_PROGRESS',
    area: { latitude: 37.54, longitude: 127.05, region2Depth: '성동구' },
    openDate: '2026-11-01',
    closeDate: '2026-11-30',
    operationTime: [],
    file: { id: id * 10, path: `/api/files/spots/${id}/hero-1.webp` },
    categories: [{ name: '패션' }],
    filterCategories: [],
    pickId: null,
    distance: null,
    benefit: null,
    hasBenefit: false,
    hasQueueConfig: false,
    queue: null,
    hasPreReservation: false,
    reviewCount: 0,
    contentLocale: 'ko',
    ...overrides,
  };
}

function result(items: SpotSearchItem[]): SpotSearchResult {
  return {
    content: items,
    page: { number: 0, size: 10, totalElements: items.length, totalPages: 1 },
    totalCapped: false,
    correctedKeyword: null,
    correctionKind: null,
  };
}

describe('KeywordRank', () => {
  it('numbers the keywords and links each to a search of the list', async () => {
    const rank: SearchKeywordRank = {
      rankedAt: '2026-11-12T05:30:00.000Z',
      keywords: [
        { rank: 1, keyword: '성수' },
        { rank: 2, keyword: '캐릭터 굿즈' },
      ],
    };
    server.use(http.get('*/api/v1/rank/search-keywords', () => HttpResponse.json(ok(rank))));
    renderWithProviders(<KeywordRank />);
    const section = await screen.findByRole('region', { name: ko.home.keywords.title });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/popup/list?keyword=%EC%84%B1%EC%88%98');
    expect(within(items[0]).getByRole('link')).toHaveTextContent('1위');
    expect(within(items[1]).getByRole('link')).toHaveAttribute(
      'href',
      `/popup/list?${new URLSearchParams({ keyword: '캐릭터 굿즈' })}`,
    );
    expect(within(section).getByText(/14:30 기준/)).toBeInTheDocument();
  });

  it('is left out when nobody searched yet', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/v1/rank/search-keywords', () => {
        asked += 1;
        return HttpResponse.json(ok({ rankedAt: '2026-11-12T05:30:00.000Z', keywords: [] }));
      }),
    );
    const { container, client } = renderWithProviders(<KeywordRank />);
    await vi.waitFor(() => expect(client.getQueryState(['search', 'rank'])?.status).toBe('success'));
    expect(asked).toBe(1);
    expect(container.querySelector('section')).toBeNull();
  });

  it('retries the ranking twice before giving up (the spec), then stays hidden', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/v1/rank/search-keywords', () => {
        asked += 1;
        return HttpResponse.json(fail(50000000), { status: 500 });
      }),
    );
    const client = makeQueryClient();
    // Retries without the exponential wait, so the test runs in milliseconds.
    client.setQueryDefaults(['search', 'rank'], { retryDelay: 0 });
    const { container } = renderWithProviders(<KeywordRank />, client);
    await vi.waitFor(() => expect(client.getQueryState(['search', 'rank'])?.status).toBe('error'));
    expect(asked).toBe(3);
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('HomeSpotRow', () => {
  it('asks for running pop-ups by score and shows them as cards with a see-all link', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/v1/spots', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(ok(result([spot(1), spot(2, { title: 'Butter bar', contentLocale: 'en' })])));
      }),
    );
    renderWithProviders(<HomeSpotRow rowKey="openNow" />);
    const section = await screen.findByRole('region', { name: ko.home.openNow.title });
    const list = await within(section).findByRole('list', { name: ko.home.openNow.title });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(['/popup/1', '/popup/2']);
    expect(within(cards[0]).getByText(ko.popup.periodType.IN_PROGRESS)).toBeInTheDocument();
    expect(within(cards[0]).getByText('2026.11.01 ~ 2026.11.30')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Butter bar')).toHaveAttribute('lang', 'en');
    expect(Object.fromEntries(asked[0])).toMatchObject({
      periodType: 'IN_PROGRESS',
      sort: 'score',
      size: '10',
      lang: 'ko',
    });
    const seeAll = within(section).getByRole('link', { name: `${ko.home.openNow.title} 전체 보기` });
    expect(seeAll).toHaveAttribute('href', '/popup/list?dateFilter=today');
    // Its own text names the section (search engines read text, not aria-label); the eye
    // sees only the short form.
    expect(seeAll.textContent).toBe(`${ko.home.openNow.title} 전체 보기`);
    expect(within(seeAll).getByText(`${ko.home.openNow.title}`)).toHaveClass('sr-only');
  });

  it('shows review counts in the most-reviewed row and links to the matching list', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/v1/spots', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(ok(result([spot(5, { reviewCount: 42 })])));
      }),
    );
    renderWithProviders(<HomeSpotRow rowKey="recommended" />);
    expect(await screen.findByText('리뷰 42')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0])).toMatchObject({ categories: 'REVIEW', sort: 'review' });
    expect(screen.getByRole('link', { name: `${ko.home.recommended.title} 전체 보기` })).toHaveAttribute(
      'href',
      '/popup/list?categories=REVIEW&sort=review',
    );
  });

  it('asks for pop-ups opening soon by opening day, says when there are none, and offers a retry on failure', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/v1/spots', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(ok(result([])));
      }),
    );
    const first = renderWithProviders(<HomeSpotRow rowKey="openingSoon" />);
    expect(await screen.findByText(ko.home.empty)).toBeInTheDocument();
    expect(Object.fromEntries(asked[0])).toMatchObject({ periodType: 'READY', sort: 'open_date' });
    first.unmount();

    server.use(http.get('*/api/v1/spots', () => HttpResponse.json(fail(50000000), { status: 500 })));
    renderWithProviders(<HomeSpotRow rowKey="openingSoon" />);
    expect(await screen.findByText(ko.home.loadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ko.common.retry })).toBeInTheDocument();
  });
});

describe('RegionShortcuts', () => {
  it('links every region group to the list filtered to it', () => {
    renderWithProviders(<RegionShortcuts />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(REGION_GROUPS.length);
    expect(screen.getByRole('link', { name: ko.regions.SEONGSU })).toHaveAttribute(
      'href',
      '/popup/list?regionGroups=SEONGSU',
    );
    expect(screen.getByRole('link', { name: ko.regions.ETC })).toHaveAttribute('href', '/popup/list?regionGroups=ETC');
  });
});

describe('HomeMagazine', () => {
  it('shows the four newest posts linking to /{id} and a see-all link to /magazine', async () => {
    const asked: URLSearchParams[] = [];
    const list: MagazineList = {
      content: [1, 2].map((id) => ({
        id,
        title: `매거진 ${id}`,
        subTitle: null,
        displayedDate: '2026-11-12',
        file: null,
        categories: [],
        contentLocale: 'ko',
      })),
      page: { number: 0, size: 4, totalElements: 2, totalPages: 1 },
    };
    server.use(
      http.get('*/api/v1/magazines', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(ok(list));
      }),
    );
    renderWithProviders(<HomeMagazine />);
    const heading = await screen.findByRole('heading', { level: 3, name: '매거진 1' });
    expect(heading.closest('a')).toHaveAttribute('href', '/1');
    expect(Object.fromEntries(asked[0])).toMatchObject({ size: '4', lang: 'ko' });
    expect(screen.getByRole('link', { name: `${ko.home.magazine.title} 전체 보기` })).toHaveAttribute(
      'href',
      '/magazine',
    );
  });

  it('is left out when there are no posts', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/v1/magazines', () => {
        asked += 1;
        return HttpResponse.json(ok({ content: [], page: { number: 0, size: 4, totalElements: 0, totalPages: 0 } }));
      }),
    );
    const { container, client } = renderWithProviders(<HomeMagazine />);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(asked).toBe(1);
    expect(container.querySelector('section')).toBeNull();
  });
});
