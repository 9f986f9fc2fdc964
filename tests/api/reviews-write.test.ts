import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReactionState, ReviewVisitDate } from '@/api/contracts/reviews';
import { reviews, reviewSelectedMetrics, spots } from '@/server/db/schema';
import { makePng } from '../fixtures/images/make-images';
import { insertSpot, seoulDay } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';
import {
  createDraft,
  insertMetrics,
  registerDraft,
  upload,
  validForm,
  withTempUploadDir,
  writeReview,
} from './reviews-helpers';

const ctx = setupTestApp();
withTempUploadDir();

async function reviewRow(id: number) {
  const [row] = await ctx.db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

describe('POST /api/v1/users/reviews/temp', () => {
  it('creates a draft for an open pop-up (running or ended); each call makes a new one', async () => {
    const me = await createUser(ctx.db);
    const running = await insertSpot(ctx.db);
    const ended = await insertSpot(ctx.db, { openDate: seoulDay(-20), closeDate: seoulDay(-2) });
    const a = await createDraft(ctx.app, me.token, running.id);
    expect([a.status, a.body.result.code]).toEqual([200, 20000000]);
    const b = await createDraft(ctx.app, me.token, running.id);
    expect(b.body.data.reviewId).not.toBe(a.body.data.reviewId);
    expect((await createDraft(ctx.app, me.token, ended.id)).status).toBe(200);
    const row = await reviewRow(a.body.data.reviewId);
    expect(row).toMatchObject({ userId: me.user.id, spotId: running.id, status: 'TEMPORARY', registeredAt: null });
  });

  it('answers 40000102 when I already have a registered review for the spot', async () => {
    const me = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db);
    const metricIds = await insertMetrics(ctx.db, [`dup-${spot.id}`]);
    await writeReview(ctx.app, me.token, spot.id, validForm(metricIds));
    const res = await createDraft(ctx.app, me.token, spot.id);
    expect([res.status, res.body.result.code]).toEqual([400, 40000102]);
    // Someone else still may.
    const other = await createUser(ctx.db);
    expect((await createDraft(ctx.app, other.token, spot.id)).status).toBe(200);
  });

  it('refuses a pop-up that has not opened (40000103), a deleted or hidden one (40000001), an unknown one (404)', async () => {
    const me = await createUser(ctx.db);
    const ready = await insertSpot(ctx.db, { openDate: seoulDay(2), closeDate: seoulDay(9) });
    const res = await createDraft(ctx.app, me.token, ready.id);
    expect([res.status, res.body.result.code]).toEqual([400, 40000103]);
    for (const spot of [
      await insertSpot(ctx.db, { deletedAt: new Date() }),
      await insertSpot(ctx.db, { activatedAt: null }),
    ]) {
      const hidden = await createDraft(ctx.app, me.token, spot.id);
      expect([hidden.status, hidden.body.result.code]).toEqual([400, 40000001]);
    }
    const unknown = await createDraft(ctx.app, me.token, 987654);
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400000]);
  });

  it('validates the body and needs a signed-in caller', async () => {
    const me = await createUser(ctx.db);
    for (const body of [{}, { spotId: 0 }, { spotId: 'x' }]) {
      const res = await call(ctx.app, 'POST', '/api/v1/users/reviews/temp', { token: me.token, body });
      expect([res.status, res.body.result.code]).toEqual([400, 40000000]);
    }
    const anonymous = await createDraft(ctx.app, undefined, 1);
    expect([anonymous.status, anonymous.body.result.code]).toEqual([401, 40100000]);
    const stale = await createDraft(ctx.app, 'not.a.token', 1);
    expect([stale.status, stale.body.result.code]).toEqual([401, 40100001]);
  });
});

describe('DELETE /api/v1/users/reviews/temp/{id}', () => {
  it('discards my draft; a registered review, an unknown id or someone else’s draft are 404', async () => {
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db);
    const metricIds = await insertMetrics(ctx.db, [`temp-${spot.id}`]);
    const draft = (await createDraft(ctx.app, me.token, spot.id)).body.data.reviewId;

    const stranger = await call(ctx.app, 'DELETE', `/api/v1/users/reviews/temp/${draft}`, { token: other.token });
    expect([stranger.status, stranger.body.result.code]).toEqual([404, 40400101]);
    expect(await reviewRow(draft)).toBeDefined();

    const res = await call(ctx.app, 'DELETE', `/api/v1/users/reviews/temp/${draft}`, { token: me.token });
    expect([res.status, res.body.data]).toEqual([200, null]);
    expect(await reviewRow(draft)).toBeUndefined();
    const again = await call(ctx.app, 'DELETE', `/api/v1/users/reviews/temp/${draft}`, { token: me.token });
    expect([again.status, again.body.result.code]).toEqual([404, 40400101]);

    const registered = await writeReview(ctx.app, me.token, spot.id, validForm(metricIds));
    const notDraft = await call(ctx.app, 'DELETE', `/api/v1/users/reviews/temp/${registered}`, { token: me.token });
    expect(notDraft.status).toBe(404);
    expect((await reviewRow(registered)).status).toBe('REGISTERED');

    expect((await call(ctx.app, 'DELETE', `/api/v1/users/reviews/temp/${draft}`)).status).toBe(401);
  });
});

describe('PUT /api/v2/users/me/reviews/{id}', () => {
  it('registers my draft and answers its ordinal among my reviews', async () => {
    const me = await createUser(ctx.db);
    const [s1, s2, s3] = [await insertSpot(ctx.db), await insertSpot(ctx.db), await insertSpot(ctx.db)];
    const metricIds = await insertMetrics(ctx.db, [`a-${s1.id}`, `b-${s1.id}`]);
    const ordinals: number[] = [];
    for (const spot of [s1, s2, s3]) {
      const draft = (await createDraft(ctx.app, me.token, spot.id)).body.data.reviewId;
      const res = await registerDraft(
        ctx.app,
        me.token,
        draft,
        validForm(metricIds, { score: 4, content: '  정말 재밌는 팝업이었어요 추천!  ', selectedMetricIds: metricIds }),
      );
      expect([res.status, res.body.result.code]).toEqual([200, 20000000]);
      expect(res.body.data.reviewId).toBe(draft);
      ordinals.push(res.body.data.ordinal);
      const row = await reviewRow(draft);
      expect(row).toMatchObject({ status: 'REGISTERED', score: 4, content: '정말 재밌는 팝업이었어요 추천!' });
      expect(row.registeredAt).toBeInstanceOf(Date);
    }
    expect(ordinals).toEqual([1, 2, 3]);
  });

  it('edits my registered review: keeps registered_at and its ordinal, replaces metrics', async () => {
    const me = await createUser(ctx.db);
    const [first, second] = [await insertSpot(ctx.db), await insertSpot(ctx.db)];
    const metricIds = await insertMetrics(ctx.db, [`x-${first.id}`, `y-${first.id}`]);
    const reviewId = await writeReview(ctx.app, me.token, first.id, validForm(metricIds));
    await writeReview(ctx.app, me.token, second.id, validForm(metricIds));
    const before = await reviewRow(reviewId);
    const res = await registerDraft(
      ctx.app,
      me.token,
      reviewId,
      validForm(metricIds, { score: 2, content: '다시 생각해보니 별로였어요.', selectedMetricIds: [metricIds[1]] }),
    );
    expect(res.body.data).toEqual({ reviewId, ordinal: 1 });
    const after = await reviewRow(reviewId);
    expect([after.score, after.content, after.registeredAt]).toEqual([
      2,
      '다시 생각해보니 별로였어요.',
      before.registeredAt,
    ]);
    const selected = await ctx.db
      .select({ id: reviewSelectedMetrics.metricId })
      .from(reviewSelectedMetrics)
      .where(eq(reviewSelectedMetrics.reviewId, reviewId));
    expect(selected.map((m) => m.id)).toEqual([metricIds[1]]);
  });

  it('validates score, content (trimmed), metrics and files with field errors and the rule’s code', async () => {
    const me = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db);
    const metricIds = await insertMetrics(ctx.db, [`v-${spot.id}`]);
    const [retired] = await insertMetrics(ctx.db, [`retired-${spot.id}`], { isActive: false });
    const draft = (await createDraft(ctx.app, me.token, spot.id)).body.data.reviewId;
    // The contract's checks answer 40000000; the rules that need the database their own code.
    const cases: [Record<string, unknown>, string, number][] = [
      [{ score: 0 }, 'json.score', 40000000],
      [{ score: 6 }, 'json.score', 40000000],
      [{ score: 4.5 }, 'json.score', 40000000],
      [{ content: '짧아요' }, 'json.content', 40000000],
      [{ content: `   ${'가'.repeat(9)}          ` }, 'json.content', 40000000],
      [{ content: '가'.repeat(151) }, 'json.content', 40000000],
      [{ selectedMetricIds: [] }, 'json.selectedMetricIds', 40000000],
      [{ selectedMetricIds: [987654] }, 'json.selectedMetricIds', 40000106],
      [{ selectedMetricIds: [retired] }, 'json.selectedMetricIds', 40000106],
      [{ fileIds: [1, 2, 3, 4, 5, 6] }, 'json.fileIds', 40000000],
      [{ fileIds: [987654] }, 'json.fileIds', 40000105],
      [{ fileIds: [7], deletedFileIds: [7] }, 'json.deletedFileIds', 40000000],
    ];
    for (const [override, field, code] of cases) {
      const res = await registerDraft(ctx.app, me.token, draft, { ...validForm(metricIds), ...override });
      expect([res.status, res.body.result.code], JSON.stringify(override)).toEqual([400, code]);
      expect(Object.keys((res.body.data as unknown as { fieldErrors: object }).fieldErrors)).toContain(field);
    }
    expect((await reviewRow(draft)).status).toBe('TEMPORARY');
    // Exactly 10 and 150 characters are fine.
    expect(
      (await registerDraft(ctx.app, me.token, draft, validForm(metricIds, { content: '가'.repeat(10) }))).status,
    ).toBe(200);
    expect(
      (await registerDraft(ctx.app, me.token, draft, validForm(metricIds, { content: '가'.repeat(150) }))).status,
    ).toBe(200);
  });

  it('refuses a second registered review for the same spot (40000102); deleting frees the place', async () => {
    const me = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db);
    const metricIds = await insertMetrics(ctx.db, [`second-${spot.id}`]);
    const a = (await createDraft(ctx.app, me.token, spot.id)).body.data.reviewId;
    const b = (await createDraft(ctx.app, me.token, spot.id)).body.data.reviewId;
    expect((await registerDraft(ctx.app, me.token, a, validForm(metricIds))).status).toBe(200);
    const res = await registerDraft(ctx.app, me.token, b, validForm(metricIds));
    expect([res.status, res.body.result.code]).toEqual([400, 40000102]);
    expect((await reviewRow(b)).status).toBe('TEMPORARY');

    expect((await call(ctx.app, 'DELETE', `/api/v1/users/reviews/${a}`, { token: me.token })).status).toBe(200);
    const retry = await registerDraft(ctx.app, me.token, b, validForm(metricIds));
    expect(retry.body.data).toEqual({ reviewId: b, ordinal: 1 });
  });

  it('50 concurrent registrations of 50 drafts for one spot leave exactly one registered review', async () => {
    const me = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db);
    const metricIds = await insertMetrics(ctx.db, [`race-${spot.id}`]);
    const drafts = await Promise.all(Array.from({ length: 50 }, () => createDraft(ctx.app, me.token, spot.id)));
    expect(drafts.every((d) => d.status === 200)).toBe(true);
    const answers = await Promise.all(
      drafts.map((d) => registerDraft(ctx.app, me.token, d.body.data.reviewId, validForm(metricIds))),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0].body.data.ordinal).toBe(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.result.code])).toEqual(Array(49).fill([400, 40000102]));
    const registered = await ctx.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.userId, me.user.id), eq(reviews.spotId, spot.id), eq(reviews.status, 'REGISTERED')));
    expect(registered).toEqual([{ id: ok[0].body.data.reviewId }]);
  });

  it("never touches someone else's review: 404 for their draft, their review, and their files", async () => {
    const owner = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db);
    const metricIds = await insertMetrics(ctx.db, [`owner-${spot.id}`]);
    const draft = (await createDraft(ctx.app, owner.token, spot.id)).body.data.reviewId;
    const ownerFile = (await upload(ctx.app, owner.token, draft, await makePng())).body.data;

    const onDraft = await registerDraft(ctx.app, other.token, draft, validForm(metricIds));
    expect([onDraft.status, onDraft.body.result.code]).toEqual([404, 40400101]);
    expect((await reviewRow(draft)).status).toBe('TEMPORARY');

    expect((await registerDraft(ctx.app, owner.token, draft, validForm(metricIds))).status).toBe(200);
    const onReview = await registerDraft(ctx.app, other.token, draft, validForm(metricIds, { score: 1 }));
    expect(onReview.status).toBe(404);
    expect((await reviewRow(draft)).score).toBe(5);

    // Another user's file can't be attached to my review, nor deleted through it.
    const mine = (await createDraft(ctx.app, other.token, spot.id)).body.data.reviewId;
    const attach = await registerDraft(ctx.app, other.token, mine, validForm(metricIds, { fileIds: [ownerFile.id] }));
    expect([attach.status, attach.body.result.code]).toEqual([400, 40000105]);
    const steal = await registerDraft(
      ctx.app,
      other.token,
      mine,
      validForm(metricIds, { deletedFileIds: [ownerFile.id] }),
    );
    expect(steal.status).toBe(200);
    const served = await ctx.app.request(ownerFile.path);
    expect(served.status).toBe(200);

    expect((await registerDraft(ctx.app, undefined, draft, validForm(metricIds))).status).toBe(401);
    expect((await registerDraft(ctx.app, owner.token, 987654, validForm(metricIds))).status).toBe(404);
  });

  it('refuses to register while the pop-up is not open (40000103): its opening moved after the draft', async () => {
    const me = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db);
    const metricIds = await insertMetrics(ctx.db, [`moved-${spot.id}`]);
    const draft = (await createDraft(ctx.app, me.token, spot.id)).body.data.reviewId;
    await ctx.db
      .update(spots)
      .set({ openDate: seoulDay(3), closeDate: seoulDay(9) })
      .where(eq(spots.id, spot.id));
    const res = await registerDraft(ctx.app, me.token, draft, validForm(metricIds));
    expect([res.status, res.body.result.code]).toEqual([400, 40000103]);
    expect((await reviewRow(draft)).status).toBe('TEMPORARY');
  });
});

describe('DELETE /api/v1/users/reviews/{id}', () => {
  it('deletes my registered review; drafts, others’ reviews and unknown ids are 404', async () => {
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db);
    const metricIds = await insertMetrics(ctx.db, [`delete-${spot.id}`]);
    const reviewId = await writeReview(ctx.app, me.token, spot.id, validForm(metricIds));
    const draft = (await createDraft(ctx.app, other.token, spot.id)).body.data.reviewId;

    const stranger = await call(ctx.app, 'DELETE', `/api/v1/users/reviews/${reviewId}`, { token: other.token });
    expect([stranger.status, stranger.body.result.code]).toEqual([404, 40400101]);
    const onDraft = await call(ctx.app, 'DELETE', `/api/v1/users/reviews/${draft}`, { token: other.token });
    expect(onDraft.status).toBe(404);
    expect(await reviewRow(draft)).toBeDefined();

    const res = await call(ctx.app, 'DELETE', `/api/v1/users/reviews/${reviewId}`, { token: me.token });
    expect([res.status, res.body.data]).toEqual([200, null]);
    expect(await reviewRow(reviewId)).toBeUndefined();
    const count = await call<{ count: number }>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/reviews/count`);
    expect(count.body.data.count).toBe(0);
    expect((await call(ctx.app, 'DELETE', `/api/v1/users/reviews/${reviewId}`, { token: me.token })).status).toBe(404);
    expect((await call(ctx.app, 'DELETE', `/api/v1/users/reviews/${reviewId}`)).status).toBe(401);
    expect((await call(ctx.app, 'DELETE', '/api/v1/users/reviews/abc', { token: me.token })).status).toBe(400);
  });
});

describe('PUT /api/v1/users/reviews/{reviewId}/visit-date', () => {
  function setVisitDate(token: string | undefined, reviewId: number, visitDate: unknown) {
    return call<ReviewVisitDate>(ctx.app, 'PUT', `/api/v1/users/reviews/${reviewId}/visit-date`, {
      token,
      body: { visitDate },
    });
  }

  it('sets the day on my draft or review, within the pop-up run and not after today (Seoul)', async () => {
    const me = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db, { openDate: seoulDay(-5), closeDate: seoulDay(10) });
    const metricIds = await insertMetrics(ctx.db, [`visit-${spot.id}`]);
    const draft = (await createDraft(ctx.app, me.token, spot.id)).body.data.reviewId;
    const res = await setVisitDate(me.token, draft, seoulDay(0));
    expect([res.status, res.body.data]).toEqual([200, { reviewId: draft, visitDate: seoulDay(0) }]);
    expect((await reviewRow(draft)).visitDate).toBe(seoulDay(0));
    expect((await setVisitDate(me.token, draft, seoulDay(-5))).status).toBe(200);
    await registerDraft(ctx.app, me.token, draft, validForm(metricIds));
    expect((await setVisitDate(me.token, draft, seoulDay(-1))).status).toBe(200);

    for (const [day, message, code] of [
      [seoulDay(1), /future/, 40000108],
      [seoulDay(-6), /before/, 40000109],
    ] as const) {
      const bad = await setVisitDate(me.token, draft, day);
      expect([bad.status, bad.body.result.code]).toEqual([400, code]);
      expect(
        (bad.body.data as unknown as { fieldErrors: Record<string, string[]> }).fieldErrors['json.visitDate'][0],
      ).toMatch(message);
    }
    for (const malformed of ['2026-02-30', '2026/01/01', 'yesterday', 20260101]) {
      const res = await setVisitDate(me.token, draft, malformed);
      expect([res.status, res.body.result.code]).toEqual([400, 40000000]);
    }
  });

  it('refuses a day after the pop-up closed (40000110)', async () => {
    const me = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db, { openDate: seoulDay(-20), closeDate: seoulDay(-10) });
    const draft = (await createDraft(ctx.app, me.token, spot.id)).body.data.reviewId;
    expect((await setVisitDate(me.token, draft, seoulDay(-15))).status).toBe(200);
    const late = await setVisitDate(me.token, draft, seoulDay(-9));
    expect([late.status, late.body.result.code]).toEqual([400, 40000110]);
  });

  it("answers 404 on someone else's review and 401 anonymous", async () => {
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db);
    const draft = (await createDraft(ctx.app, me.token, spot.id)).body.data.reviewId;
    const res = await setVisitDate(other.token, draft, seoulDay(0));
    expect([res.status, res.body.result.code]).toEqual([404, 40400101]);
    expect((await reviewRow(draft)).visitDate).toBeNull();
    expect((await setVisitDate(undefined, draft, seoulDay(0))).status).toBe(401);
  });
});

describe('POST / DELETE /api/v1/users/reviews/{reviewId}/reaction', () => {
  function react(method: 'POST' | 'DELETE', token: string | undefined, reviewId: number, reactionType = 'HELPFUL') {
    return call<ReactionState>(ctx.app, method, `/api/v1/users/reviews/${reviewId}/reaction`, {
      token,
      body: { reactionType },
    });
  }

  it('marks and unmarks a review helpful, idempotently', async () => {
    const writer = await createUser(ctx.db);
    const [a, b] = [await createUser(ctx.db), await createUser(ctx.db)];
    const spot = await insertSpot(ctx.db);
    const metricIds = await insertMetrics(ctx.db, [`react-${spot.id}`]);
    const reviewId = await writeReview(ctx.app, writer.token, spot.id, validForm(metricIds));

    expect((await react('POST', a.token, reviewId)).body.data).toEqual({
      reviewId,
      myReaction: 'HELPFUL',
      helpfulCount: 1,
    });
    expect((await react('POST', a.token, reviewId)).body.data).toEqual({
      reviewId,
      myReaction: 'HELPFUL',
      helpfulCount: 1,
    });
    expect((await react('POST', b.token, reviewId)).body.data.helpfulCount).toBe(2);
    expect((await react('DELETE', a.token, reviewId)).body.data).toEqual({
      reviewId,
      myReaction: null,
      helpfulCount: 1,
    });
    expect((await react('DELETE', a.token, reviewId)).body.data).toEqual({
      reviewId,
      myReaction: null,
      helpfulCount: 1,
    });
  });

  it('refuses my own review (40000107), drafts and unknown reviews (40400101), bad bodies (400), anonymous (401)', async () => {
    const writer = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db);
    const metricIds = await insertMetrics(ctx.db, [`react2-${spot.id}`]);
    const reviewId = await writeReview(ctx.app, writer.token, spot.id, validForm(metricIds));
    for (const method of ['POST', 'DELETE'] as const) {
      const own = await react(method, writer.token, reviewId);
      expect([own.status, own.body.result.code]).toEqual([400, 40000107]);
    }
    const draft = (await createDraft(ctx.app, writer.token, (await insertSpot(ctx.db)).id)).body.data.reviewId;
    for (const id of [draft, 987654]) {
      const res = await react('POST', other.token, id);
      expect([res.status, res.body.result.code]).toEqual([404, 40400101]);
    }
    const badBody = await react('POST', other.token, reviewId, 'LIKE');
    expect([badBody.status, badBody.body.result.code]).toEqual([400, 40000000]);
    expect((await react('POST', undefined, reviewId)).status).toBe(401);
    // A review of a pop-up deleted since can't be reacted to.
    const gone = await insertSpot(ctx.db);
    const goneReview = await writeReview(ctx.app, writer.token, gone.id, validForm(metricIds));
    await ctx.db.update(spots).set({ deletedAt: new Date() }).where(eq(spots.id, gone.id));
    expect((await react('POST', other.token, goneReview)).body.result.code).toBe(40400101);
  });
});
