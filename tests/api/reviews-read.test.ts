import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  MyReviewExists,
  MyReviewList,
  ReviewImageList,
  ReviewMetric,
  ReviewOverview,
  SpotReviewList,
  SpotWithReviewsList,
} from '@/api/contracts/reviews';
import type { Database } from '@/server/db/client';
import {
  reviewFiles,
  reviewMetrics,
  reviewReactions,
  reviews,
  reviewSelectedMetrics,
  spotFiles,
  spotTranslations,
} from '@/server/db/schema';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';
import { createDraft, insertMetrics, validForm, withTempUploadDir, writeReview } from './reviews-helpers';

const ctx = setupTestApp();
withTempUploadDir();

const MINUTE = 60_000;

/** A registered review written straight to the database (reads don't need the write flow). */
async function insertReview(
  db: Database,
  values: {
    userId: number;
    spotId: number;
    score?: number;
    minutesAgo?: number;
    metricIds?: number[];
    files?: string[];
    status?: 'TEMPORARY' | 'REGISTERED';
    deletedAt?: Date;
  },
) {
  const status = values.status ?? 'REGISTERED';
  const at = new Date(Date.now() - (values.minutesAgo ?? 0) * MINUTE);
  const [row] = await db
    .insert(reviews)
    .values({
      userId: values.userId,
      spotId: values.spotId,
      status,
      score: values.score ?? 5,
      content: `리뷰 내용입니다 (${values.score ?? 5}점)`,
      registeredAt: status === 'REGISTERED' ? at : null,
      createdAt: at,
      deletedAt: values.deletedAt,
    })
    .returning({ id: reviews.id });
  if (values.metricIds?.length) {
    await db.insert(reviewSelectedMetrics).values(values.metricIds.map((metricId) => ({ reviewId: row.id, metricId })));
  }
  if (values.files?.length) {
    await db
      .insert(reviewFiles)
      .values(
        values.files.map((name, i) => ({ reviewId: row.id, path: `reviews/${row.id}/${name}.webp`, sortOrder: i })),
      );
  }
  return row.id;
}

async function helpful(db: Database, reviewId: number, count: number) {
  for (let i = 0; i < count; i += 1) {
    const fan = await createUser(db);
    await db.insert(reviewReactions).values({ reviewId, userId: fan.user.id, reactionType: 'HELPFUL' });
  }
}

describe('GET /api/v1/spots/{id}/reviews/me/exists', () => {
  it('is false for anonymous callers, bad tokens, no review or only a draft; true once registered', async () => {
    const spot = await insertSpot(ctx.db);
    const me = await createUser(ctx.db);
    const path = `/api/v1/spots/${spot.id}/reviews/me/exists`;
    expect((await call<MyReviewExists>(ctx.app, 'GET', path)).body.data).toEqual({ exists: false });
    expect((await call<MyReviewExists>(ctx.app, 'GET', path, { token: 'bad.token' })).body.data).toEqual({
      exists: false,
    });
    expect((await call<MyReviewExists>(ctx.app, 'GET', path, { token: me.token })).body.data).toEqual({
      exists: false,
    });
    await createDraft(ctx.app, me.token, spot.id);
    expect((await call<MyReviewExists>(ctx.app, 'GET', path, { token: me.token })).body.data).toEqual({
      exists: false,
    });
    const metricIds = await insertMetrics(ctx.db, [`exists-${spot.id}`]);
    await writeReview(ctx.app, me.token, spot.id, validForm(metricIds));
    expect((await call<MyReviewExists>(ctx.app, 'GET', path, { token: me.token })).body.data).toEqual({ exists: true });
    const other = await createUser(ctx.db);
    expect((await call<MyReviewExists>(ctx.app, 'GET', path, { token: other.token })).body.data).toEqual({
      exists: false,
    });
  });

  it('gates the spot like the detail: 404 unknown, 400 40000001 deleted', async () => {
    expect((await call(ctx.app, 'GET', '/api/v1/spots/987654/reviews/me/exists')).status).toBe(404);
    const deleted = await insertSpot(ctx.db, { deletedAt: new Date() });
    const res = await call(ctx.app, 'GET', `/api/v1/spots/${deleted.id}/reviews/me/exists`);
    expect([res.status, res.body.result.code]).toEqual([400, 40000001]);
  });
});

describe('GET /api/v1/spots/{id}/reviews/overview', () => {
  it('averages registered reviews, counts stars, and ranks the top five items with ratios', async () => {
    const spot = await insertSpot(ctx.db);
    const m = await insertMetrics(
      ctx.db,
      ['굿즈', '포토존', '친절', '대기', '가격', '위치'].map((n) => `${n}${spot.id}`),
    );
    const authors = await Promise.all(Array.from({ length: 5 }, () => createUser(ctx.db)));
    await insertReview(ctx.db, {
      userId: authors[0].user.id,
      spotId: spot.id,
      score: 5,
      metricIds: [m[0], m[1], m[2]],
    });
    await insertReview(ctx.db, { userId: authors[1].user.id, spotId: spot.id, score: 4, metricIds: [m[0], m[1]] });
    await insertReview(ctx.db, {
      userId: authors[2].user.id,
      spotId: spot.id,
      score: 4,
      metricIds: [m[0], m[5], m[4], m[3]],
    });
    // Neither a draft nor a deleted review counts.
    await insertReview(ctx.db, {
      userId: authors[3].user.id,
      spotId: spot.id,
      score: 1,
      status: 'TEMPORARY',
      metricIds: [m[5]],
    });
    await insertReview(ctx.db, {
      userId: authors[4].user.id,
      spotId: spot.id,
      score: 1,
      deletedAt: new Date(),
      metricIds: [m[5]],
    });

    const res = await call<ReviewOverview>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/reviews/overview`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      averageScore: 4.3,
      count: 3,
      scoreDistribution: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 },
      topMetrics: [
        { id: m[0], name: `굿즈${spot.id}`, count: 3, ratio: 100 },
        { id: m[1], name: `포토존${spot.id}`, count: 2, ratio: 67 },
        { id: m[2], name: `친절${spot.id}`, count: 1, ratio: 33 },
        { id: m[3], name: `대기${spot.id}`, count: 1, ratio: 33 },
        { id: m[4], name: `가격${spot.id}`, count: 1, ratio: 33 },
      ],
    });
    const en = await call<ReviewOverview>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/reviews/overview?lang=en`);
    expect(en.body.data.topMetrics[0].name).toBe(`en:굿즈${spot.id}`);
  });

  it('answers zeros for a pop-up without reviews, and gates the spot', async () => {
    const spot = await insertSpot(ctx.db);
    const res = await call<ReviewOverview>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/reviews/overview`);
    expect(res.body.data).toEqual({
      averageScore: 0,
      count: 0,
      scoreDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      topMetrics: [],
    });
    expect((await call(ctx.app, 'GET', '/api/v1/spots/987654/reviews/overview')).status).toBe(404);
    expect((await call(ctx.app, 'GET', `/api/v1/spots/${spot.id}/reviews/overview?lang=fr`)).status).toBe(400);
  });
});

describe('GET /api/v2/spots/{id}/reviews', () => {
  async function scenario() {
    const spot = await insertSpot(ctx.db);
    const [m1, m2] = await insertMetrics(ctx.db, [`맛${spot.id}`, `뷰${spot.id}`]);
    const [a, b, c, viewer] = await Promise.all(Array.from({ length: 4 }, () => createUser(ctx.db)));
    const old = await insertReview(ctx.db, {
      userId: a.user.id,
      spotId: spot.id,
      score: 3,
      minutesAgo: 30,
      metricIds: [m2, m1],
      files: ['x', 'y'],
    });
    const mid = await insertReview(ctx.db, { userId: b.user.id, spotId: spot.id, score: 5, minutesAgo: 20 });
    const fresh = await insertReview(ctx.db, { userId: c.user.id, spotId: spot.id, score: 4, minutesAgo: 10 });
    await insertReview(ctx.db, { userId: viewer.user.id, spotId: spot.id, status: 'TEMPORARY' });
    await helpful(ctx.db, old, 3);
    await helpful(ctx.db, fresh, 1);
    await ctx.db.insert(reviewReactions).values({ reviewId: fresh, userId: viewer.user.id, reactionType: 'HELPFUL' });
    return { spot, m1, m2, a, viewer, old, mid, fresh };
  }

  it('lists registered reviews newest first with author, metrics, files, helpful count', async () => {
    const s = await scenario();
    const res = await call<SpotReviewList>(ctx.app, 'GET', `/api/v2/spots/${s.spot.id}/reviews`);
    expect(res.status).toBe(200);
    expect(res.body.data.content.map((r) => r.reviewId)).toEqual([s.fresh, s.mid, s.old]);
    expect(res.body.data.page).toEqual({ number: 0, size: 20, totalElements: 3, totalPages: 1 });
    const old = res.body.data.content[2];
    expect(old).toMatchObject({
      reviewId: s.old,
      user: { nickname: s.a.user.nickname, profileImageUrl: null },
      score: 3,
      visitDate: null,
      metrics: [
        { id: s.m1, name: `맛${s.spot.id}` },
        { id: s.m2, name: `뷰${s.spot.id}` },
      ],
      files: [
        { id: expect.any(Number), path: `/api/files/reviews/${s.old}/x.webp` },
        { id: expect.any(Number), path: `/api/files/reviews/${s.old}/y.webp` },
      ],
      helpfulCount: 3,
      myReaction: null,
      isMine: false,
    });
    expect(new Date(old.createdAt).getTime()).toBeLessThan(new Date(res.body.data.content[0].createdAt).getTime());
  });

  it('sorts by score and by helpful count, and pages', async () => {
    const s = await scenario();
    const byScore = await call<SpotReviewList>(ctx.app, 'GET', `/api/v2/spots/${s.spot.id}/reviews?sort=score`);
    expect(byScore.body.data.content.map((r) => r.reviewId)).toEqual([s.mid, s.fresh, s.old]);
    const byHelpful = await call<SpotReviewList>(
      ctx.app,
      'GET',
      `/api/v2/spots/${s.spot.id}/reviews?sort=helpful_count`,
    );
    expect(byHelpful.body.data.content.map((r) => [r.reviewId, r.helpfulCount])).toEqual([
      [s.old, 3],
      [s.fresh, 2],
      [s.mid, 0],
    ]);
    const page1 = await call<SpotReviewList>(ctx.app, 'GET', `/api/v2/spots/${s.spot.id}/reviews?page=1&size=2`);
    expect(page1.body.data.content.map((r) => r.reviewId)).toEqual([s.old]);
    expect(page1.body.data.page).toEqual({ number: 1, size: 2, totalElements: 3, totalPages: 2 });
    for (const bad of ['sort=newest', 'page=-1', 'size=0', 'size=101']) {
      expect((await call(ctx.app, 'GET', `/api/v2/spots/${s.spot.id}/reviews?${bad}`)).status).toBe(400);
    }
  });

  it("shows the caller's reaction and own review; names metrics in ?lang", async () => {
    const s = await scenario();
    const asViewer = await call<SpotReviewList>(ctx.app, 'GET', `/api/v2/spots/${s.spot.id}/reviews?lang=en`, {
      token: s.viewer.token,
    });
    const fresh = asViewer.body.data.content.find((r) => r.reviewId === s.fresh)!;
    expect([fresh.myReaction, fresh.isMine]).toEqual(['HELPFUL', false]);
    const asAuthor = await call<SpotReviewList>(ctx.app, 'GET', `/api/v2/spots/${s.spot.id}/reviews?lang=en`, {
      token: s.a.token,
    });
    const old = asAuthor.body.data.content.find((r) => r.reviewId === s.old)!;
    expect(old.isMine).toBe(true);
    expect(old.metrics.map((m) => m.name)).toEqual([`en:맛${s.spot.id}`, `en:뷰${s.spot.id}`]);
  });

  it('gates the spot', async () => {
    expect((await call(ctx.app, 'GET', '/api/v2/spots/987654/reviews')).status).toBe(404);
    const hidden = await insertSpot(ctx.db, { activatedAt: null });
    expect((await call(ctx.app, 'GET', `/api/v2/spots/${hidden.id}/reviews`)).body.result.code).toBe(40000001);
  });
});

describe('GET /api/v1/spots/{id}/reviews/images', () => {
  it("pages the registered reviews' images, newest review first, never a draft's", async () => {
    const spot = await insertSpot(ctx.db);
    const [a, b, c] = await Promise.all(Array.from({ length: 3 }, () => createUser(ctx.db)));
    const older = await insertReview(ctx.db, {
      userId: a.user.id,
      spotId: spot.id,
      minutesAgo: 20,
      files: ['o1', 'o2'],
    });
    const newer = await insertReview(ctx.db, { userId: b.user.id, spotId: spot.id, minutesAgo: 5, files: ['n1'] });
    await insertReview(ctx.db, { userId: c.user.id, spotId: spot.id, status: 'TEMPORARY', files: ['draft'] });
    const res = await call<ReviewImageList>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/reviews/images?size=2`);
    expect(res.body.data.content.map((i) => [i.reviewId, i.path])).toEqual([
      [newer, `/api/files/reviews/${newer}/n1.webp`],
      [older, `/api/files/reviews/${older}/o1.webp`],
    ]);
    expect(res.body.data.page).toEqual({ number: 0, size: 2, totalElements: 3, totalPages: 2 });
    const next = await call<ReviewImageList>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/reviews/images?size=2&page=1`);
    expect(next.body.data.content.map((i) => i.path)).toEqual([`/api/files/reviews/${older}/o2.webp`]);
    expect((await call(ctx.app, 'GET', '/api/v1/spots/987654/reviews/images')).status).toBe(404);
  });
});

describe('GET /api/v1/spots/with-reviews', () => {
  it('lists public pop-ups with registered reviews, most recently reviewed first, with count and average', async () => {
    // Other test files' spots don't share this database; earlier tests in this file do.
    const before = await call<SpotWithReviewsList>(ctx.app, 'GET', '/api/v1/spots/with-reviews?size=100');
    const known = new Set(before.body.data.content.map((s) => s.id));
    const [u1, u2] = [await createUser(ctx.db), await createUser(ctx.db)];
    const first = await insertSpot(ctx.db, { title: '첫 팝업' });
    const second = await insertSpot(ctx.db, { title: '둘째 팝업' });
    const lonely = await insertSpot(ctx.db, { title: '리뷰 없는 팝업' });
    const hidden = await insertSpot(ctx.db, { title: '숨은 팝업' });
    await ctx.db.insert(spotFiles).values({ spotId: first.id, kind: 'HERO', path: `spots/${first.id}/hero.webp` });
    await ctx.db.insert(spotTranslations).values({ spotId: first.id, locale: 'en', title: 'First pop-up' });
    await insertReview(ctx.db, { userId: u1.user.id, spotId: first.id, score: 5, minutesAgo: -1 });
    await insertReview(ctx.db, { userId: u2.user.id, spotId: first.id, score: 4, minutesAgo: -2 });
    await insertReview(ctx.db, { userId: u1.user.id, spotId: second.id, score: 3, minutesAgo: -3 });
    await insertReview(ctx.db, { userId: u2.user.id, spotId: lonely.id, status: 'TEMPORARY' });
    await insertReview(ctx.db, { userId: u1.user.id, spotId: hidden.id });
    const { spots } = await import('@/server/db/schema');
    await ctx.db.update(spots).set({ deletedAt: new Date() }).where(eq(spots.id, hidden.id));

    const res = await call<SpotWithReviewsList>(ctx.app, 'GET', '/api/v1/spots/with-reviews?size=100&lang=en');
    const mine = res.body.data.content.filter((s) => !known.has(s.id));
    expect(mine.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(mine[1]).toMatchObject({
      title: 'First pop-up',
      periodType: 'IN_PROGRESS',
      file: { path: `/api/files/spots/${first.id}/hero.webp` },
      reviewCount: 2,
      averageScore: 4.5,
    });
    expect(mine[0]).toMatchObject({ title: '둘째 팝업', file: null, reviewCount: 1, averageScore: 3 });
    expect(res.body.data.page.totalElements).toBe(known.size + 2);
  });
});

describe('GET /api/v1/reviews/metrics', () => {
  it('lists active items in order, translated, cacheable for five minutes', async () => {
    await ctx.db.delete(reviewSelectedMetrics);
    await ctx.db.delete(reviewMetrics);
    const ids = await insertMetrics(ctx.db, ['굿즈가 예뻐요', '사진 찍기 좋아요']);
    await insertMetrics(ctx.db, ['사라진 항목'], { isActive: false });
    const res = await call<ReviewMetric[]>(ctx.app, 'GET', '/api/v1/reviews/metrics');
    expect(res.body.data).toEqual([
      { id: ids[0], name: '굿즈가 예뻐요' },
      { id: ids[1], name: '사진 찍기 좋아요' },
    ]);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const en = await call<ReviewMetric[]>(ctx.app, 'GET', '/api/v1/reviews/metrics?lang=en');
    expect(en.body.data.map((m) => m.name)).toEqual(['en:굿즈가 예뻐요', 'en:사진 찍기 좋아요']);
  });
});

describe('GET /api/v2/users/me/reviews', () => {
  it('lists my registered reviews newest first with the pop-up; never drafts or others', async () => {
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const [s1, s2, s3] = [
      await insertSpot(ctx.db, { title: '하나' }),
      await insertSpot(ctx.db, { title: '둘' }),
      await insertSpot(ctx.db),
    ];
    await ctx.db.insert(spotFiles).values({ spotId: s2.id, kind: 'HERO', path: `spots/${s2.id}/hero.webp` });
    const [metric] = await insertMetrics(ctx.db, [`mine-${s1.id}`]);
    const older = await insertReview(ctx.db, {
      userId: me.user.id,
      spotId: s1.id,
      minutesAgo: 10,
      metricIds: [metric],
    });
    const newer = await insertReview(ctx.db, { userId: me.user.id, spotId: s2.id, minutesAgo: 1, files: ['p'] });
    await insertReview(ctx.db, { userId: me.user.id, spotId: s3.id, status: 'TEMPORARY' });
    await insertReview(ctx.db, { userId: other.user.id, spotId: s1.id });
    await helpful(ctx.db, older, 1);

    const res = await call<MyReviewList>(ctx.app, 'GET', '/api/v2/users/me/reviews', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.data.page).toEqual({ number: 0, size: 20, totalElements: 2, totalPages: 1 });
    expect(res.body.data.content.map((r) => r.reviewId)).toEqual([newer, older]);
    expect(res.body.data.content[0].spot).toEqual({
      id: s2.id,
      title: '둘',
      file: { id: expect.any(Number), path: `/api/files/spots/${s2.id}/hero.webp` },
    });
    expect(res.body.data.content[0].files).toEqual([
      { id: expect.any(Number), path: `/api/files/reviews/${newer}/p.webp` },
    ]);
    expect(res.body.data.content[1]).toMatchObject({
      spot: { id: s1.id, title: '하나', file: null },
      metrics: [{ id: metric, name: `mine-${s1.id}` }],
      helpfulCount: 1,
    });
    const otherList = await call<MyReviewList>(ctx.app, 'GET', '/api/v2/users/me/reviews', { token: other.token });
    expect(otherList.body.data.content).toHaveLength(1);
  });

  it('answers 401 40100000 to anonymous callers', async () => {
    const res = await call(ctx.app, 'GET', '/api/v2/users/me/reviews');
    expect([res.status, res.body.result.code]).toEqual([401, 40100000]);
  });
});
