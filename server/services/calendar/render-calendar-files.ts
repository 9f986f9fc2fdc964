import 'server-only';
import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import { apiError } from '@/api/api-error';
import type { Locale } from '@/lib/locales';
import { seoulDayKey } from '@/lib/period-type';
import { getDb } from '../../db/client';
import { calendarFeeds, picks, spots, users } from '../../db/schema';
import { isPublicSpot } from '../../db/sql/spot-visibility';
import { serverTranslator } from '../../i18n/server-translator';
import { translatedTitlesBySpot } from '../spots/spot-summaries';
import { FEED_TOKEN_PATTERN, hashFeedToken } from './calendar-feed-token';
import { spotCalendarEvents, type CalendarSpot } from './spot-calendar-events';

const calendarColumns = {
  id: spots.id,
  type: spots.type,
  title: spots.title,
  openDate: spots.openDate,
  closeDate: spots.closeDate,
  address: spots.address,
  roadAddress: spots.roadAddress,
  latitude: spots.latitude,
  longitude: spots.longitude,
  preReservationStartedAt: spots.preReservationStartedAt,
  preReservationEndedAt: spots.preReservationEndedAt,
};

/** A feed keeps what ended in the last 60 days, and at most this many pop-ups. */
const FEED_PAST_DAYS = 60;
const FEED_MAX_SPOTS = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

function toIcs(events: EventAttributes[], calName?: string): string {
  const { error, value } = createEvents(events, { productId: '-//Popspot//Popspot//KO', calName });
  if (error || value === null) throw error ?? new Error('Calendar file could not be written');
  return value;
}

async function withTitles(rows: CalendarSpot[], lang: Locale): Promise<CalendarSpot[]> {
  const db = await getDb();
  const titles = await translatedTitlesBySpot(
    db,
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => ({ ...r, title: titles.get(r.id) ?? r.title }));
}

/**
 * GET /v1/calendar/{token}.ics: a subscriber's picked pop-ups (public ones, from 60 days ago
 * on) with their pre-reservation windows and reminders. An unknown, rotated or deleted
 * token, or a closed account, answers 404 like any missing file.
 */
export async function renderPicksFeed({ token, lang }: { token: string; lang: Locale }): Promise<string> {
  if (!FEED_TOKEN_PATTERN.test(token)) throw apiError('NOT_FOUND');
  const db = await getDb();
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, alarmOffsets: calendarFeeds.alarmOffsets })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashFeedToken(token)), isNull(users.deletedAt)));
  if (!feed) throw apiError('NOT_FOUND');
  const since = seoulDayKey(Date.now() - FEED_PAST_DAYS * DAY_MS);
  const rows = await db
    .select(calendarColumns)
    .from(picks)
    .innerJoin(spots, eq(spots.id, picks.referenceId))
    .where(
      and(
        eq(picks.userId, feed.userId),
        eq(picks.type, 'POPUP'),
        isPublicSpot(),
        or(isNull(spots.closeDate), gte(spots.closeDate, since)),
      ),
    )
    .orderBy(asc(spots.openDate), asc(spots.id))
    .limit(FEED_MAX_SPOTS);
  const t = serverTranslator(lang, 'calendarFile');
  const events = (await withTitles(rows, lang)).flatMap((spot) =>
    spotCalendarEvents(spot, { lang, t, alarmOffsets: feed.alarmOffsets }),
  );
  return toIcs(events, t('calName'));
}

/**
 * GET /v1/spots/{id}/calendar.ics: one pop-up's period and pre-reservation window, for "add
 * to calendar" on its page (no reminders: the calendar app asks for its own).
 */
export async function renderSpotCalendar({ spotId, lang }: { spotId: number; lang: Locale }): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select(calendarColumns)
    .from(spots)
    .where(and(eq(spots.id, spotId), isPublicSpot()));
  if (!row) throw apiError('NOT_FOUND');
  const [spot] = await withTitles([row], lang);
  return toIcs(spotCalendarEvents(spot, { lang, t: serverTranslator(lang, 'calendarFile'), alarmOffsets: [] }));
}
