import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Partner } from '@/api/contracts/partners';
import type { SpotSearchItem } from '@/api/contracts/search';
import { PassPartnerSection } from '@/components/pass/pass-partner-section';
import { PassPopupSection } from '@/components/pass/pass-popup-section';
import ko from '@/locales/ko.json';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.pass;

function passSpot(overrides: Partial<SpotSearchItem> = {}): SpotSearchItem {
  return {
    id: 40,
    type: 'PARTNER',
    title: '패스 제휴 팝업',
    periodType: 'IN_PROGRESS',
    area: { latitude: 37.5446, longitude: 127.0559, region2Depth: '성동구' },
    openDate: '2026-11-10T00:00:00.000Z',
    closeDate: '2026-11-30T00:00:00.000Z',
    operationTime: [],
    file: { id: 1, path: '/api/files/spots/40/hero.webp' },
    categories: [],
    filterCategories: ['BENEFIT'],
    pickId: null,
    distance: null,
    benefit: '패스 혜택: 음료 무료',
    hasBenefit: true,
    hasQueueConfig: false,
    queue: null,
    hasPreReservation: false,
    reviewCount: 0,
    contentLocale: 'ko',
    ...overrides,
  };
}

const partner = (overrides: Partial<Partner> = {}): Partner => ({
  id: 3,
  name: '성수 로스터리',
  nameLocale: 'ko',
  area: {
    latitude: 37.5446,
    longitude: 127.0559,
    region2Depth: '성동구',
    region2DepthLocale: 'ko',
    address: '서울 성동구 성수동2가 277',
  },
  categories: ['CAFE'],
  file: null,
  distance: null,
  ...overrides,
});

const page = <T,>(content: T[], number = 0, totalPages = 1) => ({
  content,
  page: { number, size: 20, totalElements: content.length, totalPages },
});

describe('PassPopupSection', () => {
  it('asks the search API for pass pop-ups not yet ended and links each to its pass page', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('*/api/v1/spots', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          ok(
            page([
              passSpot(),
              passSpot({ id: 41, title: '오픈 예정 패스 팝업', periodType: 'READY', closeDate: null }),
            ]),
          ),
        );
      }),
    );
    renderWithProviders(<PassPopupSection />);

    const list = await screen.findByRole('list', { name: t.popups.listLabel });
    expect(queries[0].get('types')).toBe('PARTNER');
    expect(queries[0].get('dateFilter')).toBe('all');
    expect(queries[0].get('lang')).toBe('ko');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/pass/popups/40', '/pass/popups/41']);
    expect(within(links[0]).getByText('패스 혜택: 음료 무료')).toBeInTheDocument();
    expect(within(links[0]).getByText('2026.11.10 ~ 2026.11.30')).toBeInTheDocument();
    expect(within(links[1]).getByText(ko.popup.periodType.READY)).toBeInTheDocument();
    expect(within(links[1]).getByText(`2026.11.10 ~ ${ko.popup.toBeAnnounced}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.popups.seeAll })).toHaveAttribute('href', '/pass/popups');
  });

  it('says so when there is none, and offers a retry when the API fails', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/spots', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(fail(50000000), { status: 500 })
          : HttpResponse.json(ok(page<SpotSearchItem>([])));
      }),
    );
    renderWithProviders(<PassPopupSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.popups.loadError);
    await userEvent.click(within(alert).getByRole('button', { name: ko.common.retry }));
    expect(await screen.findByText(t.popups.empty)).toBeInTheDocument();
  });
});

describe('PassPartnerSection', () => {
  it('shows the first partners, each linking to its pass page', async () => {
    let query: URLSearchParams | null = null;
    server.use(
      http.get('*/api/v1/partners', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(ok(page([partner(), partner({ id: 4, name: '연무장 베이커리', categories: [] })])));
      }),
    );
    await act(async () => {
      renderWithProviders(<PassPartnerSection />);
    });
    const list = await screen.findByRole('list', { name: t.partners.listLabel });
    expect(query!.get('page')).toBe('0');
    expect(query!.has('latitude')).toBe(false);
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/pass/partners/3', '/pass/partners/4']);
    expect(within(list).getByText('카페')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.partners.seeAll })).toHaveAttribute('href', '/pass/partners');
  });
});
