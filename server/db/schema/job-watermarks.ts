import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './common';

/**
 * How far a periodic job has got, shared by every app process: the job locks its row
 * (FOR UPDATE SKIP LOCKED), works on (watermark, now], then moves the watermark, so two
 * processes never do the same stretch and a restart resumes where the last run stopped.
 */
export const jobWatermarks = pgTable('job_watermarks', {
  name: text('name').primaryKey(),
  watermark: instant('watermark').notNull(),
});
