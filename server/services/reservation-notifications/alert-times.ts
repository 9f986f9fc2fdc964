import 'server-only';
import { apiError, type FieldErrors } from '@/api/api-error';

const MINUTE = 60_000;

/**
 * The rule registering and changing share: the pop-up has a pre-reservation start in the
 * future (else 400 RESERVATION_NOT_UPCOMING: nothing to remind about), and every chosen
 * offset's reminder time is still ahead (else 400 RESERVATION_ALERT_TOO_LATE with a field
 * error per refused entry, `json.remindOffsetMinutes.<index>`, so a form can point at it).
 */
export function assertAlertTimesAhead(
  preReservationStartedAt: Date | null,
  remindOffsetMinutes: readonly number[],
  now = Date.now(),
): void {
  const startsAt = preReservationStartedAt?.getTime();
  if (startsAt === undefined || startsAt <= now) {
    throw apiError('RESERVATION_NOT_UPCOMING', { 'param.spotId': ['has no upcoming pre-reservation'] });
  }
  const fieldErrors: FieldErrors = {};
  remindOffsetMinutes.forEach((offset, index) => {
    if (startsAt - offset * MINUTE <= now) {
      fieldErrors[`json.remindOffsetMinutes.${index}`] = [`the pre-reservation opens in less than ${offset} minutes`];
    }
  });
  if (Object.keys(fieldErrors).length > 0) throw apiError('RESERVATION_ALERT_TOO_LATE', fieldErrors);
}
