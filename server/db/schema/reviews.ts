import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, timestamps, translationLocale } from './common';
import { spots } from './spots';
import { users } from './users';

/**
 * TEMPORARY: the draft created when the write modal opens (images upload against it).
 * REGISTERED: submitted and public.
 */
export const reviewStatus = pgEnum('review_status', ['TEMPORARY', 'REGISTERED']);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    status: reviewStatus('status').notNull().default('TEMPORARY'),
    /** 1..5 stars; null while a draft has no score yet. */
    score: smallint('score'),
    /** 10..150 characters when registered (validated by the API contract, spec section 5). */
    content: text('content'),
    /** The day of the visit (a calendar day, not an instant). */
    visitDate: date('visit_date', { mode: 'string' }),
    registeredAt: instant('registered_at'),
    ...timestamps,
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    // One registered review per user per spot (spec: "one per place"). Drafts are not
    // counted, so opening the modal twice is harmless, and a deleted review frees the place.
    // The service maps the violation to ALREADY_EXISTS_SPOT_REVIEW.
    uniqueIndex('reviews_user_spot_registered_uq')
      .on(t.userId, t.spotId)
      .where(sql`${t.status} = 'REGISTERED' AND ${t.deletedAt} IS NULL`),
    // Spot review lists, counts and overview (registered, not deleted, newest first).
    index('reviews_spot_status_idx').on(t.spotId, t.status, t.registeredAt),
    index('reviews_user_idx').on(t.userId, t.status),
    check('reviews_score_ck', sql`${t.score} IS NULL OR ${t.score} BETWEEN 1 AND 5`),
    // A registered review is complete: the list and the overview never see a hole.
    check(
      'reviews_registered_complete_ck',
      sql`${t.status} <> 'REGISTERED' OR (${t.score} IS NOT NULL AND ${t.content} IS NOT NULL AND ${t.registeredAt} IS NOT NULL)`,
    ),
  ],
);

/** Images of a review (at most 5, 10MB each before re-encoding: enforced by the service). */
export const reviewFiles = pgTable(
  'review_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** Storage key of the re-encoded image. */
    path: text('path').notNull(),
    width: integer('width'),
    height: integer('height'),
    byteSize: integer('byte_size'),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('review_files_review_idx').on(t.reviewId, t.sortOrder)],
);

/** Satisfaction items a reviewer ticks (at least one per registered review). */
export const reviewMetrics = pgTable('review_metrics', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  /** Retired items stay for old reviews but are not offered any more. */
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const reviewMetricTranslations = pgTable(
  'review_metric_translations',
  {
    metricId: integer('metric_id')
      .notNull()
      .references(() => reviewMetrics.id, { onDelete: 'cascade' }),
    locale: translationLocale('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.metricId, t.locale] })],
);

export const reviewSelectedMetrics = pgTable(
  'review_selected_metrics',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    metricId: integer('metric_id')
      .notNull()
      .references(() => reviewMetrics.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.metricId] }),
    // Overview: how many reviews picked each metric.
    index('review_selected_metrics_metric_idx').on(t.metricId),
  ],
);

export const reviewReactionType = pgEnum('review_reaction_type', ['HELPFUL']);

/** "Helpful" marks; the review sort helpful_count counts these rows. */
export const reviewReactions = pgTable(
  'review_reactions',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reactionType: reviewReactionType('reaction_type').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId, t.reactionType] }),
    index('review_reactions_user_idx').on(t.userId),
  ],
);
