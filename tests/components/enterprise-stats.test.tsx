import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type uPlot from 'uplot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyAuditPage, SpotStats, StatsFigures } from '@/api/contracts/enterprise-stats';
import { AuditLogList } from '@/components/enterprise/audit-log-list';
import { SpotStatsView } from '@/components/enterprise/spot-stats-view';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import ko from '@/locales/ko.json';
import zh from '@/locales/zh.json';

// uPlot draws on a canvas, which jsdom lacks: a stand-in records what it was asked to draw,
// and answers a tap on its plot area as the first day.
type Drawn = { labels: string[]; data: unknown[]; options: uPlot.Options; over: HTMLDivElement };
const drawn = vi.hoisted(() => [] as Drawn[]);
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    over: HTMLDivElement;
    constructor(options: uPlot.Options, data: unknown[], target: HTMLElement) {
      this.over = document.createElement('div');
      target.append(this.over);
      drawn.push({ labels: options.series.slice(1).map((s) => String(s.label ?? '')), data, options, over: this.over });
    }
    posToIdx() {
      return 0;
    }
    redraw() {}
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

const originalObserver = globalThis.ResizeObserver;
beforeAll(() => {
  globalThis.ResizeObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});
afterAll(() => {
  globalThis.ResizeObserver = originalObserver;
});

const zero: StatsFigures = {
  views: 0,
  picks: 0,
  votes: 0,
  wantVotes: 0,
  wantRatio: null,
  reviews: 0,
  averageScore: null,
  queue: {
    joined: 0,
    called: 0,
    entered: 0,
    noShows: 0,
    noShowRate: null,
    averageWaitMinutes: null,
    averageEntryWaitMinutes: null,
  },
  reservations: { capacity: 0, reserved: 0, fillRate: null },
};

const stats: SpotStats = {
  spot: { id: 7, title: '성수 팝업' },
  from: '2026-03-01',
  to: '2026-03-02',
  hasQueue: true,
  hasReservations: false,
  days: [
    { ...zero, date: '2026-03-01', views: 1200, picks: 3, votes: 4, wantVotes: 3, wantRatio: 0.75 },
    {
      ...zero,
      date: '2026-03-02',
      views: 5,
      queue: { ...zero.queue, called: 4, entered: 3, noShows: 1, noShowRate: 0.25, averageWaitMinutes: 30 },
    },
  ],
  totals: {
    ...zero,
    views: 1205,
    picks: 3,
    votes: 4,
    wantVotes: 3,
    wantRatio: 0.75,
    queue: { ...zero.queue, called: 4, entered: 3, noShows: 1, noShowRate: 0.25, averageWaitMinutes: 30 },
  },
};

const MESSAGES = { ko, en, ja, zh };

function withIntl(ui: ReactNode, locale: keyof typeof MESSAGES = 'ko') {
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Asia/Seoul">
      {ui}
    </NextIntlClientProvider>,
  );
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** A chart's legend as the reader sees it: "name value" per line. */
const legendOf = (section: HTMLElement) =>
  within(section)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

beforeEach(() => {
  drawn.length = 0;
});

describe('the statistics page', () => {
  it('gives every charted number in a table with a caption and units, per Seoul day and in total', async () => {
    withIntl(<SpotStatsView stats={stats} />);
    const interest = screen.getByRole('region', { name: ko.enterprise.stats.interest.title });
    const table = within(interest).getByRole('table', {
      name: '관심: 일별 수치, 2026년 3월 1일 ~ 2026년 3월 2일 (서울 시간 기준)',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['날짜', '조회 (회)', '픽 (개)', '투표 (표)', '가고 싶어요 비율']);
    expect(cells(within(table).getByRole('row', { name: /3월 1일/ }))).toEqual(['1,200', '3', '4', '75%']);
    expect(cells(within(table).getByRole('row', { name: /3월 2일/ }))).toEqual(['5', '0', '0', '–']);
    expect(cells(within(table).getByRole('row', { name: /합계/ }))).toEqual(['1,205', '3', '4', '75%']);

    const queue = screen.getByRole('region', { name: ko.enterprise.stats.queue.title });
    const queueDay = within(within(queue).getByRole('table')).getByRole('row', { name: /3월 2일/ });
    expect(cells(queueDay)).toEqual(['0', '4', '3', '1', '25%', '30', '–']);

    // Nothing happened: said in words, with neither chart nor table.
    const reviews = screen.getByRole('region', { name: ko.enterprise.stats.reviews.title });
    expect(within(reviews).getByText(ko.enterprise.stats.empty)).toBeInTheDocument();
    expect(within(reviews).queryByRole('table')).toBeNull();
    const reservations = screen.getByRole('region', { name: ko.enterprise.stats.reservations.title });
    expect(within(reservations).getByText(ko.enterprise.stats.reservations.none)).toBeInTheDocument();

    // The charts got the same numbers (percentages as 0..100).
    await waitFor(() => expect(drawn.map((d) => d.labels)).toHaveLength(2));
    const interestChart = drawn.find((d) => d.labels.includes('조회 (회)'));
    expect(interestChart?.data).toEqual([
      [0, 1],
      [1200, 5],
      [3, 0],
      [4, 0],
    ]);
  });

  it('speaks the reader’s language', () => {
    withIntl(<SpotStatsView stats={stats} />, 'en');
    const interest = screen.getByRole('region', { name: 'Interest' });
    expect(within(interest).getByRole('columnheader', { name: 'Views (times)' })).toBeInTheDocument();
    expect(screen.getByText('Totals, Mar 1, 2026 – Mar 2, 2026')).toBeInTheDocument();
  });
});

describe('the statistics charts', () => {
  it('name each line with its value on the latest day, no hover needed; a tap or the day slider picks another day', async () => {
    withIntl(<SpotStatsView stats={stats} />);
    const interest = screen.getByRole('region', { name: ko.enterprise.stats.interest.title });
    await waitFor(() => expect(drawn).toHaveLength(2));
    // The library's own legend (its English "Value" and hover-only numbers) is off.
    for (const chart of drawn) expect(chart.options.legend?.show).toBe(false);
    expect(document.body).not.toHaveTextContent(/Value/);

    expect(within(interest).getByText('3월 2일 (월)', { selector: 'p' })).toBeInTheDocument();
    expect(legendOf(interest)).toEqual(['조회 (회) 5', '픽 (개) 0', '투표 (표) 0']);

    const slider = within(interest).getByRole('slider', { name: '날짜 고르기' });
    expect(slider).toHaveAttribute('aria-valuetext', '3월 2일 (월)');
    fireEvent.change(slider, { target: { value: '0' } });
    expect(slider).toHaveAttribute('aria-valuetext', '3월 1일 (일)');
    expect(legendOf(interest)).toEqual(['조회 (회) 1,200', '픽 (개) 3', '투표 (표) 4']);

    // Back to the latest day by keyboard's value, then a tap on the plot (the first day).
    fireEvent.change(slider, { target: { value: '1' } });
    expect(legendOf(interest)).toEqual(['조회 (회) 5', '픽 (개) 0', '투표 (표) 0']);
    const interestChart = drawn.find((d) => d.labels.includes('조회 (회)'))!;
    fireEvent.click(interestChart.over);
    expect(legendOf(interest)).toEqual(['조회 (회) 1,200', '픽 (개) 3', '투표 (표) 4']);

    // A second measure on the right axis is said in its own unit (minutes).
    const queue = screen.getByRole('region', { name: ko.enterprise.stats.queue.title });
    expect(legendOf(queue)).toEqual(['호출 (팀) 4', '입장 (팀) 3', '호출까지 평균 대기 (분) 30']);
  });

  it('count whole numbers on the count axis: no 2.5 or 7.5', async () => {
    withIntl(<SpotStatsView stats={stats} />);
    await waitFor(() => expect(drawn).toHaveLength(2));
    const { options } = drawn.find((d) => d.labels.includes('조회 (회)'))!;
    const range = options.scales!.left.range as (u: unknown, min: number, max: number) => [number, number];
    const splits = options.axes![1].splits as (u: unknown, axis: number, min: number, max: number) => number[];
    for (const max of [1, 3, 7, 10, 15, 33, 1205]) {
      const [low, top] = range(null, 0, max);
      const ticks = splits(null, 1, low, top);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks.every(Number.isInteger), `ticks for ${max}: ${ticks.join(', ')}`).toBe(true);
      expect(ticks.at(-1)).toBe(top);
    }
    expect(splits(null, 1, ...range(null, 0, 10))).toEqual([0, 2, 4, 6, 8, 10]);
    expect(splits(null, 1, ...range(null, 0, 3))).toEqual([0, 1, 2, 3]);
  });

  it('say pick as the app does, in every language', async () => {
    const words = { ko: '픽 (개)', en: 'Picks (count)', ja: 'ピック(件)', zh: '收藏(个)' } as const;
    for (const [locale, header] of Object.entries(words) as [keyof typeof words, string][]) {
      const { unmount } = withIntl(<SpotStatsView stats={stats} />, locale);
      const interest = screen.getByRole('region', { name: MESSAGES[locale].enterprise.stats.interest.title });
      expect(within(interest).getByRole('columnheader', { name: header })).toBeInTheDocument();
      // The word of my page's own pick count, also in the totals.
      const summary = screen.getByRole('region', { name: /합계|Totals|合計|合计/ });
      expect(within(summary).getByText(MESSAGES[locale].auth.mypage.stats.picks)).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/찜|お気に入り/);
      await waitFor(() => expect(legendOf(interest)[1]).toBe(`${header} 0`));
      unmount();
    }
  });
});

describe('the audit log', () => {
  const log: CompanyAuditPage = {
    content: [
      {
        id: 3,
        action: 'MEMBER_ROLE_CHANGED',
        actor: { id: 1, nickname: '운영자' },
        targetType: 'MEMBER',
        targetId: 9,
        spot: null,
        detail: { email: 'kim@monohaus.kr', from: 'STAFF', to: 'MANAGER' },
        createdAt: '2026-03-01T15:30:00.000Z',
      },
      {
        id: 2,
        action: 'SPOT_UPDATED',
        actor: null,
        targetType: 'SPOT',
        targetId: 7,
        spot: { id: 7, title: '성수 팝업' },
        detail: { fields: ['title'] },
        createdAt: '2026-03-01T01:00:00.000Z',
      },
    ],
    page: { number: 0, size: 2, totalElements: 5, totalPages: 3 },
  };

  it('says who did what, to what and when (Seoul time), with links to filter and page', () => {
    const hrefFor = ({ page, spot }: { page?: number; spot?: number | null }) =>
      `/enterprise/audit?page=${page ?? 0}${spot ? `&spot=${spot}` : ''}`;
    withIntl(<AuditLogList log={log} hrefFor={hrefFor} spotFilter={null} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('운영자 구성원의 역할을 바꿨어요');
    expect(first).toHaveTextContent('kim@monohaus.kr');
    expect(first).toHaveTextContent('역할: 스태프 → 매니저');
    // 15:30 UTC is half past midnight the next day in Seoul.
    expect(within(first).getByText(/2026\. 3\. 2\.? 00:30/)).toHaveAttribute('datetime', '2026-03-01T15:30:00.000Z');
    expect(second).toHaveTextContent('탈퇴한 사용자 팝업 정보를 수정했어요');
    expect(within(second).getByRole('link', { name: '팝업: 성수 팝업' })).toHaveAttribute(
      'href',
      '/enterprise/audit?page=0&spot=7',
    );
    const pages = screen.getByRole('navigation', { name: ko.enterprise.audit.pages });
    expect(within(pages).getByText('1 / 3 페이지')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: '다음' })).toHaveAttribute('href', '/enterprise/audit?page=1');
    expect(within(pages).queryByRole('link', { name: '이전' })).toBeNull();
  });
});
