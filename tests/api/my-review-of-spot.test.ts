import { describe, expect, it } from 'vitest';
import type { MyReviewList } from '@/api/contracts/reviews';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';
import { insertMetrics, validForm, writeReview } from './reviews-helpers';

const ctx = setupTestApp();

const mineFor = (token: string | undefined, query: string) =>
  call<MyReviewList>(ctx.app, 'GET', `/api/v2/users/me/reviews?${query}`, { token });

describe('GET /api/v2/users/me/reviews?spotId=: my review of one pop-up', () => {
  it('answers only my review of that pop-up, or none', async () => {
    const [matcha, bakery, gallery] = [await insertSpot(ctx.db), await insertSpot(ctx.db), await insertSpot(ctx.db)];
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const metricIds = await insertMetrics(ctx.db, ['친절해요']);
    const mineId = await writeReview(ctx.app, me.token, matcha.id, validForm(metricIds));
    await writeReview(ctx.app, me.token, bakery.id, validForm(metricIds));
    await writeReview(ctx.app, other.token, gallery.id, validForm(metricIds));

    const one = await mineFor(me.token, `spotId=${matcha.id}&size=1`);
    expect(one.status).toBe(200);
    expect(one.body.data.content.map((r) => [r.reviewId, r.spot.id])).toEqual([[mineId, matcha.id]]);
    expect(one.body.data.page.totalElements).toBe(1);
    // Someone else's review of a pop-up is not mine.
    expect((await mineFor(me.token, `spotId=${gallery.id}`)).body.data.content).toEqual([]);
    // Without spotId: all of mine, as before.
    expect((await mineFor(me.token, 'size=20')).body.data.page.totalElements).toBe(2);
  });

  it('refuses a malformed spotId and an anonymous caller', async () => {
    const me = await createUser(ctx.db);
    expect((await mineFor(me.token, 'spotId=abc')).status).toBe(400);
    const anonymous = await mineFor(undefined, 'spotId=1');
    expect([anonymous.status, anonymous.body.result.code]).toEqual([401, 40100000]);
  });
});
