import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import {
  myReviewListSchema,
  myReviewsQuerySchema,
  reactionBodySchema,
  reactionStateSchema,
  reviewDraftBodySchema,
  reviewDraftSchema,
  reviewFileSchema,
  reviewFormSchema,
  reviewRegisteredSchema,
  visitDateBodySchema,
  visitDateSchema,
} from '@/api/contracts/reviews';
import { REVIEW_LIMITS } from '@/lib/constants';
import { requireUser } from '../../middleware/auth';
import { bearerSecurity, codeDoc, jsonErrors, jsonOk, uploadFileField } from '../../openapi-helpers';
import { reviewUploadBodyLimit } from './upload-body-limit';

const json = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});
/** '12,15' -> [12, 15]: a multipart form carries the removed images as one text field. */
const deletedFileIdsField = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'comma-separated image ids')
  .transform((value) => value.split(',').map(Number))
  .optional();
const notMine = "Someone else's review answers 404 / 40400000, like an unknown id (existence is not revealed).";

// POST /api/v1/users/reviews/temp - start a review: a draft to upload images against
export const createReviewDraft = createRoute({
  method: 'post',
  path: '/v1/users/reviews/temp',
  tags: ['reviews'],
  summary: 'Create a review draft',
  description:
    'Answers the draft id. Already reviewed this pop-up: 400 / 40000102 (the client shows the one-review notice). ' +
    `Not open yet (READY): ${codeDoc('REVIEW_SPOT_NOT_OPEN')}. Deleted or hidden pop-up: 400 / 40000001; unknown: 404. ` +
    'Drafts untouched for 24 hours are deleted with their images.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { body: json(reviewDraftBodySchema) },
  responses: { ...jsonOk(reviewDraftSchema), ...jsonErrors(400, 401, 404, 429) },
});

// DELETE /api/v1/users/reviews/temp/{id} - discard my draft and its images
export const deleteReviewDraft = createRoute({
  method: 'delete',
  path: '/v1/users/reviews/temp/{id}',
  tags: ['reviews'],
  summary: 'Discard a review draft',
  description: `Drafts only: a registered review answers 404 here. ${notMine}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: idParam }) },
  responses: { ...jsonOk(z.null()), ...jsonErrors(400, 401, 404, 429) },
});

// POST /api/v1/users/reviews/{id}/files - upload one image (multipart field `file`)
export const uploadReviewFile = createRoute({
  method: 'post',
  path: '/v1/users/reviews/{id}/files',
  tags: ['reviews'],
  summary: 'Upload a review image',
  description:
    `To my draft or my registered review. PNG, JPEG or WebP bytes (checked by content, not name or type); HEIC ` +
    `must be converted to JPEG first. At most ${REVIEW_LIMITS.maxImages} images per review and ` +
    `${REVIEW_LIMITS.maxImageBytes} bytes per image. Stored re-encoded as WebP (at most 2048 px), without ` +
    'metadata. A bad or sixth image: 400 / 40000000 (the client opens its image dialog); too large: 413 / ' +
    `41300000 (bodies above the cap are refused while streaming). deletedFileIds (optional, comma-separated): ` +
    'images of this review the form has removed; they are deleted when the review is saved and meanwhile do not ' +
    `count against the ${REVIEW_LIMITS.maxImages} (a review holds at most ${REVIEW_LIMITS.maxImages * 2} stored ` +
    `images until then). ${notMine}`,
  security: bearerSecurity,
  // The body limit runs after the sign-in check and before the form is parsed.
  middleware: [requireUser, reviewUploadBodyLimit] as const,
  request: {
    params: z.object({ id: idParam }),
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: uploadFileField(),
            deletedFileIds: deletedFileIdsField,
          }),
        },
      },
      required: true,
    },
  },
  responses: { ...jsonOk(reviewFileSchema), ...jsonErrors(400, 401, 404, 413, 429) },
});

// PUT /api/v2/users/me/reviews/{id} - register my draft, or edit my registered review
export const registerReview = createRoute({
  method: 'put',
  path: '/v2/users/me/reviews/{id}',
  tags: ['reviews'],
  summary: 'Register or edit my review',
  description:
    'A draft becomes a registered (public) review; a registered one is updated. score 1..5, content 10..150 ' +
    "characters (trimmed), at least one selectedMetricId; fileIds orders this review's images, deletedFileIds " +
    'removes them (stored files too). A second registered review of the same pop-up: 400 / 40000102. Not open ' +
    `yet: ${codeDoc('REVIEW_SPOT_NOT_OPEN')}; a metric no longer offered: ${codeDoc('REVIEW_METRIC_UNAVAILABLE')}; ` +
    `another review's file id: ${codeDoc('REVIEW_IMAGE_UNKNOWN')} (each with a field error). Answers the review ` +
    `id and its ordinal among my reviews. ${notMine}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: idParam }), body: json(reviewFormSchema) },
  responses: { ...jsonOk(reviewRegisteredSchema), ...jsonErrors(400, 401, 404, 429) },
});

// DELETE /api/v1/users/reviews/{id} - delete my registered review and its images
export const deleteReview = createRoute({
  method: 'delete',
  path: '/v1/users/reviews/{id}',
  tags: ['reviews'],
  summary: 'Delete my review',
  description: `Registered reviews; deleted for good with their images (drafts: DELETE /v1/users/reviews/temp/{id}). ${notMine}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: idParam }) },
  responses: { ...jsonOk(z.null()), ...jsonErrors(400, 401, 404, 429) },
});

// PUT /api/v1/users/reviews/{reviewId}/visit-date - the day I visited
export const setVisitDate = createRoute({
  method: 'put',
  path: '/v1/users/reviews/{reviewId}/visit-date',
  tags: ['reviews'],
  summary: 'Set the visit date of my review',
  description:
    'visitDate YYYY-MM-DD: not after today (Asia/Seoul), not before the pop-up opened, not after it closed; ' +
    `else ${codeDoc('VISIT_DATE_IN_FUTURE')}, ${codeDoc('VISIT_DATE_BEFORE_OPEN')} or ` +
    `${codeDoc('VISIT_DATE_AFTER_CLOSE')} with a field error. Drafts and registered reviews. ${notMine}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ reviewId: idParam }), body: json(visitDateBodySchema) },
  responses: { ...jsonOk(visitDateSchema), ...jsonErrors(400, 401, 404, 429) },
});

const reactionDescription =
  `Registered reviews on public pop-ups only (else ${codeDoc('REVIEW_NOT_FOUND')}). Not on my own review ` +
  `(${codeDoc('REVIEW_OWN_REACTION')}). Idempotent. Answers my reaction after the call and the helpful count.`;

// POST /api/v1/users/reviews/{reviewId}/reaction - mark a review helpful
export const addReaction = createRoute({
  method: 'post',
  path: '/v1/users/reviews/{reviewId}/reaction',
  tags: ['reviews'],
  summary: 'Mark a review helpful',
  description: reactionDescription,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ reviewId: idParam }), body: json(reactionBodySchema) },
  responses: { ...jsonOk(reactionStateSchema), ...jsonErrors(400, 401, 404, 429) },
});

// DELETE /api/v1/users/reviews/{reviewId}/reaction - take the mark back
export const removeReaction = createRoute({
  method: 'delete',
  path: '/v1/users/reviews/{reviewId}/reaction',
  tags: ['reviews'],
  summary: 'Remove my helpful mark',
  description: reactionDescription,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ reviewId: idParam }), body: json(reactionBodySchema) },
  responses: { ...jsonOk(reactionStateSchema), ...jsonErrors(400, 401, 404, 429) },
});

// GET /api/v2/users/me/reviews - my registered reviews with their pop-ups
export const listMyReviews = createRoute({
  method: 'get',
  path: '/v2/users/me/reviews',
  tags: ['reviews'],
  summary: 'My reviews',
  description:
    'Newest first, with the pop-up (id, title in ?lang, hero image). ?spotId=: only my review of that pop-up ' +
    '(none or one: the pop-up page offers to edit it). Anonymous: 401 / 40100000 (the client shows an empty list).',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { query: myReviewsQuerySchema },
  responses: { ...jsonOk(myReviewListSchema), ...jsonErrors(400, 401) },
});
