import { describe, expect, it } from 'vitest';
import { daySchema } from '@/api/contracts/day';
import { isDayKey } from '@/lib/day-key';

// One rule for a day, in the API's contracts and in the browser's URL parsers alike.
describe('a day written YYYY-MM-DD', () => {
  const days = ['2026-11-20', '2028-02-29', '2026-12-31'];
  const notDays = ['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-05', '20261120', '2026-11-20T00:00', '', 'today'];

  it('is a real calendar day for the contracts', () => {
    for (const day of days) expect(daySchema.safeParse(day).success, day).toBe(true);
    for (const value of notDays) expect(daySchema.safeParse(value).success, value).toBe(false);
  });

  it('is the same for the browser', () => {
    for (const day of days) expect(isDayKey(day), day).toBe(true);
    for (const value of notDays) expect(isDayKey(value), value).toBe(false);
    expect(isDayKey(null)).toBe(false);
  });
});
