import 'server-only';
import { eq } from 'drizzle-orm';
import type { CalendarFeed, CalendarFeedCreated } from '@/api/contracts/calendar';
import { apiError } from '@/api/api-error';
import { ALERT_OFFSETS_MINUTES } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import { serverEnv } from '../../env';
import { hashFeedToken, newFeedToken } from './calendar-feed-token';

type Offsets = CalendarFeed['alarmOffsets'];

const DEFAULT_OFFSETS: Offsets = [1440, 60];

/** Largest first, as the alert drawer lists them. */
const ordered = (offsets: readonly number[]): Offsets => ALERT_OFFSETS_MINUTES.filter((m) => offsets.includes(m));

/** GET /v1/users/calendar-feed: whether I have a subscription and its reminders. */
export async function getCalendarFeed({ userId }: { userId: number }): Promise<CalendarFeed> {
  const db = await getDb();
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  if (!row) return { active: false, alarmOffsets: DEFAULT_OFFSETS, rotatedAt: null };
  return { active: true, alarmOffsets: ordered(row.alarmOffsets), rotatedAt: row.rotatedAt.toISOString() };
}

/**
 * POST /v1/users/calendar-feed: makes my secret address, or a new one in place of the old
 * (which stops working at once). One upsert, so two taps leave one subscription. The
 * address carries the page language the events are written in.
 */
export async function rotateCalendarFeed({
  userId,
  lang,
}: {
  userId: number;
  lang: Locale;
}): Promise<CalendarFeedCreated> {
  const db = await getDb();
  const token = newFeedToken();
  const now = new Date();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashFeedToken(token), rotatedAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashFeedToken(token), rotatedAt: now } })
    .returning();
  const url = new URL(`/api/v1/calendar/${token}.ics`, serverEnv().PUBLIC_BASE_URL);
  if (lang !== 'ko') url.searchParams.set('lang', lang);
  return {
    active: true,
    alarmOffsets: ordered(row.alarmOffsets),
    rotatedAt: row.rotatedAt.toISOString(),
    url: url.toString(),
    webcalUrl: url.toString().replace(/^https?:/, 'webcal:'),
  };
}

/** PUT /v1/users/calendar-feed/alarms: the reminders calendar apps set; 404 without a subscription. */
export async function setCalendarAlarms({
  userId,
  alarmOffsets,
}: {
  userId: number;
  alarmOffsets: Offsets;
}): Promise<CalendarFeed> {
  const db = await getDb();
  const [row] = await db
    .update(calendarFeeds)
    .set({ alarmOffsets: ordered(alarmOffsets) })
    .where(eq(calendarFeeds.userId, userId))
    .returning();
  if (!row) throw apiError('NOT_FOUND');
  return { active: true, alarmOffsets: ordered(row.alarmOffsets), rotatedAt: row.rotatedAt.toISOString() };
}

/** DELETE /v1/users/calendar-feed: stops the subscription (calendar apps get 404 from then on). */
export async function deleteCalendarFeed({ userId }: { userId: number }): Promise<void> {
  const db = await getDb();
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
