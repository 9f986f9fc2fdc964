import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ReviewImageList } from '@/api/contracts/reviews';
import { getDb } from '../../db/client';
import { reviewFiles, reviews } from '../../db/schema';
import { publicFileUrl } from '../../storage/file-storage';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';
import { isPublicReview } from './review-parts';
import { pageOffset, toPage } from '../shared/paging';

/**
 * GET /v1/spots/{id}/reviews/images: the images of a pop-up's registered reviews, page by
 * page, newest review first and each review's images in its own order (the reviews tab's
 * photo strip and the viewer). Drafts' images never show.
 */
export async function listSpotReviewImages(input: {
  spotId: number;
  page: number;
  size: number;
}): Promise<ReviewImageList> {
  const db = await getDb();
  await findPublicSpotOrThrow(db, input.spotId);
  const where = and(eq(reviews.spotId, input.spotId), isPublicReview());
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: reviewFiles.id, path: reviewFiles.path, reviewId: reviewFiles.reviewId })
      .from(reviewFiles)
      .innerJoin(reviews, eq(reviews.id, reviewFiles.reviewId))
      .where(where)
      .orderBy(desc(reviews.registeredAt), desc(reviews.id), asc(reviewFiles.sortOrder), asc(reviewFiles.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviewFiles)
      .innerJoin(reviews, eq(reviews.id, reviewFiles.reviewId))
      .where(where),
  ]);
  return toPage(
    rows.map((r) => ({ id: r.id, path: publicFileUrl(r.path), reviewId: r.reviewId })),
    input,
    total,
  );
}
