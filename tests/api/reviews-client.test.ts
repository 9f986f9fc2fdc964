import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { registerServerTransport } from '@/api/client';
import {
  addReviewReaction,
  createReviewDraft,
  deleteReview,
  discardReviewDraft,
  getMyReviewExists,
  getMyReviews,
  getReviewOverview,
  listReviewMetrics,
  listSpotReviewImages,
  listSpotReviews,
  listSpotsWithReviews,
  registerReview,
  removeReviewReaction,
  reviewKeys,
  reviewQueries,
  setReviewVisitDate,
  uploadReviewFile,
} from '@/api/reviews';
import { nextPageOf } from '@/api/paging';
import { makeJpegWithGps } from '../fixtures/images/make-images';
import { insertSpot, seoulDay } from '../utils/fixtures';
import { createUser, setupTestApp } from '../utils/test-app';
import { insertMetrics, withTempUploadDir } from './reviews-helpers';

const ctx = setupTestApp();
withTempUploadDir();
let token: string | undefined;
let calls = 0;

beforeAll(() => {
  registerServerTransport(async (path, init) => {
    calls += 1;
    if (token) init.headers.set('Authorization', `Bearer ${token}`);
    return ctx.app.request(`/api${path}`, init);
  });
});

async function as<T>(who: string | undefined, run: () => Promise<T>): Promise<T> {
  token = who;
  try {
    return await run();
  } finally {
    token = undefined;
  }
}

describe('api/reviews.ts against the real app', () => {
  it('writes a review the way the modal does, then reads it back everywhere', async () => {
    const spot = await insertSpot(ctx.db);
    const [metricId] = await insertMetrics(ctx.db, [`client-${spot.id}`]);
    const writer = await createUser(ctx.db);
    const reader = await createUser(ctx.db);

    const metrics = await listReviewMetrics('ko');
    expect(metrics.map((m) => m.id)).toContain(metricId);

    const { reviewId, ordinal, file } = await as(writer.token, async () => {
      expect(await getMyReviewExists(spot.id)).toEqual({ exists: false });
      const draft = await createReviewDraft(spot.id);
      const jpeg = await makeJpegWithGps();
      const uploaded = await uploadReviewFile(draft.reviewId, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }));
      const registered = await registerReview(draft.reviewId, {
        score: 4,
        content: '사진이 정말 잘 나오는 팝업이에요',
        selectedMetricIds: [metricId],
        fileIds: [uploaded.id],
        deletedFileIds: [],
      });
      expect(await setReviewVisitDate(draft.reviewId, seoulDay(0))).toEqual({
        reviewId: draft.reviewId,
        visitDate: seoulDay(0),
      });
      expect(await getMyReviewExists(spot.id)).toEqual({ exists: true });
      // A second draft for the same spot is refused with the spec's code.
      const again = await createReviewDraft(spot.id).catch((e: unknown) => e);
      expect(ApiError.is(again, 'ALREADY_EXISTS_SPOT_REVIEW')).toBe(true);
      return { ...registered, file: uploaded };
    });
    expect(ordinal).toBe(1);

    expect(await getReviewOverview(spot.id, 'ko')).toMatchObject({ averageScore: 4, count: 1 });
    const list = await as(reader.token, () => listSpotReviews(spot.id, { sort: 'helpful_count' }));
    expect(list.content[0]).toMatchObject({ reviewId, files: [file], visitDate: seoulDay(0), isMine: false });
    expect((await listSpotReviewImages(spot.id)).content).toEqual([{ ...file, reviewId }]);
    expect((await listSpotsWithReviews({ size: 100 })).content.map((s) => s.id)).toContain(spot.id);

    await as(reader.token, async () => {
      expect(await addReviewReaction(reviewId)).toEqual({ reviewId, myReaction: 'HELPFUL', helpfulCount: 1 });
      expect(await removeReviewReaction(reviewId)).toEqual({ reviewId, myReaction: null, helpfulCount: 0 });
    });

    const mine = await as(writer.token, () => getMyReviews());
    expect(mine.content.map((r) => r.reviewId)).toEqual([reviewId]);
    await as(writer.token, () => deleteReview(reviewId));
    expect((await as(writer.token, () => getMyReviews())).content).toEqual([]);
  });

  it('getMyReviews answers an empty page to anonymous and expired callers (spec: 401 yields empty data)', async () => {
    const empty = { content: [], page: { number: 0, size: 20, totalElements: 0, totalPages: 0 } };
    expect(await getMyReviews()).toEqual(empty);
    expect(await as('expired.token', () => getMyReviews())).toEqual(empty);
    // Other errors still throw.
    const bad = await as(undefined, () => listSpotReviews(987654)).catch((e: unknown) => e);
    expect(ApiError.is(bad, 'NOT_FOUND')).toBe(true);
  });

  it('discardReviewDraft: no id → false without a call; an id → deleted', async () => {
    const before = calls;
    expect(await discardReviewDraft(undefined)).toBe(false);
    expect(await discardReviewDraft(null)).toBe(false);
    expect(calls).toBe(before);
    const me = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db);
    await as(me.token, async () => {
      const draft = await createReviewDraft(spot.id);
      expect(await discardReviewDraft(draft.reviewId)).toBe(true);
      const again = await discardReviewDraft(draft.reviewId).catch((e: unknown) => e);
      expect(ApiError.is(again, 'REVIEW_NOT_FOUND')).toBe(true);
    });
  });

  it('query options: keys under the spot, metrics cached 5/10 minutes, pages until totalPages', () => {
    expect(reviewQueries.overview(3, 'en').queryKey).toEqual(reviewKeys.overview(3, 'en'));
    expect(reviewKeys.overview(3, 'en').slice(0, 3)).toEqual(reviewKeys.spot(3));
    expect(reviewQueries.list(3, { sort: 'score' }).queryKey).toEqual([
      'reviews',
      'spot',
      3,
      'list',
      { sort: 'score' },
      'ko',
    ]);
    const metrics = reviewQueries.metrics('ko');
    expect([metrics.staleTime, metrics.gcTime]).toEqual([300_000, 600_000]);
    const page = (number: number, totalPages: number) => ({
      content: [],
      page: { number, size: 20, totalElements: totalPages * 20, totalPages },
    });
    expect(nextPageOf(page(0, 2))).toBe(1);
    expect(nextPageOf(page(1, 2))).toBeUndefined();
    expect(nextPageOf(page(0, 0))).toBeUndefined();
  });
});
