import { describe, expect, it } from 'vitest';
import { hasOpenPreReservation } from '@/lib/pre-reservation';

const NOW = new Date('2026-11-12T05:00:00.000Z');
const link = { preReservationLink: 'https://booking.example/7', isPopspotReservation: false };

describe('hasOpenPreReservation', () => {
  it('needs a way to reserve: an outside link or our own booking', () => {
    expect(hasOpenPreReservation({ ...link, preReservationEndedAt: null }, NOW)).toBe(true);
    expect(
      hasOpenPreReservation({ preReservationLink: null, isPopspotReservation: true, preReservationEndedAt: null }, NOW),
    ).toBe(true);
    expect(
      hasOpenPreReservation(
        { preReservationLink: null, isPopspotReservation: false, preReservationEndedAt: null },
        NOW,
      ),
    ).toBe(false);
  });

  it('is open until the end instant, inclusive, and closed a millisecond later', () => {
    expect(hasOpenPreReservation({ ...link, preReservationEndedAt: '2026-11-12T05:00:00.000Z' }, NOW)).toBe(true);
    expect(hasOpenPreReservation({ ...link, preReservationEndedAt: '2026-11-12T04:59:59.999Z' }, NOW)).toBe(false);
    expect(hasOpenPreReservation({ ...link, preReservationEndedAt: new Date('2026-11-13T00:00:00Z') }, NOW)).toBe(true);
  });
});
