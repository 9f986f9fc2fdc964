import { beforeAll, describe, expect, it } from 'vitest';
import type { SpotDetail } from '@/api/contracts/spots';
import type { SpotSearchResult } from '@/api/contracts/search';
import { hasOpenPreReservation } from '@/lib/pre-reservation';
import { insertSpot } from '../utils/fixtures';
import { call, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

/** Every kind of window the rule tells apart, on otherwise identical public pop-ups. */
const cases = {
  open: {
    preReservationLink: 'https://booking.example/open',
    preReservationStartedAt: at(-2),
    preReservationEndedAt: at(2),
  },
  upcoming: {
    preReservationLink: 'https://booking.example/soon',
    preReservationStartedAt: at(24),
    preReservationEndedAt: at(48),
  },
  endless: {
    preReservationLink: 'https://booking.example/endless',
    preReservationStartedAt: at(-2),
    preReservationEndedAt: null,
  },
  ended: {
    preReservationLink: 'https://booking.example/ended',
    preReservationStartedAt: at(-48),
    preReservationEndedAt: at(-1),
  },
  ownBooking: { isPopspotReservation: true, preReservationStartedAt: at(-2), preReservationEndedAt: at(2) },
  ownBookingEnded: { isPopspotReservation: true, preReservationStartedAt: at(-48), preReservationEndedAt: at(-1) },
  none: {},
};
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [key, values] of Object.entries(cases)) {
    ids[key] = (await insertSpot(ctx.db, { title: `사전예약 규칙 ${key}`, ...values })).id;
  }
});

async function detail(id: number): Promise<SpotDetail> {
  const res = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${id}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

describe("the pre-reservation rule: the search list's SQL and lib/pre-reservation.ts agree", () => {
  it('the PRE_RESERVATION filter lists exactly the pop-ups the detail page offers a pre-reservation for', async () => {
    const res = await call<SpotSearchResult>(ctx.app, 'GET', '/api/v1/spots?size=50&categories=PRE_RESERVATION');
    expect(res.status).toBe(200);
    const listed = new Set(res.body.data.content.map((s) => s.id));
    const now = Date.now();
    const offered = new Set<number>();
    for (const id of Object.values(ids)) if (hasOpenPreReservation(await detail(id), now)) offered.add(id);
    expect([...listed].sort()).toEqual([...offered].sort());
    expect([...offered].sort()).toEqual([ids.open, ids.upcoming, ids.endless, ids.ownBooking].sort());
  });

  it("and each list card's flag says the same", async () => {
    const res = await call<SpotSearchResult>(ctx.app, 'GET', '/api/v1/spots?size=50');
    const now = Date.now();
    for (const item of res.body.data.content) {
      expect(item.hasPreReservation, `spot ${item.id}`).toBe(hasOpenPreReservation(await detail(item.id), now));
    }
  });
});
