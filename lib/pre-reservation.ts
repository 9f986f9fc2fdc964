/**
 * The one rule for "this pop-up offers a pre-reservation": a way to reserve (the organiser's
 * link or Popspot's own booking) and a window that is open or still to come, i.e. without an
 * end or with an end not yet passed. The search list's filter and flag are the same rule in
 * SQL (`preReservationOpen` in server/db/sql/search-spots.ts; tests/api/pre-reservation-rule
 * checks that both agree); the detail page's link uses this function with the reader's clock.
 */
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
