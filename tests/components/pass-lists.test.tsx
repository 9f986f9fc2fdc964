import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Partner } from '@/api/contracts/partners';
import type { SpotSearchItem } from '@/api/contracts/search';
import { PartnerList } from '@/components/pass/partner-list';
import { PassPopupList } from '@/components/pass/pass-popup-list';
import ko from '@/locales/ko.json';
import { useToastStore } from '@/stores/toast-store';
import { ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.pass;
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});
beforeEach(() => act(() => useToastStore.setState({ toasts: [] })));

const page = <T,>(content: T[], number: number, totalPages: number) => ({
  content,
  page: { number, size: 20, totalElements: content.length, totalPages },
});

const spot = (id: number, title: string): SpotSearchItem => ({
  id,
  type: 'PARTNER',
  title,
  periodType: 'IN_PROGRESS',
  area: { latitude: 37.5, longitude: 127, region2Depth: '성동구' },
  openDate: '2026-11-10T00:00:00.000Z',
  closeDate: null,
  operationTime: [],
  file: null,
  categories: [],
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
});

const partner = (id: number, name: string, distance: number | null = null): Partner => ({
  id,
  name,
  nameLocale: 'ko',
  area: { latitude: 37.5, longitude: 127, region2Depth: '성동구', region2DepthLocale: 'ko', address: '서울 성동구' },
  categories: ['CAFE'],
  file: null,
  distance,
});

describe('PassPopupList', () => {
  it('loads the next page of pass pop-ups on demand and hides the button after the last', async () => {
    const pages: string[] = [];
    server.use(
      http.get('*/api/v1/spots', ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect(params.get('types')).toBe('PARTNER');
        const n = Number(params.get('page'));
        pages.push(String(n));
        return HttpResponse.json(
          ok(n === 0 ? page([spot(1, '첫 팝업'), spot(2, '둘째 팝업')], 0, 2) : page([spot(3, '셋째 팝업')], 1, 2)),
        );
      }),
    );
    renderWithProviders(<PassPopupList />);
    const list = await screen.findByRole('list', { name: t.popups.listLabel });
    expect(within(list).getAllByRole('link')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: t.loadMore }));
    expect(await within(list).findByRole('link', { name: /셋째 팝업/ })).toHaveAttribute('href', '/pass/popups/3');
    expect(pages).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();
  });
});

describe('PartnerList', () => {
  function answerPartners(seen: URLSearchParams[]) {
    server.use(
      http.get('*/api/v1/partners', ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        return HttpResponse.json(
          ok(
            params.has('latitude')
              ? page([partner(2, '나 서점', 320), partner(1, '가 카페', 2400)], 0, 1)
              : page([partner(1, '가 카페'), partner(2, '나 서점')], 0, 1),
          ),
        );
      }),
    );
  }
  const names = () =>
    within(screen.getByRole('list', { name: t.partners.listLabel }))
      .getAllByRole('heading')
      .map((h) => h.textContent);

  it('lists by name, then nearest first with distances after "near me"', async () => {
    const seen: URLSearchParams[] = [];
    answerPartners(seen);
    Object.defineProperty(navigator, 'geolocation', {
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 37.54, longitude: 127.05 } } as GeolocationPosition),
      },
      configurable: true,
    });
    renderWithProviders(<PartnerList />);
    await screen.findByRole('list', { name: t.partners.listLabel });
    expect(names()).toEqual(['가 카페', '나 서점']);
    expect(screen.getByRole('button', { name: t.partners.byName })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: t.partners.nearMe }));
    expect(await screen.findByText('320m', { exact: false })).toBeInTheDocument();
    expect(names()).toEqual(['나 서점', '가 카페']);
    expect(seen.at(-1)!.get('latitude')).toBe('37.54');
    expect(seen.at(-1)!.get('longitude')).toBe('127.05');
    expect(screen.getByRole('button', { name: t.partners.nearMe })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(t.partners.nearMeActive)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t.partners.byName }));
    expect(names()).toEqual(['가 카페', '나 서점']);
  });

  it('keeps the name order and tells why when location is denied or unavailable', async () => {
    const seen: URLSearchParams[] = [];
    answerPartners(seen);
    const mock = (code: number) =>
      Object.defineProperty(navigator, 'geolocation', {
        value: {
          getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
            fail({ code, PERMISSION_DENIED: 1 } as GeolocationPositionError),
        },
        configurable: true,
      });
    renderWithProviders(<PartnerList />);
    await screen.findByRole('list', { name: t.partners.listLabel });

    mock(1);
    await userEvent.click(screen.getByRole('button', { name: t.partners.nearMe }));
    expect(await screen.findByText(ko.geolocation.denied)).toBeInTheDocument();

    mock(2);
    await userEvent.click(screen.getByRole('button', { name: t.partners.nearMe }));
    expect(await screen.findByText(ko.geolocation.unavailable)).toBeInTheDocument();

    expect(seen.every((params) => !params.has('latitude'))).toBe(true);
    expect(screen.getByRole('button', { name: t.partners.byName })).toHaveAttribute('aria-pressed', 'true');
  });
});
