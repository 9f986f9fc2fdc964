import { z } from 'zod';
import { ALERT_OFFSETS_MINUTES } from '@/lib/constants';

const alarmOffsetsSchema = z
  .array(z.union(ALERT_OFFSETS_MINUTES.map((m) => z.literal(m))))
  .max(ALERT_OFFSETS_MINUTES.length)
  .refine((offsets) => new Set(offsets).size === offsets.length, 'Each offset at most once')
  .meta({ description: `Minutes before each pre-reservation window: any of ${ALERT_OFFSETS_MINUTES.join(', ')}` });

/** GET /v1/users/calendar-feed: whether my subscription exists and its reminders (never its URL). */
export const calendarFeedSchema = z
  .object({
    active: z.boolean(),
    alarmOffsets: alarmOffsetsSchema,
    /** When the current URL was made; null without a subscription. */
    rotatedAt: z.string().nullable(),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** POST /v1/users/calendar-feed: a new secret address, shown this once. */
export const calendarFeedCreatedSchema = calendarFeedSchema
  .extend({
    /** https address of the .ics file (for apps that take a URL). */
    url: z.string(),
    /** The same address as webcal://, which opens the calendar app's subscribe dialog. */
    webcalUrl: z.string(),
  })
  .meta({ id: 'CalendarFeedCreated' });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

export const calendarAlarmsBodySchema = z.object({ alarmOffsets: alarmOffsetsSchema }).meta({ id: 'CalendarAlarms' });
export type CalendarAlarmsBody = z.infer<typeof calendarAlarmsBodySchema>;
