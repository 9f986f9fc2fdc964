import { eq } from 'drizzle-orm';
import { ResultCode } from '@/api/error-codes';
import { describe, expect, it } from 'vitest';
import type { ReviewFile } from '@/api/contracts/reviews';
import { reviewFiles } from '@/server/db/schema';
import { makePng } from '../fixtures/images/make-images';
import { insertSpot } from '../utils/fixtures';
import { createUser, setupTestApp, type CallResult } from '../utils/test-app';
import { createDraft, insertMetrics, registerDraft, upload, validForm, withTempUploadDir } from './reviews-helpers';

const ctx = setupTestApp();
withTempUploadDir();

/** An upload that names the images the form has removed, as the browser's form sends it. */
async function uploadNaming(token: string, reviewId: number, deletedFileIds: string): Promise<CallResult<ReviewFile>> {
  const form = new FormData();
  form.append('deletedFileIds', deletedFileIds);
  form.append('file', new Blob([new Uint8Array(await makePng(8, 8))], { type: 'image/png' }), 'photo.png');
  const res = await ctx.app.request(`/api/v1/users/reviews/${reviewId}/files`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

async function draftWithFive() {
  const spot = await insertSpot(ctx.db);
  const me = await createUser(ctx.db);
  const reviewId = (await createDraft(ctx.app, me.token, spot.id)).body.data.reviewId;
  const png = await makePng(8, 8);
  const ids: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const res = await upload(ctx.app, me.token, reviewId, png);
    expect(res.status).toBe(200);
    ids.push(res.body.data.id);
  }
  const metricIds = await insertMetrics(ctx.db, [`removed-${spot.id}`]);
  return { me, reviewId, ids, metricIds };
}

const storedIds = async (reviewId: number) =>
  (await ctx.db.select({ id: reviewFiles.id }).from(reviewFiles).where(eq(reviewFiles.reviewId, reviewId))).map(
    (r) => r.id,
  );

describe('images removed in the form before saving', () => {
  it("don't take a place: a sixth upload that names a removed image is accepted", async () => {
    const { me, reviewId, ids } = await draftWithFive();
    const plain = await upload(ctx.app, me.token, reviewId, await makePng(8, 8));
    expect([plain.status, plain.body.result.code]).toEqual([400, ResultCode.REVIEW_IMAGE_LIMIT]);
    const named = await uploadNaming(me.token, reviewId, String(ids[0]));
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    // Still stored until the review is saved (closing an edit without saving keeps it).
    expect(await storedIds(reviewId)).toHaveLength(6);
  });

  it('saving deletes the removed ones and keeps five', async () => {
    const { me, reviewId, ids, metricIds } = await draftWithFive();
    const added = await uploadNaming(me.token, reviewId, String(ids[1]));
    expect(added.status).toBe(200);
    const saved = await registerDraft(
      ctx.app,
      me.token,
      reviewId,
      validForm(metricIds, {
        fileIds: [...ids.filter((id) => id !== ids[1]), added.body.data.id],
        deletedFileIds: [ids[1]],
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await storedIds(reviewId)).sort()).toEqual(
      [...ids.filter((id) => id !== ids[1]), added.body.data.id].sort(),
    );
  });

  it('saving refuses a review left with more than five (400), changing nothing', async () => {
    const { me, reviewId, ids, metricIds } = await draftWithFive();
    expect((await uploadNaming(me.token, reviewId, String(ids[2]))).status).toBe(200);
    const saved = await registerDraft(ctx.app, me.token, reviewId, validForm(metricIds));
    expect([saved.status, saved.body.result.code]).toEqual([400, ResultCode.REVIEW_IMAGE_LIMIT]);
    expect(await storedIds(reviewId)).toHaveLength(6);
  });

  it("count only this review's images: naming another review's or unknown ids frees nothing", async () => {
    const { me, reviewId } = await draftWithFive();
    const other = await draftWithFive();
    const res = await uploadNaming(me.token, reviewId, `${other.ids[0]},987654`);
    expect([res.status, res.body.result.code]).toEqual([400, ResultCode.REVIEW_IMAGE_LIMIT]);
    expect(await storedIds(other.reviewId)).toHaveLength(5);
  });

  it('hold at most ten stored images per review until it is saved', async () => {
    const { me, reviewId, ids } = await draftWithFive();
    const added: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await uploadNaming(me.token, reviewId, [...ids, ...added].join(','));
      expect(res.status).toBe(200);
      added.push(res.body.data.id);
    }
    const eleventh = await uploadNaming(me.token, reviewId, [...ids, ...added].join(','));
    expect([eleventh.status, eleventh.body.result.code]).toEqual([400, ResultCode.REVIEW_IMAGE_LIMIT]);
    expect(await storedIds(reviewId)).toHaveLength(10);
  });

  it('refuses a malformed list with a field error', async () => {
    const { me, reviewId } = await draftWithFive();
    const res = await uploadNaming(me.token, reviewId, '1,,x');
    expect([res.status, res.body.result.code]).toEqual([400, ResultCode.BAD_REQUEST]);
    expect(JSON.stringify(res.body)).toContain('deletedFileIds');
  });
});
