import 'server-only';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type Locale, translationLocaleOf } from '@/lib/locales';
import type { Executor } from '../../db/client';
import {
  reviewFiles,
  reviewMetrics,
  reviewMetricTranslations,
  reviewReactions,
  reviews,
  reviewSelectedMetrics,
} from '../../db/schema';
import { publicFileUrl } from '../../storage/file-storage';

/**
 * Parts of review cards fetched for a whole page of review ids at once (no N+1), shared by
 * the spot's review list and the caller's own list.
 */

/** What the public ever sees of reviews: registered and not deleted (drafts never show). */
export function isPublicReview(): SQL {
  return sql`(${reviews.status} = 'REGISTERED' AND ${reviews.deletedAt} IS NULL)`;
}

/**
 * Whether the review's author visited its pop-up as Popspot saw it (decision 042), for a
 * query over `reviews`: one of their tickets for one of the pop-up's waiting lines reached
 * ENTERED, or one of their Popspot bookings there was attended (VISITED). Worked out when
 * read, never stored, so a ticket entered after the review was written counts at once.
 * Each proof is one EXISTS, served by an index that starts with the author: the tickets by
 * queue_tickets_user_idx (user_id, status), then the line's primary key for its spot; the
 * bookings by popspot_reservations_user_idx (user_id, created_at). A further kind of proof
 * is one more `OR EXISTS (...)` here, and every reader of the flag and the filter follows.
 */
export function visitVerified(): SQL<boolean> {
  return sql<boolean>`(
    EXISTS (
      SELECT 1 FROM queue_tickets qt JOIN spot_queues sq ON sq.id = qt.queue_id
      WHERE qt.user_id = ${reviews.userId} AND qt.status = 'ENTERED' AND sq.spot_id = ${reviews.spotId}
    )
    OR EXISTS (
      SELECT 1 FROM popspot_reservations pr
      WHERE pr.user_id = ${reviews.userId} AND pr.spot_id = ${reviews.spotId} AND pr.status = 'VISITED'
    )
  )`;
}

/**
 * The Seoul day the author's visit was first proved (the same proofs as visitVerified: a
 * ticket let in, a booking attended), 'YYYY-MM-DD', or null when none is.
 */
export function verifiedVisitDay(): SQL<string | null> {
  return sql<string | null>`(
    SELECT to_char(min(proof.at) AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') FROM (
      SELECT coalesce(qt.entered_at, qt.updated_at) AS at
        FROM queue_tickets qt JOIN spot_queues sq ON sq.id = qt.queue_id
       WHERE qt.user_id = ${reviews.userId} AND qt.status = 'ENTERED' AND sq.spot_id = ${reviews.spotId}
      UNION ALL
      SELECT coalesce(pr.visited_at, pr.created_at) AS at FROM popspot_reservations pr
       WHERE pr.user_id = ${reviews.userId} AND pr.spot_id = ${reviews.spotId} AND pr.status = 'VISITED'
    ) proof
  )`;
}

/** The metric name column in the reader's language (Korean when there is no translation). */
export function metricNameIn(lang: Locale) {
  const locale = translationLocaleOf(lang);
  return {
    name: locale ? sql<string>`coalesce(${reviewMetricTranslations.name}, ${reviewMetrics.name})` : reviewMetrics.name,
    join: locale
      ? and(eq(reviewMetricTranslations.metricId, reviewMetrics.id), eq(reviewMetricTranslations.locale, locale))
      : sql`false`,
  };
}

/** The metrics each review ticked, in the metrics' display order. */
export async function metricsByReview(
  db: Executor,
  reviewIds: number[],
  lang: Locale,
): Promise<Map<number, { id: number; name: string }[]>> {
  const out = new Map<number, { id: number; name: string }[]>();
  if (reviewIds.length === 0) return out;
  const { name, join } = metricNameIn(lang);
  const rows = await db
    .select({ reviewId: reviewSelectedMetrics.reviewId, id: reviewMetrics.id, name })
    .from(reviewSelectedMetrics)
    .innerJoin(reviewMetrics, eq(reviewMetrics.id, reviewSelectedMetrics.metricId))
    .leftJoin(reviewMetricTranslations, join)
    .where(inArray(reviewSelectedMetrics.reviewId, reviewIds))
    .orderBy(asc(reviewMetrics.sortOrder), asc(reviewMetrics.id));
  for (const row of rows) {
    const list = out.get(row.reviewId) ?? [];
    list.push({ id: row.id, name: row.name });
    out.set(row.reviewId, list);
  }
  return out;
}

/** Each review's images in display order, as public URLs. */
export async function filesByReview(
  db: Executor,
  reviewIds: number[],
): Promise<Map<number, { id: number; path: string }[]>> {
  const out = new Map<number, { id: number; path: string }[]>();
  if (reviewIds.length === 0) return out;
  const rows = await db
    .select({ reviewId: reviewFiles.reviewId, id: reviewFiles.id, path: reviewFiles.path })
    .from(reviewFiles)
    .where(inArray(reviewFiles.reviewId, reviewIds))
    .orderBy(asc(reviewFiles.sortOrder), asc(reviewFiles.id));
  for (const row of rows) {
    const list = out.get(row.reviewId) ?? [];
    list.push({ id: row.id, path: publicFileUrl(row.path) });
    out.set(row.reviewId, list);
  }
  return out;
}

/** 'HELPFUL' marks per review. */
export async function helpfulCountsByReview(db: Executor, reviewIds: number[]): Promise<Map<number, number>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await db
    .select({ reviewId: reviewReactions.reviewId, n: count() })
    .from(reviewReactions)
    .where(and(inArray(reviewReactions.reviewId, reviewIds), eq(reviewReactions.reactionType, 'HELPFUL')))
    .groupBy(reviewReactions.reviewId);
  return new Map(rows.map((r) => [r.reviewId, r.n]));
}

/** The reviews among `reviewIds` the user marked helpful. */
export async function reviewsMarkedHelpfulBy(
  db: Executor,
  reviewIds: number[],
  userId: number | null,
): Promise<Set<number>> {
  if (reviewIds.length === 0 || userId === null) return new Set();
  const rows = await db
    .select({ reviewId: reviewReactions.reviewId })
    .from(reviewReactions)
    .where(
      and(
        inArray(reviewReactions.reviewId, reviewIds),
        eq(reviewReactions.userId, userId),
        eq(reviewReactions.reactionType, 'HELPFUL'),
      ),
    );
  return new Set(rows.map((r) => r.reviewId));
}
