import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { QueueBestTimes } from '@/api/contracts/queue-best-times';
import { BestTimesChart } from '@/components/popup-detail/best-times-chart';
import { SearchItemCard } from '@/components/search/search-item-card';
import { SpotMapCard } from '@/components/search-map/spot-map-card';
import en from '@/locales/en.json';
import ko from '@/locales/ko.json';
import { renderWithProviders } from '../utils/detail-test-kit';
import { searchItem } from '../utils/search-item';

const hours = (values: Record<number, number>) => Array.from({ length: 24 }, (_, h) => values[h] ?? 0);

/** Two weeks of a line: lunch busy every day, Saturday afternoon the busiest, six o'clock quiet. */
const bestTimes: QueueBestTimes = {
  source: 'QUEUE',
  from: '2026-11-06',
  to: '2026-11-19',
  days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    hours: hours(weekday === 6 ? { 12: 3, 14: 6, 18: 1 } : { 12: 3, 18: 1 }),
  })),
  openHours: { from: 12, to: 18 },
  quietest: { weekday: 1, hour: 18 },
  busiest: { weekday: 6, hour: 14 },
};

describe('BestTimesChart', () => {
  it('says the quietest and busiest hours, and gives every number in a table with a caption and units', async () => {
    renderWithProviders(<BestTimesChart data={bestTimes} />);
    const section = screen.getByRole('region', { name: ko.bestTimes.title });
    expect(within(section).getByText('가장 한산한 시간: 월요일 18:00~19:00')).toBeInTheDocument();
    expect(within(section).getByText('가장 붐비는 시간: 토요일 14:00~15:00')).toBeInTheDocument();
    expect(within(section).getByText(/줄 선 팀 수를 요일·시간대별로 평균했어요/)).toBeInTheDocument();

    const table = within(section).getByRole('table', { name: ko.bestTimes.captionQueue });
    expect(ko.bestTimes.captionQueue).toContain('단위: 팀');
    // A header per hour drawn (12:00 to 18:00) and a row per weekday.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['요일', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
    const saturday = within(table).getByRole('row', { name: /토요일/ });
    expect(
      within(saturday)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '0', '6', '0', '0', '0', '1']);
    // The table sits in a disclosure the reader opens; the shaded grid is for the eye only.
    expect(screen.getByText(ko.bestTimes.showTable).closest('details')).toContainElement(table);
  });

  it('says when the picture comes from views and votes rather than the line', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Seoul">
        <BestTimesChart data={{ ...bestTimes, source: 'INTEREST', openHours: { from: 10, to: 21 } }} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(/guessed from this pop-up's page views and votes/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: en.bestTimes.captionInterest })).toBeInTheDocument();
    expect(screen.getByText('Quietest: Monday 18:00–19:00')).toBeInTheDocument();
  });

  it('draws nothing without enough history', () => {
    renderWithProviders(
      <BestTimesChart
        data={{ source: null, from: null, to: null, days: [], openHours: null, quietest: null, busiest: null }}
      />,
    );
    expect(screen.queryByRole('region', { name: ko.bestTimes.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the open line on list and map cards', () => {
  it('shows teams and the estimated wait on a list card, with the sentence it stands for', () => {
    renderWithProviders(
      <SearchItemCard
        item={searchItem({
          hasQueueConfig: true,
          queue: { status: 'IN_PROGRESS', teamCount: 12, estimatedWaitMinutes: 25 },
        })}
      />,
    );
    expect(screen.getByText('12팀 · 약 25분')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('웨이팅 12팀, 예상 대기 시간 약 25분')).toHaveClass('sr-only');
  });

  it('shows teams alone without an estimate, and "walk in" for a line that takes people at once', () => {
    const { rerender } = renderWithProviders(
      <SearchItemCard
        item={searchItem({
          hasQueueConfig: true,
          queue: { status: 'IN_PROGRESS', teamCount: 3, estimatedWaitMinutes: null },
        })}
      />,
    );
    expect(screen.getByText('3팀')).toBeInTheDocument();
    expect(screen.queryByText(/약 \d+분/)).not.toBeInTheDocument();
    rerender(
      <SearchItemCard
        item={searchItem({ hasQueueConfig: true, queue: { status: 'READY', teamCount: 0, estimatedWaitMinutes: 0 } })}
      />,
    );
    expect(screen.getByText('바로 입장')).toBeInTheDocument();
    expect(screen.getByText('웨이팅 없이 바로 입장할 수 있어요')).toBeInTheDocument();
    rerender(<SearchItemCard item={searchItem({ queue: null })} />);
    expect(screen.queryByText(/팀|바로 입장/)).not.toBeInTheDocument();
  });

  it('shows the same line on the map card', () => {
    renderWithProviders(
      <SpotMapCard
        id="map-card"
        onClose={() => {}}
        spot={searchItem({
          hasQueueConfig: true,
          queue: { status: 'IN_PROGRESS', teamCount: 12, estimatedWaitMinutes: 25 },
        })}
      />,
    );
    const card = screen.getByRole('dialog');
    expect(within(card).getByText('12팀 · 약 25분')).toBeInTheDocument();
    expect(within(card).getByText('웨이팅 12팀, 예상 대기 시간 약 25분')).toBeInTheDocument();
  });
});
