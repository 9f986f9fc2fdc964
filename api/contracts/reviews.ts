import { z } from 'zod';
import { daySchema } from './day';
import { REVIEW_LIMITS, REVIEW_SORT_OPTIONS } from '@/lib/constants';
import { idParam, idValue, pageQuerySchema, paged } from './envelope';
import { periodTypeSchema } from './spots';
import { localeSchema } from './locale';

const id = idValue;
// ---- The review form (PUT /v2/users/me/reviews/{id}), shared with the write modal ----

/**
 * What the write modal submits, and what the API validates: the same schema on both sides
 * (spec section 5). Content is trimmed before its length is checked, so ten spaces are not
 * a review. `fileIds` is the order the kept images show in; `deletedFileIds` are images of
 * this review to remove (from storage too). A file can't be both kept and deleted.
 */
export const reviewFormSchema = z
  .object({
    score: z
      .number()
      .int('must be a whole number of stars')
      .min(REVIEW_LIMITS.scoreMin, `must be at least ${REVIEW_LIMITS.scoreMin}`)
      .max(REVIEW_LIMITS.scoreMax, `must be at most ${REVIEW_LIMITS.scoreMax}`),
    content: z
      .string()
      .trim()
      .min(REVIEW_LIMITS.contentMinLength, `must be at least ${REVIEW_LIMITS.contentMinLength} characters`)
      .max(REVIEW_LIMITS.contentMaxLength, `must be at most ${REVIEW_LIMITS.contentMaxLength} characters`),
    selectedMetricIds: z.array(id).min(1, 'pick at least one item').max(30),
    fileIds: z.array(id).max(REVIEW_LIMITS.maxImages, `at most ${REVIEW_LIMITS.maxImages} images`),
    deletedFileIds: z.array(id).max(50),
  })
  .refine((v) => !v.fileIds.some((f) => v.deletedFileIds.includes(f)), {
    message: 'a file cannot be both kept and deleted',
    path: ['deletedFileIds'],
  })
  .meta({ id: 'ReviewForm' });
export type ReviewForm = z.infer<typeof reviewFormSchema>;
export type ReviewFormInput = z.input<typeof reviewFormSchema>;

export const reviewRegisteredSchema = z
  .object({
    reviewId: z.number().int(),
    /** This review's place among the caller's registered reviews, oldest first ('your 3rd review'). */
    ordinal: z.number().int(),
  })
  .meta({ id: 'ReviewRegistered' });
export type ReviewRegistered = z.infer<typeof reviewRegisteredSchema>;

// ---- Drafts and files ----

export const reviewDraftBodySchema = z.object({ spotId: id }).meta({ id: 'ReviewDraftBody' });

export const reviewDraftSchema = z.object({ reviewId: z.number().int() }).meta({ id: 'ReviewDraft' });
export type ReviewDraft = z.infer<typeof reviewDraftSchema>;

/** An image of a review: `path` is the URL the browser loads (`/api/files/...`). */
export const reviewFileSchema = z.object({ id: z.number().int(), path: z.string() }).meta({ id: 'ReviewFile' });
export type ReviewFile = z.infer<typeof reviewFileSchema>;

// ---- Visit date and reactions ----

export const visitDateBodySchema = z.object({ visitDate: daySchema }).meta({ id: 'VisitDateBody' });
export const visitDateSchema = z
  .object({ reviewId: z.number().int(), visitDate: z.string() })
  .meta({ id: 'ReviewVisitDate' });
export type ReviewVisitDate = z.infer<typeof visitDateSchema>;

const reviewReactionTypes = ['HELPFUL'] as const;
const reviewReactionTypeSchema = z.enum(reviewReactionTypes);
export type ReviewReactionType = z.infer<typeof reviewReactionTypeSchema>;

export const reactionBodySchema = z
  .object({ reactionType: reviewReactionTypeSchema })
  .meta({ id: 'ReviewReactionBody' });
export const reactionStateSchema = z
  .object({
    reviewId: z.number().int(),
    /** The caller's reaction after the call (null once removed). */
    myReaction: reviewReactionTypeSchema.nullable(),
    helpfulCount: z.number().int(),
  })
  .meta({ id: 'ReviewReactionState' });
export type ReactionState = z.infer<typeof reactionStateSchema>;

// ---- Metrics (satisfaction items) ----

const reviewMetricSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'ReviewMetric' });
export type ReviewMetric = z.infer<typeof reviewMetricSchema>;
export const reviewMetricListSchema = z.array(reviewMetricSchema);
export const langQuerySchema = z.object({ lang: localeSchema.optional() });

// ---- Public reads ----

export const myReviewExistsSchema = z.object({ exists: z.boolean() }).meta({ id: 'MyReviewExists' });
export type MyReviewExists = z.infer<typeof myReviewExistsSchema>;

const scoreKeys = ['1', '2', '3', '4', '5'] as const;
export const reviewOverviewSchema = z
  .object({
    /** Mean score rounded to one decimal; 0 when there are no reviews. */
    averageScore: z.number(),
    count: z.number().int(),
    /** Reviews per star count, every key present. */
    scoreDistribution: z.record(z.enum(scoreKeys), z.number().int()),
    /** The five most ticked items; ratio = whole percent of the spot's reviews that ticked it. */
    topMetrics: z.array(
      z.object({ id: z.number().int(), name: z.string(), count: z.number().int(), ratio: z.number().int() }),
    ),
  })
  .meta({ id: 'ReviewOverview' });
export type ReviewOverview = z.infer<typeof reviewOverviewSchema>;

export const spotReviewsQuerySchema = pageQuerySchema.extend({
  sort: z.enum(REVIEW_SORT_OPTIONS).default('created_at'),
  lang: localeSchema.optional(),
  /** 'true': only visit-verified reviews (decision 042); the page's totals count those only. */
  verifiedOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type SpotReviewsQuery = Partial<z.output<typeof spotReviewsQuerySchema>>;

const spotReviewSchema = z
  .object({
    reviewId: z.number().int(),
    /** nickname and picture are null once the author has deleted their account (the review stays). */
    user: z.object({ nickname: z.string().nullable(), profileImageUrl: z.string().nullable() }),
    score: z.number().int(),
    content: z.string(),
    visitDate: z.string().nullable(),
    /** When the review was registered (made public), ISO 8601. */
    createdAt: z.string(),
    metrics: z.array(reviewMetricSchema),
    files: z.array(reviewFileSchema),
    helpfulCount: z.number().int(),
    myReaction: reviewReactionTypeSchema.nullable(),
    isMine: z.boolean(),
    /**
     * 'Visit verified' (방문 인증, decision 042): the author's ticket of one of this pop-up's
     * waiting lines reached ENTERED, or their Popspot booking here was attended. Worked out
     * when read, never stored.
     */
    visitVerified: z.boolean(),
  })
  .meta({ id: 'SpotReview' });
export type SpotReview = z.infer<typeof spotReviewSchema>;
export const spotReviewListSchema = paged(spotReviewSchema).meta({ id: 'SpotReviewList' });
export type SpotReviewList = z.infer<typeof spotReviewListSchema>;

export const pageLangQuerySchema = pageQuerySchema.extend({ lang: localeSchema.optional() });
export type PageQuery = Partial<z.output<typeof pageQuerySchema>>;

/** GET /v2/users/me/reviews: my reviews, or only my review of one pop-up (`spotId`). */
export const myReviewsQuerySchema = pageLangQuerySchema.extend({
  spotId: idParam.optional(),
});
export type MyReviewsQuery = PageQuery & { spotId?: number };

const reviewImageSchema = z
  .object({ id: z.number().int(), path: z.string(), reviewId: z.number().int() })
  .meta({ id: 'ReviewImage' });
export const reviewImageListSchema = paged(reviewImageSchema).meta({ id: 'ReviewImageList' });
export type ReviewImageList = z.infer<typeof reviewImageListSchema>;

const spotWithReviewsSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    periodType: periodTypeSchema,
    file: reviewFileSchema.nullable(),
    reviewCount: z.number().int(),
    averageScore: z.number(),
    /** When the newest review was registered, ISO 8601 (the list is newest first). */
    lastReviewedAt: z.string(),
  })
  .meta({ id: 'SpotWithReviews' });
export const spotWithReviewsListSchema = paged(spotWithReviewsSchema).meta({ id: 'SpotWithReviewsList' });
export type SpotWithReviewsList = z.infer<typeof spotWithReviewsListSchema>;

// ---- My reviews (GET /v2/users/me/reviews) ----

const myReviewSchema = z
  .object({
    reviewId: z.number().int(),
    spot: z.object({ id: z.number().int(), title: z.string(), file: reviewFileSchema.nullable() }),
    score: z.number().int(),
    content: z.string(),
    visitDate: z.string().nullable(),
    /** Popspot saw the visit (decision 042): a ticket let in or a booking attended. */
    visitVerified: z.boolean(),
    /** The Seoul day of that proof ('YYYY-MM-DD'); the review's visit date then needs no typing. */
    verifiedVisitDate: z.string().nullable(),
    createdAt: z.string(),
    metrics: z.array(reviewMetricSchema),
    files: z.array(reviewFileSchema),
    helpfulCount: z.number().int(),
  })
  .meta({ id: 'MyReview' });
export type MyReview = z.infer<typeof myReviewSchema>;
export const myReviewListSchema = paged(myReviewSchema).meta({ id: 'MyReviewList' });
export type MyReviewList = z.infer<typeof myReviewListSchema>;
