import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestion, SpotSearchItem } from '@/api/contracts/search';
import { SearchFirstPage } from '@/components/search/search-first-page';
import { SearchPage } from '@/components/search/search-page';
import { useSearchLocation } from '@/components/search/search-location-store';
import { SearchBar } from '@/components/shared/search-filters/search-bar';
import ko from '@/locales/ko.json';
import { ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';
import { mockRouter } from '../utils/navigation-mock';
import { searchItem } from '../utils/search-item';

// Issue 15's search UI: suggestions while typing (a WAI-ARIA combobox), recent searches on the
// device, the "did you mean" line and the phone's filter sheet. The API is msw at the edge,
// answering as the contract (api/contracts/search.ts) says.

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
const STORAGE_KEY = 'popspot:recent-searches';

const suggestion = (overrides: Partial<SearchSuggestion>): SearchSuggestion => ({
  text: '성수',
  kind: 'TAG',
  match: 'CHOSEONG',
  spotId: null,
  lang: 'ko',
  ...overrides,
});

/** What 'ㅅㅅ' suggests: a tag, a district and a pop-up's title. */
const SEONGSU = [
  suggestion({ text: '성수', kind: 'TAG' }),
  suggestion({ text: '성수동1가', kind: 'REGION' }),
  suggestion({ text: '모노하우스 성수 플래그십 팝업', kind: 'TITLE', spotId: 3 }),
];

/** The keywords of every suggestions request, in order. */
let asked: string[] = [];
let answerSuggestions: (keyword: string) => SearchSuggestion[] = () => SEONGSU;

function page(
  content: SpotSearchItem[],
  correctedKeyword: string | null = null,
  correctionKind: 'TYPO' | 'KEYBOARD' = 'TYPO',
) {
  return {
    content,
    page: { number: 0, size: 20, totalElements: content.length, totalPages: 1 },
    totalCapped: false,
    correctedKeyword,
    correctionKind: correctedKeyword ? correctionKind : null,
  };
}

let spotQueries: Record<string, string>[] = [];

beforeEach(() => {
  window.localStorage.clear();
  asked = [];
  spotQueries = [];
  answerSuggestions = () => SEONGSU;
  server.use(
    http.get('*/api/v1/search/suggestions', ({ request }) => {
      const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
      asked.push(keyword);
      return HttpResponse.json(ok({ keyword, items: answerSuggestions(keyword) }));
    }),
    http.get('*/api/v1/spots', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      spotQueries.push(query);
      return HttpResponse.json(ok(page([searchItem({ id: 3, title: '모노하우스 성수 플래그십 팝업' })])));
    }),
  );
  window.history.replaceState(null, '', '/popup/list');
  act(() => useSearchLocation.setState({ position: null }));
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

const box = () => screen.getByRole('combobox', { name: t.bar.keyword });
const options = (name: string) => within(screen.getByRole('listbox', { name })).getAllByRole('option');
const optionTexts = (name: string) => options(name).map((option) => option.textContent);

function renderBar(keyword = '') {
  const onSubmit = vi.fn();
  renderWithProviders(<SearchBar keyword={keyword} onSubmit={onSubmit} />);
  return onSubmit;
}

describe('search box: suggestions while typing', () => {
  it('is a combobox whose listbox the arrow keys walk through while focus stays in the box', async () => {
    const onSubmit = renderBar();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');

    await userEvent.type(box(), 'ㅅㅅ');
    const listbox = await screen.findByRole('listbox', { name: t.suggestions.label });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
    // Each option says what it is (a tag, an area, a pop-up).
    expect(optionTexts(t.suggestions.label)).toEqual([
      `성수${t.suggestions.kind.TAG}`,
      `성수동1가${t.suggestions.kind.REGION}`,
      `모노하우스 성수 플래그십 팝업${t.suggestions.kind.TITLE}`,
    ]);
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    const [first, second, third] = options(t.suggestions.label);
    expect(box()).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', third.id);
    expect(second).toHaveAttribute('aria-selected', 'false');
    // Past the end comes back to the typed text, then up from there to the last.
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', third.id);

    // Escape closes the list and keeps the text.
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('ㅅㅅ');
    expect(box()).toHaveFocus();

    // Enter without an active option submits what is typed.
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('ㅅㅅ');
  });

  it('sends one request per pause in the typing, none for an empty box', async () => {
    renderBar();
    await userEvent.click(box());
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(asked).toEqual([]);

    // Three keystrokes in a row, then a pause: one request, for all three.
    act(() => {
      fireEvent.change(box(), { target: { value: '성' } });
      fireEvent.change(box(), { target: { value: '성ㅅ' } });
      fireEvent.change(box(), { target: { value: '성수' } });
    });
    await screen.findByRole('listbox', { name: t.suggestions.label });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(asked).toEqual(['성수']);

    // The next pause asks again; the last answer stays meanwhile (no flicker).
    answerSuggestions = () => [suggestion({ text: '성수동2가', kind: 'REGION', match: 'PREFIX' })];
    fireEvent.change(box(), { target: { value: '성수동' } });
    expect(screen.getByRole('listbox', { name: t.suggestions.label })).toBeInTheDocument();
    await waitFor(() => expect(optionTexts(t.suggestions.label)).toEqual([`성수동2가${t.suggestions.kind.REGION}`]));
    expect(asked).toEqual(['성수', '성수동']);
  });

  it('searches a chosen term, and opens the pop-up of a chosen title', async () => {
    const onSubmit = renderBar();
    await userEvent.type(box(), 'ㅅㅅ');
    await screen.findByRole('listbox', { name: t.suggestions.label });

    // A click on a tag searches it (and the box shows it).
    await userEvent.click(options(t.suggestions.label)[0]);
    expect(onSubmit).toHaveBeenCalledWith('성수');
    expect(box()).toHaveValue('성수');
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    // Enter on a title opens that pop-up's page instead of searching.
    await userEvent.clear(box());
    await userEvent.type(box(), 'ㅅㅅ');
    await screen.findByRole('listbox', { name: t.suggestions.label });
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith('/popup/3');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    // Both became recent searches, newest first.
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]')).toEqual([
      '모노하우스 성수 플래그십 팝업',
      '성수',
    ]);
  });

  it('leaves Enter to the IME while a syllable is being composed', async () => {
    const onSubmit = renderBar();
    await userEvent.type(box(), 'ㅅㅅ');
    await screen.findByRole('listbox', { name: t.suggestions.label });
    await userEvent.keyboard('{ArrowDown}');
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks a suggestion in another language than the page with its lang', async () => {
    answerSuggestions = () => [
      suggestion({ text: 'Seongsu-dong 1-ga', kind: 'REGION', lang: 'en' }),
      suggestion({ text: '성수', kind: 'TAG' }),
    ];
    renderBar();
    await userEvent.type(box(), 'seongsu');
    await screen.findByRole('listbox', { name: t.suggestions.label });
    expect(screen.getByText('Seongsu-dong 1-ga')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('성수')).not.toHaveAttribute('lang');
  });
});

describe('search box: recent searches on the device', () => {
  it('shows them when the empty box is focused, and deletes one or all', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(['잠실', '성수', '홍대']));
    renderBar();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.click(box());
    expect(await screen.findByRole('listbox', { name: t.suggestions.recent })).toBeInTheDocument();
    expect(optionTexts(t.suggestions.recent)).toEqual(['잠실', '성수', '홍대']);
    // No request for recent searches: they never leave the device.
    expect(asked).toEqual([]);

    // One deleted with its button: gone here and in storage, focus back in the box.
    await userEvent.click(screen.getByRole('button', { name: t.suggestions.remove.replace('{keyword}', '성수') }));
    expect(optionTexts(t.suggestions.recent)).toEqual(['잠실', '홍대']);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '')).toEqual(['잠실', '홍대']);
    expect(box()).toHaveFocus();

    // The keyboard way: Delete removes the active one.
    await userEvent.keyboard('{ArrowDown}{Delete}');
    expect(optionTexts(t.suggestions.recent)).toEqual(['홍대']);

    // Choosing one searches it again.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(box()).toHaveValue('홍대');

    // 'Clear all' empties the list and the storage.
    await userEvent.clear(box());
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(['잠실', '홍대']));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY })));
    expect(optionTexts(t.suggestions.recent)).toEqual(['잠실', '홍대']);
    await userEvent.click(screen.getByRole('button', { name: t.suggestions.clearRecent }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(box()).toHaveFocus();
  });

  it('records a submitted keyword, newest first, and shows it again on a new page (a reload)', async () => {
    const onSubmit = renderBar();
    await userEvent.type(box(), '잠실{Enter}');
    await userEvent.clear(box());
    await userEvent.type(box(), '성수 {Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith('성수');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '')).toEqual(['성수', '잠실']);

    cleanup();
    renderBar();
    await userEvent.click(box());
    expect(await screen.findByRole('listbox', { name: t.suggestions.recent })).toBeInTheDocument();
    expect(optionTexts(t.suggestions.recent)).toEqual(['성수', '잠실']);
  });

  it('follows another tab’s changes (the storage event)', async () => {
    renderBar();
    await userEvent.click(box());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(['한남']));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY })));
    expect(await screen.findByRole('listbox', { name: t.suggestions.recent })).toBeInTheDocument();
    expect(optionTexts(t.suggestions.recent)).toEqual(['한남']);
  });

  it('keeps working when the device refuses storage', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const onSubmit = renderBar();
    await userEvent.type(box(), '성수{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('성수');
    await userEvent.clear(box());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('search list: "did you mean"', () => {
  it('says whose results these are when the keyword was corrected', async () => {
    server.use(http.get('*/api/v1/spots', () => HttpResponse.json(ok(page([searchItem({ id: 5 })], '팝업스토어')))));
    window.history.replaceState(null, '', '/popup/list?keyword=%ED%8C%9D%EC%97%85%EC%8A%A4%ED%86%A0%EC%95%84');
    renderWithProviders(<SearchPage />);
    const line = await screen.findByText(
      (_, element) => element?.textContent === correctedLine('팝업스토아', '팝업스토어'),
    );
    expect(line).toHaveAttribute('role', 'status');
  });

  it('is on the server’s first page too, and absent when nothing was corrected', () => {
    const { rerender } = renderWithProviders(
      <SearchFirstPage result={page([searchItem()], '팝업스토어')} keyword="팝업스토아" />,
    );
    expect(screen.getByText((_, element) => element?.textContent === correctedLine('팝업스토아', '팝업스토어')));
    rerender(<SearchFirstPage result={page([searchItem()])} keyword="팝업스토어" />);
    expect(screen.queryByText(/결과가 없어/)).not.toBeInTheDocument();
  });

  it('says the keyword was read on the Korean keyboard, with what it was read as', () => {
    renderWithProviders(<SearchFirstPage result={page([searchItem()], '성수', 'KEYBOARD')} keyword="tjdtn" />);
    const line = screen.getByText((_, element) => element?.textContent === keyboardLine('tjdtn', '성수'));
    expect(line).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/결과가 없어/)).not.toBeInTheDocument();
  });
});

function keyboardLine(keyword: string, corrected: string) {
  return t.results.keyboard
    .replace('{keyword}', keyword)
    .replace('{corrected}', corrected)
    .replace(/<\/?strong>/g, '');
}

function correctedLine(keyword: string, corrected: string) {
  return t.results.corrected
    .replace('{keyword}', keyword)
    .replace('{corrected}', corrected)
    .replace(/<\/?strong>/g, '');
}

/** A phone (narrower than md) or a wider screen, as matchMedia answers. */
function screenWidth(px: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: /min-width: 48rem/.test(query) ? px >= 768 : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

describe('search list: the filters on a phone', () => {
  // '필터' or '필터, N개 적용됨'; not the sheet's '필터 초기화'.
  const filtersButton = () => screen.getByRole('button', { name: new RegExp(`^${t.filters.toggle}(,|$)`) });

  it('open as a sheet with a draft that "show results" applies; the button counts them', async () => {
    screenWidth(390);
    renderWithProviders(<SearchPage />);
    await screen.findByRole('list', { name: t.results.label });

    await userEvent.click(filtersButton());
    const sheet = await screen.findByRole('dialog', { name: t.filters.sheetTitle });
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'true');
    // Focus is inside the sheet (its first control), and the filters are its content.
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    const benefit = await within(sheet).findByRole('button', { name: t.filters.category.BENEFIT });
    await userEvent.click(benefit);
    await userEvent.click(within(sheet).getByRole('button', { name: ko.regions.SEONGSU }));
    expect(benefit).toHaveAttribute('aria-pressed', 'true');
    // A draft: the list and its address wait for 'show results'.
    expect(window.location.search).toBe('');

    await userEvent.click(within(sheet).getByRole('button', { name: t.filters.showResults }));
    await waitFor(() => expect(window.location.search).toBe('?categories=BENEFIT&regionGroups=SEONGSU'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(filtersButton()).toHaveAccessibleName(t.filters.toggleActive.replace('{count}', '2'));
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');
    expect(filtersButton()).toHaveFocus();
    await waitFor(() => expect(spotQueries.at(-1)).toMatchObject({ categories: 'BENEFIT', regionGroups: 'SEONGSU' }));
  });

  it('drops the draft when closed without applying (Escape, the close button)', async () => {
    screenWidth(390);
    renderWithProviders(<SearchPage />);
    await screen.findByRole('list', { name: t.results.label });

    await userEvent.click(filtersButton());
    let sheet = await screen.findByRole('dialog', { name: t.filters.sheetTitle });
    await userEvent.click(await within(sheet).findByRole('button', { name: t.filters.category.WAITING }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(filtersButton()).toHaveFocus();

    await userEvent.click(filtersButton());
    sheet = await screen.findByRole('dialog', { name: t.filters.sheetTitle });
    expect(await within(sheet).findByRole('button', { name: t.filters.category.WAITING })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(within(sheet).getByRole('button', { name: ko.common.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(window.location.search).toBe('');
    expect(filtersButton()).toHaveAccessibleName(t.filters.toggle);
  });

  it('stay under their button on a wide screen, applying as they change', async () => {
    screenWidth(1024);
    renderWithProviders(<SearchPage />);
    await screen.findByRole('list', { name: t.results.label });
    await userEvent.click(filtersButton());
    await userEvent.click(await screen.findByRole('button', { name: t.filters.category.BENEFIT }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?categories=BENEFIT');
  });
});
