import {
  infiniteQueryOptions,
  queryOptions,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import { cache } from 'react';
import { REVIEW_LIMITS, REVIEW_METRICS_GC_TIME_MS, REVIEW_METRICS_STALE_TIME_MS } from '@/lib/constants';
import { ApiError } from './api-error';
import { ResultCode } from './error-codes';
import { apiFetch } from './client';
import { apiUpload, type UploadProgress } from './upload';
import { spotKeys } from './spot-keys';
import { emptyPage, nextPageOf } from './paging';
import type {
  MyReview,
  MyReviewExists,
  MyReviewList,
  MyReviewsQuery,
  PageQuery,
  ReactionState,
  ReviewDraft,
  ReviewFile,
  ReviewFormInput,
  ReviewImageList,
  ReviewMetric,
  ReviewOverview,
  ReviewRegistered,
  ReviewVisitDate,
  SpotReviewList,
  SpotReviewsQuery,
  SpotWithReviewsList,
} from './contracts/reviews';
import type { Locale } from '@/lib/locales';

// ---- Public reads ----

// GET /v1/spots/{id}/reviews/me/exists - { exists } for the caller (false when anonymous).
export function getMyReviewExists(spotId: number): Promise<MyReviewExists> {
  return apiFetch<MyReviewExists>(`/v1/spots/${spotId}/reviews/me/exists`);
}

// GET /v1/spots/{id}/reviews/overview - average, count, distribution, top five items.
export const getReviewOverview = cache((spotId: number, lang: Locale = 'ko') =>
  apiFetch<ReviewOverview>(`/v1/spots/${spotId}/reviews/overview`, { query: { lang } }),
);

// GET /v2/spots/{id}/reviews - a page of reviews (sort created_at | score | helpful_count;
// verifiedOnly: visit-verified reviews only, decision 042).
export function listSpotReviews(spotId: number, query: SpotReviewsQuery = {}, lang: Locale = 'ko') {
  return apiFetch<SpotReviewList>(`/v2/spots/${spotId}/reviews`, { query: { ...query, lang } });
}

// GET /v1/spots/{id}/reviews/images - a page of review images, newest first.
export function listSpotReviewImages(spotId: number, query: PageQuery = {}) {
  return apiFetch<ReviewImageList>(`/v1/spots/${spotId}/reviews/images`, { query });
}

// GET /v1/spots/with-reviews - pop-ups that have reviews, most recently reviewed first.
export function listSpotsWithReviews(query: PageQuery = {}, lang: Locale = 'ko') {
  return apiFetch<SpotWithReviewsList>('/v1/spots/with-reviews', { query: { ...query, lang } });
}

// GET /v1/reviews/metrics - the satisfaction items of the write modal.
export const listReviewMetrics = cache((lang: Locale = 'ko') =>
  apiFetch<ReviewMetric[]>('/v1/reviews/metrics', { query: { lang } }),
);

// ---- The write flow (signed in; 401 opens the login modal) ----

// POST /v1/users/reviews/temp - a draft for the spot. 400 40000102: already reviewed (show the
// one-review notice; there is no draft to discard); 400 40000103 REVIEW_SPOT_NOT_OPEN.
export function createReviewDraft(spotId: number): Promise<ReviewDraft> {
  return apiFetch<ReviewDraft>('/v1/users/reviews/temp', { method: 'POST', body: { spotId } });
}

// DELETE /v1/users/reviews/temp/{id} - discard a draft. Without an id there is nothing to
// discard: false, and no call (spec section 5).
export async function discardReviewDraft(reviewId: number | null | undefined): Promise<boolean> {
  if (!reviewId) return false;
  await apiFetch<null>(`/v1/users/reviews/temp/${reviewId}`, { method: 'DELETE' });
  return true;
}

// POST /v1/users/reviews/{id}/files - one image as multipart field `file`. 400 (40000000 not an
// image or HEIC, 40000104 sixth image) and 413 (over 10 MB) all mean 'check your images'. In the browser the
// upload is an XMLHttpRequest so `onProgress` sees the bytes go (0..1); `signal` cancels it.
// `deletedFileIds`: images the form removed (deleted on save), which the server doesn't count.
export function uploadReviewFile(
  reviewId: number,
  file: Blob,
  onProgress?: UploadProgress,
  options: { fileName?: string; signal?: AbortSignal; deletedFileIds?: readonly number[] } = {},
): Promise<ReviewFile> {
  const form = new FormData();
  const name = options.fileName ?? (file instanceof File ? file.name : 'image.jpg');
  if (options.deletedFileIds?.length) form.append('deletedFileIds', options.deletedFileIds.join(','));
  form.append(REVIEW_LIMITS.uploadFieldName, file, name);
  return apiUpload<ReviewFile>(`/v1/users/reviews/${reviewId}/files`, form, { onProgress, signal: options.signal });
}

// PUT /v2/users/me/reviews/{id} - register the draft (or edit my review); answers the ordinal
// for the success dialog. 400 40000102: another review of this spot was registered first.
export function registerReview(reviewId: number, form: ReviewFormInput): Promise<ReviewRegistered> {
  return apiFetch<ReviewRegistered>(`/v2/users/me/reviews/${reviewId}`, { method: 'PUT', body: form });
}

// DELETE /v1/users/reviews/{id} - delete my registered review and its images.
export function deleteReview(reviewId: number): Promise<null> {
  return apiFetch<null>(`/v1/users/reviews/${reviewId}`, { method: 'DELETE' });
}

// PUT /v1/users/reviews/{reviewId}/visit-date - 'YYYY-MM-DD', not in the future (Seoul).
export function setReviewVisitDate(reviewId: number, visitDate: string): Promise<ReviewVisitDate> {
  return apiFetch<ReviewVisitDate>(`/v1/users/reviews/${reviewId}/visit-date`, {
    method: 'PUT',
    body: { visitDate },
  });
}

// POST / DELETE /v1/users/reviews/{reviewId}/reaction - mark or unmark 'helpful' (idempotent;
// 400 40000107 REVIEW_OWN_REACTION on one's own review).
export function addReviewReaction(reviewId: number): Promise<ReactionState> {
  return apiFetch<ReactionState>(`/v1/users/reviews/${reviewId}/reaction`, {
    method: 'POST',
    body: { reactionType: 'HELPFUL' },
  });
}
export function removeReviewReaction(reviewId: number): Promise<ReactionState> {
  return apiFetch<ReactionState>(`/v1/users/reviews/${reviewId}/reaction`, {
    method: 'DELETE',
    body: { reactionType: 'HELPFUL' },
  });
}

// GET /v2/users/me/reviews - my reviews (or, with spotId, my review of one pop-up). Spec
// section 8: 401 yields empty data, so an anonymous (or expired) caller gets an empty page.
export async function getMyReviews(query: MyReviewsQuery = {}, lang: Locale = 'ko'): Promise<MyReviewList> {
  try {
    return await apiFetch<MyReviewList>('/v2/users/me/reviews', { query: { ...query, lang }, viewer: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return emptyPage(query);
    throw error;
  }
}

// ---- Query keys and options ----

/**
 * Everything about one spot's reviews sits under `spot(id)`: invalidate it (and the spot's
 * review count, spotKeys.reviewCount) after registering, editing or deleting a review.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  spot: (spotId: number) => ['reviews', 'spot', spotId] as const,
  exists: (spotId: number) => ['reviews', 'spot', spotId, 'exists'] as const,
  mineForSpot: (spotId: number, lang: Locale) => ['reviews', 'spot', spotId, 'mine', lang] as const,
  /** My review of one spot, in every language. */
  allMineForSpot: (spotId: number) => ['reviews', 'spot', spotId, 'mine'] as const,
  overview: (spotId: number, lang: Locale) => ['reviews', 'spot', spotId, 'overview', lang] as const,
  list: (spotId: number, query: Omit<SpotReviewsQuery, 'page'>, lang: Locale) =>
    ['reviews', 'spot', spotId, 'list', query, lang] as const,
  images: (spotId: number, size?: number) => ['reviews', 'spot', spotId, 'images', size] as const,
  /** Every loaded list of one spot's reviews (each sort and language). */
  lists: (spotId: number) => ['reviews', 'spot', spotId, 'list'] as const,
  /** Every spot's reviews. */
  spots: () => ['reviews', 'spot'] as const,
  withReviews: (size: number | undefined, lang: Locale) => ['reviews', 'with-reviews', size, lang] as const,
  allWithReviews: () => ['reviews', 'with-reviews'] as const,
  metrics: (lang: Locale) => ['reviews', 'metrics', lang] as const,
  mine: (lang: Locale, size?: number) => ['reviews', 'mine', lang, size] as const,
  allMine: () => ['reviews', 'mine'] as const,
};

export const reviewQueries = {
  // The caller's own answer: refetched whenever used.
  exists: (spotId: number) =>
    queryOptions({ queryKey: reviewKeys.exists(spotId), queryFn: () => getMyReviewExists(spotId), staleTime: 0 }),
  // My registered review of the spot, or null (anonymous too): the reader's own, so fetched in
  // the browser only and refetched whenever used. Under spot(id), so a review change refreshes it.
  mineForSpot: (spotId: number, lang: Locale = 'ko') =>
    queryOptions({
      queryKey: reviewKeys.mineForSpot(spotId, lang),
      queryFn: async (): Promise<MyReview | null> => (await getMyReviews({ spotId, size: 1 }, lang)).content[0] ?? null,
      staleTime: 0,
    }),
  overview: (spotId: number, lang: Locale = 'ko') =>
    queryOptions({ queryKey: reviewKeys.overview(spotId, lang), queryFn: () => getReviewOverview(spotId, lang) }),
  list: (spotId: number, query: Omit<SpotReviewsQuery, 'page'> = {}, lang: Locale = 'ko') =>
    infiniteQueryOptions({
      queryKey: reviewKeys.list(spotId, query, lang),
      queryFn: ({ pageParam }) => listSpotReviews(spotId, { ...query, page: pageParam }, lang),
      initialPageParam: 0,
      getNextPageParam: nextPageOf,
    }),
  images: (spotId: number, size?: number) =>
    infiniteQueryOptions({
      queryKey: reviewKeys.images(spotId, size),
      queryFn: ({ pageParam }) => listSpotReviewImages(spotId, { page: pageParam, size }),
      initialPageParam: 0,
      getNextPageParam: nextPageOf,
    }),
  withReviews: (size?: number, lang: Locale = 'ko') =>
    infiniteQueryOptions({
      queryKey: reviewKeys.withReviews(size, lang),
      queryFn: ({ pageParam }) => listSpotsWithReviews({ page: pageParam, size }, lang),
      initialPageParam: 0,
      getNextPageParam: nextPageOf,
    }),
  // Spec section 9: review metrics are fresh for 5 minutes and kept for 10.
  metrics: (lang: Locale = 'ko') =>
    queryOptions({
      queryKey: reviewKeys.metrics(lang),
      queryFn: () => listReviewMetrics(lang),
      staleTime: REVIEW_METRICS_STALE_TIME_MS,
      gcTime: REVIEW_METRICS_GC_TIME_MS,
    }),
  mine: (lang: Locale = 'ko', size?: number) =>
    infiniteQueryOptions({
      queryKey: reviewKeys.mine(lang, size),
      queryFn: ({ pageParam }) => getMyReviews({ page: pageParam, size }, lang),
      initialPageParam: 0,
      getNextPageParam: nextPageOf,
    }),
};

// ---- Cache updaters and writes ----

/** Every loaded list of a spot's reviews (each sort and language) shows the new reaction. */
function applyReaction(queryClient: QueryClient, spotId: number, state: ReactionState) {
  queryClient.setQueriesData<InfiniteData<SpotReviewList>>({ queryKey: reviewKeys.lists(spotId) }, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            content: page.content.map((review) =>
              review.reviewId === state.reviewId
                ? { ...review, helpfulCount: state.helpfulCount, myReaction: state.myReaction }
                : review,
            ),
          })),
        }
      : old,
  );
}

/**
 * After a review is registered, edited or deleted: the spot's lists, overview, images and
 * 'have I reviewed it' answer, its review count (the tab label), and my review history.
 */
function invalidateAfterReviewChange(queryClient: QueryClient, spotId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.spot(spotId) }),
    queryClient.invalidateQueries({ queryKey: spotKeys.reviewCount(spotId) }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.allMine() }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.allWithReviews() }),
  ]);
}

/** '도움돼요' on or off; the answer's count replaces the guess in every loaded list. */
export function useReviewReaction(spotId: number, reviewId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (on: boolean) => (on ? addReviewReaction(reviewId) : removeReviewReaction(reviewId)),
    onSuccess: (state) => applyReaction(queryClient, spotId, state),
  });
}

/** Registers (or saves an edit of) a review; the spot's review data and my history refetch. */
export function useRegisterReview(spotId: number, reviewId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (form: ReviewFormInput) => registerReview(reviewId, form),
    // The form explains every failure in place (the one-review dialog, the error line).
    meta: { handles: true },
    onSuccess: () => invalidateAfterReviewChange(queryClient, spotId),
  });
}

/** Deletes one of my reviews; the dialog asking first shows a failure in place. */
export function useDeleteReview(spotId: number, reviewId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => deleteReview(reviewId),
    meta: { handles: true },
    onSuccess: () => invalidateAfterReviewChange(queryClient, spotId),
  });
}

/** Sets the visit date of one of my reviews; a refused day is shown under the field. */
export function useSetVisitDate(reviewId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (visitDate: string) => setReviewVisitDate(reviewId, visitDate),
    meta: { handles: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.allMine() }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.spots() }),
      ]),
  });
}

/**
 * Discards a draft the reader left (best effort: the server removes a forgotten draft after a
 * day), so nothing is said when it fails. Often sent as the form closes: the mutation runs on
 * after the form is gone. No list shows a draft, so nothing cached changes.
 */
export function useDiscardReviewDraft() {
  return useApiMutation({ mutationFn: discardReviewDraft, meta: { handles: true } });
}

/** What one upload of the review form sends (see uploadReviewFile). */
type ReviewUpload = {
  file: Blob;
  fileName: string;
  /** The images removed so far, which the server must not count. */
  deletedFileIds: readonly number[];
  onProgress: UploadProgress;
};

/**
 * One image of the review form, uploaded at once against the draft (or the review being
 * edited). Several run side by side, each awaited by the form (mutateAsync), which explains
 * every failure (the image check dialog, its error line). Nothing cached changes until the
 * review is registered (useRegisterReview refreshes the spot's review data then).
 */
export function useUploadReviewFile(reviewId: number) {
  return useApiMutation({
    mutationFn: ({ file, fileName, deletedFileIds, onProgress }: ReviewUpload) =>
      uploadReviewFile(reviewId, file, onProgress, { fileName, deletedFileIds }),
    meta: { handles: true },
  });
}

/**
 * Starts a review (a draft to attach images to). 'Already reviewed' (another tab, or an answer
 * not in yet) is the caller's to show; my review of the spot is then asked again, in every
 * language, so the bar offers to edit it.
 */
export function useCreateReviewDraft(spotId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => createReviewDraft(spotId),
    meta: { handles: (error: ApiError) => error.code === ResultCode.ALREADY_EXISTS_SPOT_REVIEW },
    onError: (error) => {
      if (!ApiError.is(error, 'ALREADY_EXISTS_SPOT_REVIEW')) return;
      void queryClient.invalidateQueries({ queryKey: reviewKeys.allMineForSpot(spotId) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.exists(spotId) });
    },
  });
}
