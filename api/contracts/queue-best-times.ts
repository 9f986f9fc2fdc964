import { z } from 'zod';

// ---- Best time to go (GET /v1/spots/{id}/spot-queues/best-times, decision 041) ----

/** Where the numbers come from: the pop-up's waiting lines, or (thin lines) its page views and votes. */
const bestTimesSources = ['QUEUE', 'INTEREST'] as const;

const weekSlotSchema = z.object({
  /** ISO weekday: 1 Monday ... 7 Sunday (Seoul). */
  weekday: z.number().int().min(1).max(7),
  /** Seoul hour, 0-23: the slot is hour:00 to hour+1:00. */
  hour: z.number().int().min(0).max(23),
});

export const queueBestTimesSchema = z
  .object({
    /** QUEUE: teams joining per hour; INTEREST: page views and votes per hour; null: too little of either. */
    source: z.enum(bestTimesSources).nullable(),
    /** The Seoul days averaged over ('YYYY-MM-DD'), at most the eight weeks before today. */
    from: z.string().nullable(),
    to: z.string().nullable(),
    /**
     * Monday first, seven entries (none when source is null): for each of the 24 hours, the
     * events on an average such weekday, to one decimal.
     */
    days: z.array(
      z.object({
        weekday: z.number().int().min(1).max(7),
        hours: z.array(z.number()).length(24),
        /** Per hour, whether the pop-up is open then by its own hours; absent when they can't be read. */
        open: z.array(z.boolean()).length(24).optional(),
      }),
    ),
    /** The hours worth drawing, inclusive. */
    openHours: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
    /** The quietest and busiest hours with any activity, among the hours the pop-up is open. */
    quietest: weekSlotSchema.nullable(),
    busiest: weekSlotSchema.nullable(),
  })
  .meta({ id: 'QueueBestTimes' });
export type QueueBestTimes = z.infer<typeof queueBestTimesSchema>;
