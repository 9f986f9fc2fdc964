import { render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanyAuditPage, SpotStats, StatsFigures } from '@/api/contracts/enterprise-stats';
import { AuditLogList } from '@/components/enterprise/audit-log-list';
import { SpotStatsView } from '@/components/enterprise/spot-stats-view';
import en from '@/locales/en.json';
import ko from '@/locales/ko.json';

// uPlot draws on a canvas, which jsdom lacks: a stand-in records what it was asked to draw.
const drawn = vi.hoisted(() => [] as { labels: string[]; data: unknown[] }[]);
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    constructor(options: { series: { label?: string }[] }, data: unknown[]) {
      drawn.push({ labels: options.series.slice(1).map((s) => s.label ?? ''), data });
    }
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

function withIntl(ui: ReactNode, locale: 'ko' | 'en' = 'ko') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ko' ? ko : en} timeZone="Asia/Seoul">
      {ui}
    </NextIntlClientProvider>,
  );
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

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
    ).toEqual(['날짜', '조회 (회)', '찜 (개)', '투표 (표)', '가고 싶어요 비율']);
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
