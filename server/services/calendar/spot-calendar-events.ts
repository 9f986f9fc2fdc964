import 'server-only';
import type { DateArray, EventAttributes } from 'ics';
import { localizedPath } from '@/i18n/localized-path';
import type { Locale } from '@/lib/locales';
import { spotPagePath } from '@/lib/spot-path';
import type { SpotType } from '@/lib/spot-types';
import { serverEnv } from '../../env';
import type { serverTranslator } from '../../i18n/server-translator';

/** What a pop-up's calendar events are made of. */
export type CalendarSpot = {
  id: number;
  type: SpotType;
  title: string;
  openDate: string;
  closeDate: string | null;
  address: string;
  roadAddress: string | null;
  latitude: number;
  longitude: number;
  preReservationStartedAt: Date | null;
  preReservationEndedAt: Date | null;
};

const HOUR_MS = 60 * 60 * 1000;

/** "2026-11-28" -> [2026, 11, 28]: an all-day (VALUE=DATE) value, no time zone involved. */
function dayArray(day: string, plusDays = 0): DateArray {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + plusDays));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/**
 * A pop-up as calendar events (RFC 5545 through the `ics` package): its period as an all-day
 * event (the end is exclusive, so the day after the closing day; an open-ended pop-up shows
 * on its opening day, saying the end is to be announced), and its pre-reservation window as
 * a timed event with a reminder at each chosen offset. UIDs are stable, so a calendar app
 * updates the same events when the feed changes instead of adding copies.
 */
export function spotCalendarEvents(
  spot: CalendarSpot,
  options: { lang: Locale; t: ReturnType<typeof serverTranslator<'calendarFile'>>; alarmOffsets: readonly number[] },
): EventAttributes[] {
  const { lang, t } = options;
  const base = serverEnv().PUBLIC_BASE_URL;
  const host = new URL(base).hostname;
  const url = new URL(localizedPath(spotPagePath(spot), lang), base).toString();
  const location = spot.roadAddress ?? spot.address;
  const geo = { lat: spot.latitude, lon: spot.longitude };
  const events: EventAttributes[] = [
    {
      uid: `spot-${spot.id}@${host}`,
      title: spot.title,
      start: dayArray(spot.openDate),
      end: spot.closeDate ? dayArray(spot.closeDate, 1) : dayArray(spot.openDate, 1),
      description: spot.closeDate ? url : `${t('openEnded')}\n${url}`,
      location,
      geo,
      url,
      transp: 'TRANSPARENT',
      busyStatus: 'FREE',
    },
  ];
  if (spot.preReservationStartedAt) {
    const start = spot.preReservationStartedAt.getTime();
    const end = spot.preReservationEndedAt?.getTime() ?? start + HOUR_MS;
    events.push({
      uid: `spot-${spot.id}-pre-reservation@${host}`,
      title: t('preReservationTitle', { title: spot.title }),
      start,
      startInputType: 'utc',
      startOutputType: 'utc',
      end: Math.max(end, start + 60_000),
      endInputType: 'utc',
      endOutputType: 'utc',
      description: url,
      location,
      url,
      alarms: options.alarmOffsets.map((minutes) => ({
        action: 'display',
        description: t('reminder', { title: spot.title }),
        trigger: { minutes, before: true },
      })),
    });
  }
  return events;
}
