/**
 * The one rule for "this pop-up offers a pre-reservation": a way to reserve (the organiser's
 * link or Popspot's own booking) and a window that is open or still to come, i.e. without an
 * end or with an end not yet passed. The search list's filter and flag are the same rule in
 * SQL (`preReservationOpen` in server/db/sql/search-spots.ts; tests/api/pre-reservation-rule
 * checks that both agree); the detail page's link uses this function with the reader's clock.
 */
import { safeExternalUrl } from './safe-url';

type DateInput = Date | string | number;

export type PreReservationFields = {
  preReservationLink: string | null;
  isPopspotReservation: boolean;
  preReservationEndedAt: DateInput | null;
};

/** Open or upcoming at `now`: no end, or the end is `now` or later (the end instant itself still counts). */
function isPreReservationWindowOpen(endedAt: DateInput | null, now: DateInput): boolean {
  if (endedAt === null) return true;
  return new Date(endedAt).getTime() >= new Date(now).getTime();
}

export function hasOpenPreReservation(spot: PreReservationFields, now: DateInput): boolean {
  return (
    (spot.preReservationLink !== null || spot.isPopspotReservation) &&
    isPreReservationWindowOpen(spot.preReservationEndedAt, now)
  );
}

/**
 * Where the pre-reservation button leads: Popspot's own booking page for a pop-up booked on
 * Popspot (decision 043), a path of the product for a relative link (`/reservation/popup/{id}`,
 * `{id}` standing for the pop-up), or the organiser's http(s) site. Null for anything else
 * (a `javascript:` link, a protocol-relative `//host`), which shows no button.
 */
export function preReservationTarget(spot: {
  id: number;
  preReservationLink: string | null;
  isPopspotReservation: boolean;
}): { href: string; internal: boolean } | null {
  if (spot.isPopspotReservation) return { href: `/reservation/popup/${spot.id}`, internal: true };
  const link = spot.preReservationLink?.trim();
  if (link && /^\/(?![/\\])/.test(link)) return { href: link.replaceAll('{id}', String(spot.id)), internal: true };
  const external = safeExternalUrl(link);
  return external ? { href: external, internal: false } : null;
}
