import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { QueueBestTimes } from '@/api/contracts/queue-best-times';
import { BestTimesChart } from '@/components/popup-detail/best-times-chart';
import ko from '@/locales/ko.json';

/** Open 12:00–20:00 every day; busier in the afternoon. */
const open = Array.from({ length: 24 }, (_, h) => h >= 12 && h < 20);
const data: QueueBestTimes = {
  source: 'INTEREST',
  from: '2026-10-01',
  to: '2026-11-28',
  days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    hours: Array.from({ length: 24 }, (_, h) => (h >= 10 && h < 20 ? h - 9 : 0)),
    open,
  })),
  openHours: { from: 10, to: 19 },
  quietest: { weekday: 1, hour: 12 },
  busiest: { weekday: 6, hour: 19 },
};

describe('the best time to go', () => {
  it('draws the hours the pop-up is closed as closed, not as quiet or busy, and says so in the table', () => {
    const { container } = render(
      <NextIntlClientProvider locale="ko" messages={ko} timeZone="Asia/Seoul">
        <BestTimesChart data={data} />
      </NextIntlClientProvider>,
    );
    // Hours 10 and 11 of each of the seven days: views came, but the store was not open.
    expect(container.querySelectorAll('[data-closed]')).toHaveLength(14);
    // The legend names the outline.
    const legend = [...container.querySelectorAll('p')].find((p) => p.textContent?.startsWith(ko.bestTimes.less));
    expect(legend).toHaveTextContent(ko.bestTimes.closed);
    const monday = screen.getAllByRole('row')[1];
    expect(
      within(monday)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual([ko.bestTimes.closed, ko.bestTimes.closed, '3']);
  });
});
