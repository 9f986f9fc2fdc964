import 'server-only';
import { createEvents } from 'ics';
import { apiError } from '@/api/api-error';
import { localizedPath } from '@/i18n/localized-path';
import type { Locale } from '@/lib/locales';
import { formatEntryCode } from '@/lib/reservation-rules';
import { getDb } from '../../db/client';
import { serverEnv } from '../../env';
import { serverTranslator } from '../../i18n/server-translator';
import { mine, reservationRows, toReservations } from './reservation-parts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * GET /v1/users/reservations/{id}/calendar.ics: my visit as a calendar event (RFC 5545 through
 * the `ics` package), an hour long from the slot's start, with the entry code, the party and
 * a link back to the reservation, and a reminder an hour before. The UID is stable, so a
 * cancelled booking downloaded again updates the same event to CANCELLED instead of adding one.
 */
export async function renderReservationCalendar(input: {
  userId: number;
  reservationId: number;
  lang: Locale;
}): Promise<string> {
  const db = await getDb();
  const rows = await reservationRows(db, mine(input.userId, input.reservationId));
  if (rows.length === 0) throw apiError('NOT_FOUND');
  const [reservation] = await toReservations(db, rows, input.lang);
  const t = serverTranslator(input.lang, 'calendarFile');
  const base = serverEnv().PUBLIC_BASE_URL;
  const url = new URL(localizedPath(`/myreservation/${reservation.id}`, input.lang), base).toString();
  const title = reservation.spot.title;
  const start = Date.parse(reservation.startsAt);
  const { error, value } = createEvents(
    [
      {
        uid: `reservation-${reservation.id}@${new URL(base).hostname}`,
        title: t('reservationTitle', { title }),
        start,
        startInputType: 'utc',
        startOutputType: 'utc',
        end: start + HOUR_MS,
        endInputType: 'utc',
        endOutputType: 'utc',
        description: `${t('reservationDetails', { code: formatEntryCode(reservation.entryCode), count: reservation.partySize })}\n${url}`,
        location: reservation.spot.address,
        url,
        status: reservation.status === 'CANCELED' ? 'CANCELLED' : 'CONFIRMED',
        alarms:
          reservation.status === 'RESERVED'
            ? [
                {
                  action: 'display',
                  description: t('reservationReminder', { title }),
                  trigger: { hours: 1, before: true },
                },
              ]
            : [],
      },
    ],
    { productId: '-//Popspot//Popspot//KO' },
  );
  if (error || value === null) throw error ?? new Error('Calendar file could not be written');
  return value;
}
