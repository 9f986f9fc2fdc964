import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpotSearchItem } from '@/api/contracts/search';
import { SearchFirstPage } from '@/components/search/search-first-page';
import { SearchPage } from '@/components/search/search-page';
import ko from '@/locales/ko.json';
import { useSearchLocation } from '@/components/search/search-location-store';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

// Next's App Router feeds history.replaceState into useSearchParams; the stand-in does the
// same: it re-renders its readers whenever the test's address bar changes.
vi.mock('next/navigation', async () => {
  const React = await import('react');
  const subscribe = (onChange: () => void) => {
    window.addEventListener('test:url', onChange);
    return () => window.removeEventListener('test:url', onChange);
  };
  return {
    useSearchParams: () => {
      const search = React.useSyncExternalStore(subscribe, () => window.location.search);
      return React.useMemo(() => new URLSearchParams(search), [search]);
    },
    usePathname: () => window.location.pathname,
    useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn(), refresh: vi.fn() }),
  };
});

const t = ko.search;

function item(overrides: Partial<SpotSearchItem> = {}): SpotSearchItem {
  return {
    id: 3,
    type: 'STORE',
    title: '모노하우스 성수 플래그십 팝업',
    periodType: 'IN_PROGRESS',
    area: { latitude: 37.5446, longitude: 127.0559, region2Depth: '성동구' },
    openDate: '2026-11-10T00:00:00.000Z',
    closeDate: '2026-11-30T00:00:00.000Z',
    operationTime: ['매일 11:00 - 20:00'],
    file: { id: 1, path: '/api/files/spots/3/hero.webp' },
    categories: [{ name: '패션' }],
    filterCategories: ['BENEFIT'],
    pickId: null,
    distance: null,
    benefit: '구매 혜택: 엽서 증정',
    hasBenefit: true,
    hasQueueConfig: false,
    queue: null,
    hasPreReservation: false,
    reviewCount: 0,
    contentLocale: 'ko',
    ...overrides,
  };
}

function page(content: SpotSearchItem[], number = 0, totalElements = content.length, size = 20, totalCapped = false) {
  return {
    content,
    page: { number, size, totalElements, totalPages: Math.max(1, Math.ceil(totalElements / size)) },
    totalCapped,
    correctedKeyword: null,
    correctionKind: null,
  };
}

/** Every GET /v1/spots query the page sent, as a plain object. */
let requests: Record<string, string>[] = [];
/** What the API answers (per request, so a test can page or fail). */
let answer: (query: Record<string, string>) => Response;

let replaceState: ReturnType<typeof vi.spyOn>;
let pushState: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  requests = [];
  answer = () => HttpResponse.json(ok(page([item()])));
  server.use(
    http.get('*/api/v1/spots', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      requests.push(query);
      return answer(query);
    }),
    // The keyword box asks for suggestions while it is being typed in (search-suggestions.test.tsx).
    http.get('*/api/v1/search/suggestions', () => HttpResponse.json(ok({ keyword: '', items: [] }))),
  );
  window.history.replaceState(null, '', '/popup/list?utm_source=online');
  const original = window.history.replaceState.bind(window.history);
  replaceState = vi.spyOn(window.history, 'replaceState').mockImplementation((...args) => {
    original(...args);
    window.dispatchEvent(new Event('test:url'));
  });
  pushState = vi.spyOn(window.history, 'pushState');
  act(() => {
    useToastStore.setState({ toasts: [] });
    useAuthStore.setState({ loginModalOpen: false });
    useSearchLocation.setState({ position: null });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

const chip = (name: string) => screen.getByRole('button', { name });
// The filters open from a button whose name carries how many are on ('필터, 5개 적용됨').
const filtersButton = () => screen.getByRole('button', { name: new RegExp(`^${t.filters.toggle}`) });
const lastRequest = () => requests.at(-1);

describe('search list: filters in the URL', () => {
  // Many interactions: allow more than the default time on a busy machine.
  it(
    'writes every filter change into the URL and a fresh render from that URL restores it',
    { timeout: 20_000 },
    async () => {
      const first = renderWithProviders(<SearchPage />);
      expect(await screen.findByText('1개의 팝업')).toBeInTheDocument();
      expect(requests).toEqual([{ dateFilter: 'all', sort: 'score', size: '20', lang: 'ko', page: '0' }]);

      // Keyword: typed, then Enter.
      await userEvent.type(screen.getByRole('combobox', { name: t.bar.keyword }), '성수{Enter}');
      expect(window.location.search).toBe('?utm_source=online&keyword=%EC%84%B1%EC%88%98');

      // The filters are behind their button (their code comes with the first open).
      expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('button', { name: t.filters.category.BENEFIT })).not.toBeInTheDocument();
      await userEvent.click(filtersButton());
      expect(filtersButton()).toHaveAttribute('aria-expanded', 'true');

      // A feature category and a region group, as toggle chips.
      const benefit = await screen.findByRole('button', { name: t.filters.category.BENEFIT });
      expect(benefit).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(benefit);
      expect(chip(t.filters.category.BENEFIT)).toHaveAttribute('aria-pressed', 'true');
      const regions = screen.getByRole('group', { name: t.filters.region.legend });
      await userEvent.click(within(regions).getByRole('button', { name: ko.regions.SEONGSU }));
      await userEvent.click(within(regions).getByRole('button', { name: ko.regions.GANGNAM }));

      // The order is on the list itself, in sight with the sheet closed or open.
      await userEvent.selectOptions(screen.getByRole('combobox', { name: t.filters.sort.label }), 'close_date');
      // A date range (native inputs; the end may not precede the start).
      await userEvent.click(screen.getByRole('radio', { name: t.filters.date.range }));
      // The range inputs' code comes when 'range' is first picked (DateRangeFields).
      fireEvent.change(await screen.findByLabelText(t.filters.date.start), { target: { value: '2026-11-20' } });
      fireEvent.change(screen.getByLabelText(t.filters.date.end), { target: { value: '2026-11-05' } });
      expect(await screen.findByText(t.filters.date.invalidRange)).toBeInTheDocument();
      expect(screen.getByLabelText(t.filters.date.end)).toHaveAttribute('aria-invalid', 'true');
      fireEvent.change(screen.getByLabelText(t.filters.date.end), { target: { value: '2026-11-25' } });
      expect(screen.queryByText(t.filters.date.invalidRange)).not.toBeInTheDocument();

      const expected = new URLSearchParams({
        utm_source: 'online',
        keyword: '성수',
        categories: 'BENEFIT',
        regionGroups: 'SEONGSU,GANGNAM',
        sort: 'close_date',
        dateFilter: 'range',
        startDate: '2026-11-20',
        endDate: '2026-11-25',
      });
      expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual(Object.fromEntries(expected));
      // Rewritten in place: no history entry per tap, so Back leaves the list.
      expect(pushState).not.toHaveBeenCalled();
      expect(replaceState).toHaveBeenCalled();

      const sent = {
        keyword: '성수',
        dateFilter: 'range',
        startDate: '2026-11-20',
        endDate: '2026-11-25',
        categories: 'BENEFIT',
        regionGroups: 'SEONGSU,GANGNAM',
        sort: 'close_date',
        size: '20',
        lang: 'ko',
        page: '0',
      };
      await waitFor(() => expect(lastRequest()).toEqual(sent));
      first.unmount();

      // A fresh page (new cache) from the same URL shows the same filters and sends the same query.
      requests = [];
      renderWithProviders(<SearchPage />);
      expect(await screen.findByText('1개의 팝업')).toBeInTheDocument();
      expect(requests).toEqual([sent]);
      expect(screen.getByRole('combobox', { name: t.bar.keyword })).toHaveValue('성수');
      // Closed, the button counts the filters on: the date range, a category, two regions.
      expect(filtersButton()).toHaveAccessibleName(t.filters.toggleActive.replace('{count}', '4'));
      // Each is a chip in sight, in the panel's order; the order shows what it is.
      const active = screen.getByRole('list', { name: t.filters.active.label });
      expect(
        within(active)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['11월 20일~11월 25일', t.filters.category.BENEFIT, ko.regions.SEONGSU, ko.regions.GANGNAM]);
      expect(screen.getByRole('combobox', { name: t.filters.sort.label })).toHaveDisplayValue(
        t.filters.sort.close_date,
      );
      await userEvent.click(filtersButton());
      expect(await screen.findByRole('button', { name: t.filters.category.BENEFIT })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(chip(t.filters.category.WAITING)).toHaveAttribute('aria-pressed', 'false');
      const restoredRegions = screen.getByRole('group', { name: t.filters.region.legend });
      expect(within(restoredRegions).getByRole('button', { name: ko.regions.SEONGSU })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(within(restoredRegions).getByRole('button', { name: ko.regions.GANGNAM })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.getByRole('combobox', { name: t.filters.sort.label })).toHaveValue('close_date');
      expect(screen.getByRole('radio', { name: t.filters.date.range })).toBeChecked();
      expect(await screen.findByLabelText(t.filters.date.start)).toHaveValue('2026-11-20');
      expect(screen.getByLabelText(t.filters.date.end)).toHaveValue('2026-11-25');

      // Reset clears the filters but keeps the keyword, the order and the other parameters.
      await userEvent.click(screen.getByRole('button', { name: t.filters.reset }));
      expect(window.location.search).toBe('?utm_source=online&keyword=%EC%84%B1%EC%88%98&sort=close_date');
      expect(screen.queryByRole('list', { name: t.filters.active.label })).not.toBeInTheDocument();
    },
  );

  it('takes one filter off with one tap on its chip, the others and the order staying', async () => {
    window.history.replaceState(null, '', '/popup/list?dateFilter=today&categories=BENEFIT,WAITING&sort=review');
    renderWithProviders(<SearchPage />);
    await screen.findByText('1개의 팝업');
    const active = screen.getByRole('list', { name: t.filters.active.label });
    await userEvent.click(within(active).getByRole('button', { name: `‘${t.filters.category.BENEFIT}’ 필터 해제` }));
    expect(window.location.search).toBe('?dateFilter=today&categories=WAITING&sort=review');
    await userEvent.click(within(active).getByRole('button', { name: `‘${t.filters.date.today}’ 필터 해제` }));
    expect(window.location.search).toBe('?categories=WAITING&sort=review');
    await waitFor(() =>
      expect(lastRequest()).toMatchObject({ categories: 'WAITING', sort: 'review', dateFilter: 'all' }),
    );
    expect(filtersButton()).toHaveAccessibleName(t.filters.toggleActive.replace('{count}', '1'));
  });

  it('clearing the keyword removes it from the URL', async () => {
    window.history.replaceState(null, '', '/popup/list?keyword=%EC%9E%A0%EC%8B%A4&sort=review');
    renderWithProviders(<SearchPage />);
    await screen.findByText('1개의 팝업');
    await userEvent.click(screen.getByRole('button', { name: t.bar.clear }));
    expect(window.location.search).toBe('?sort=review');
    expect(screen.getByRole('combobox', { name: t.bar.keyword })).toHaveValue('');
    await waitFor(() => expect(lastRequest()).not.toHaveProperty('keyword'));
  });

  it('an empty result offers to reset the whole search', async () => {
    window.history.replaceState(null, '', '/popup/list?keyword=xyz&categories=WAITING');
    answer = () => HttpResponse.json(ok(page([])));
    renderWithProviders(<SearchPage />);
    expect(await screen.findByText(t.results.empty)).toBeInTheDocument();
    expect(screen.getByText('0개의 팝업')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.results.resetAll }));
    expect(window.location.search).toBe('');
    await waitFor(() =>
      expect(lastRequest()).toEqual({ dateFilter: 'all', sort: 'score', size: '20', lang: 'ko', page: '0' }),
    );
  });

  it('says 1,000+ when the API stopped counting at its cap', async () => {
    answer = () => HttpResponse.json(ok(page([item()], 0, 1000, 20, true)));
    renderWithProviders(<SearchPage />);
    expect(await screen.findByText('1,000개 이상의 팝업')).toBeInTheDocument();
  });

  it('a failed search shows an error with retry', async () => {
    let fail = true;
    answer = () =>
      fail
        ? HttpResponse.json({ data: null, result: { code: 50000000, desc: 'ERROR' } }, { status: 500 })
        : HttpResponse.json(ok(page([item()])));
    renderWithProviders(<SearchPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.results.loadError);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: ko.common.retry }));
    expect(await screen.findByText('1개의 팝업')).toBeInTheDocument();
  });

  it('loads the next page with the load-more button', async () => {
    answer = (query) =>
      HttpResponse.json(
        ok(
          query.page === '0'
            ? page([item({ id: 1, title: '첫 번째 팝업' })], 0, 21)
            : page([item({ id: 2, title: '두 번째 팝업' })], 1, 21),
        ),
      );
    renderWithProviders(<SearchPage />);
    expect(await screen.findByText('21개의 팝업')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.results.loadMore }));
    expect(await screen.findByRole('heading', { name: '두 번째 팝업' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '첫 번째 팝업' })).toBeInTheDocument();
    expect(requests.map((q) => q.page)).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: t.results.loadMore })).not.toBeInTheDocument();
  });
});

describe('search item card', () => {
  it('shows the search item: link, area, dates, benefit, badges, partner pass link', async () => {
    answer = () =>
      HttpResponse.json(
        ok(
          page([
            item(),
            item({
              id: 40,
              type: 'PARTNER',
              title: '성수 카페 투어',
              periodType: 'READY',
              closeDate: null,
              benefit: null,
              hasBenefit: false,
              hasQueueConfig: true,
              hasPreReservation: true,
              file: null,
            }),
          ]),
        ),
      );
    renderWithProviders(<SearchPage />);
    expect(await screen.findByText('2개의 팝업')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: t.results.label });
    const [store, partner] = within(list).getAllByRole('article');

    const storeLink = within(store).getByRole('link');
    expect(storeLink).toHaveAttribute('href', '/popup/3');
    expect(within(storeLink).getByRole('heading', { name: '모노하우스 성수 플래그십 팝업' })).toBeInTheDocument();
    expect(storeLink).toHaveTextContent('성동구');
    expect(storeLink).toHaveTextContent('2026.11.10 ~ 2026.11.30');
    expect(storeLink).toHaveTextContent('구매 혜택: 엽서 증정');
    expect(storeLink).toHaveTextContent(ko.popup.periodType.IN_PROGRESS);

    const partnerLink = within(partner).getByRole('link');
    expect(partnerLink).toHaveAttribute('href', '/pass/popups/40');
    expect(partnerLink).toHaveTextContent(`2026.11.10 ~ ${ko.popup.toBeAnnounced}`);
    expect(partnerLink).toHaveTextContent(t.card.waiting);
    expect(partnerLink).toHaveTextContent(t.card.preReservation);
    expect(partnerLink).toHaveTextContent(ko.popup.periodType.READY);
    expect(partnerLink).toHaveTextContent(ko.popup.noImage);
    // The pick button is beside the link, not inside it.
    expect(within(partnerLink).queryByRole('button')).not.toBeInTheDocument();
    expect(within(partner).getByRole('button', { name: '‘성수 카페 투어’ 픽하기' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('anonymous readers get the login modal from the pick button', async () => {
    renderWithProviders(<SearchPage />);
    await userEvent.click(await screen.findByRole('button', { name: '‘모노하우스 성수 플래그십 팝업’ 픽하기' }));
    expect(await screen.findByRole('dialog', { name: ko.auth.loginModal.title })).toBeInTheDocument();
  });

  it('signed in: the hearts of the first page (the cached page, the same for all) fill in from my state', async () => {
    Cookies.set('userId', '7');
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/users/me/spot-states', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('spotIds') ?? '');
        return HttpResponse.json(ok([{ spotId: item().id, pickId: 77, isReservationNotificationRegistered: false }]));
      }),
    );
    renderWithProviders(<SearchPage />);
    const pick = await screen.findByRole('button', { name: '‘모노하우스 성수 플래그십 팝업’ 픽하기' });
    await waitFor(() => expect(pick).toHaveAttribute('aria-pressed', 'true'));
    expect(asked).toEqual([String(item().id)]);
    // One small call: the list itself was not asked again.
    expect(requests).toHaveLength(1);
  });

  it('counts a keyword search that came with the cached page, once', async () => {
    const logged: unknown[] = [];
    server.use(
      http.post('*/api/v1/logs/search-keywords', async ({ request }) => {
        logged.push(await request.json());
        return HttpResponse.json(ok(null));
      }),
    );
    window.history.replaceState(null, '', '/popup/list?keyword=%EB%A1%9C%EA%B7%B8%ED%99%95%EC%9D%B8');
    const view = renderWithProviders(<SearchPage serverSearch="?keyword=%EB%A1%9C%EA%B7%B8%ED%99%95%EC%9D%B8" />);
    await waitFor(() => expect(logged).toEqual([{ keyword: '로그확인' }]));
    view.rerender(<SearchPage serverSearch="?keyword=%EB%A1%9C%EA%B7%B8%ED%99%95%EC%9D%B8" />);
    expect(logged).toHaveLength(1);
  });

  it('a visitor asks nothing about their own state', async () => {
    renderWithProviders(<SearchPage />);
    const pick = await screen.findByRole('button', { name: '‘모노하우스 성수 플래그십 팝업’ 픽하기' });
    expect(pick).toHaveAttribute('aria-pressed', 'false');
    // msw fails the test on any request without a handler, so no spot-states call was made.
  });

  it('a pick fills the heart and stays in the cached list', async () => {
    Cookies.set('userId', '7');
    // My state arrives late: the tap is newer and wins.
    server.use(
      http.post('*/api/v1/users/picks', () => HttpResponse.json(ok({ pickId: 91 }))),
      http.get('*/api/v1/users/me/spot-states', async () => {
        await delay(300);
        return HttpResponse.json(ok([{ spotId: item().id, pickId: null, isReservationNotificationRegistered: false }]));
      }),
    );
    const { client } = renderWithProviders(<SearchPage />);
    const pick = await screen.findByRole('button', { name: '‘모노하우스 성수 플래그십 팝업’ 픽하기' });
    await userEvent.click(pick);
    expect(pick).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByText(ko.popup.pick.picked.replace('{title}', '모노하우스 성수 플래그십 팝업')),
    ).toBeInTheDocument();
    const cached = client.getQueriesData<{ pages: { content: SpotSearchItem[] }[] }>({ queryKey: ['search', 'list'] });
    expect(cached[0][1]?.pages[0].content[0].pickId).toBe(91);
    // The list was patched, not refetched.
    expect(requests).toHaveLength(1);
  });
});

describe('the first page the server rendered (the cached page)', () => {
  // 25 pop-ups: the server rendered the first 20; the browser continues from them.
  const items = Array.from({ length: 25 }, (_, index) => item({ id: index + 1, title: `팝업 ${index + 1}` }));
  const serverPage = page(items.slice(0, 20), 0, 25);
  const renderServerPage = () =>
    renderWithProviders(<SearchPage firstPage={serverPage} firstPageView={<SearchFirstPage result={serverPage} />} />);
  const cards = () => within(screen.getByRole('list', { name: t.results.label })).getAllByRole('listitem');
  const heart = (n: number) => screen.getByRole('button', { name: `‘팝업 ${n}’ 픽하기` });

  beforeEach(() => {
    answer = (query) =>
      HttpResponse.json(ok(query.page === '1' ? page(items.slice(20), 1, 25) : page(items.slice(0, 20), 0, 25)));
  });

  it('shows its cards without asking again, and continues from them with the next page only', async () => {
    renderServerPage();
    expect(screen.getByText('25개의 팝업')).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: t.results.loadMore }));
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(requests.map((query) => query.page)).toEqual(['1']);
    expect(screen.getByText(t.results.end)).toBeInTheDocument();
  });

  it('signed in: my hearts fill in on its cards and stay filled on the list that continues', async () => {
    Cookies.set('userId', '7');
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/users/me/spot-states', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('spotIds') ?? '');
        return HttpResponse.json(
          ok(
            items.slice(0, 20).map((spot) => ({
              spotId: spot.id,
              pickId: spot.id === 2 ? 52 : null,
              isReservationNotificationRegistered: false,
            })),
          ),
        );
      }),
    );
    server.use(http.post('*/api/v1/users/picks', () => HttpResponse.json(ok({ pickId: 91 }))));
    renderServerPage();
    await waitFor(() => expect(heart(2)).toHaveAttribute('aria-pressed', 'true'));
    expect(heart(1)).toHaveAttribute('aria-pressed', 'false');
    expect(asked).toHaveLength(1);
    // A pick on a server card fills its heart, and both hearts carry over to the browser's list.
    await userEvent.click(heart(3));
    await waitFor(() => expect(heart(3)).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(screen.getByRole('button', { name: t.results.loadMore }));
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(heart(2)).toHaveAttribute('aria-pressed', 'true');
    expect(heart(3)).toHaveAttribute('aria-pressed', 'true');
    expect(heart(1)).toHaveAttribute('aria-pressed', 'false');
    // The state was asked once, and the list only for its second page.
    expect(asked).toHaveLength(1);
    expect(requests.map((query) => query.page)).toEqual(['1']);
  });

  it('another keyword leaves it for the browser’s own search', async () => {
    renderServerPage();
    await userEvent.type(screen.getByRole('combobox', { name: t.bar.keyword }), '성수{Enter}');
    await waitFor(() => expect(lastRequest()).toMatchObject({ keyword: '성수', page: '0' }));
  });
});

describe('distance from me', () => {
  function mockGeolocation(result: { coords: { latitude: number; longitude: number } } | { code: number }) {
    const getCurrentPosition = vi.fn((success: PositionCallback, failure: PositionErrorCallback) => {
      if ('coords' in result) success(result as GeolocationPosition);
      else
        failure({
          code: result.code,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
    });
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    return getCurrentPosition;
  }

  it('sends the position to the API (never to the URL) and shows distances', async () => {
    mockGeolocation({ coords: { latitude: 37.5446, longitude: 127.0559 } });
    answer = (query) => HttpResponse.json(ok(page([item({ distance: query.latitude ? 1234 : null })])));
    renderWithProviders(<SearchPage />);
    await screen.findByText('1개의 팝업');
    const toggle = screen.getByRole('button', { name: t.distance.toggle });
    await userEvent.click(toggle);
    expect(await screen.findByText('내 위치에서 1.2km')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(lastRequest()).toMatchObject({ latitude: '37.5446', longitude: '127.0559' });
    expect(window.location.search).toBe('?utm_source=online');
  });

  it('denied: the spec’s message, no position sent', async () => {
    mockGeolocation({ code: 1 });
    renderWithProviders(<SearchPage />);
    await screen.findByText('1개의 팝업');
    await userEvent.click(screen.getByRole('button', { name: t.distance.toggle }));
    expect(await screen.findByText(ko.geolocation.denied)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.distance.toggle })).toHaveAttribute('aria-pressed', 'false');
    expect(requests.every((q) => !('latitude' in q))).toBe(true);
  });

  it('unavailable: its own message', async () => {
    mockGeolocation({ code: 2 });
    renderWithProviders(<SearchPage />);
    await screen.findByText('1개의 팝업');
    await userEvent.click(screen.getByRole('button', { name: t.distance.toggle }));
    expect(await screen.findByText(ko.geolocation.unavailable)).toBeInTheDocument();
  });
});
