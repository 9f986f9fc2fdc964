import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reviewFiles, reviews } from '@/server/db/schema';
import { cleanupReviewDrafts, cleanupReviewDraftsSoon } from '@/server/jobs/cleanup-review-drafts';
import { UPLOAD_BODY_MAX_BYTES } from '@/server/http/routes/reviews/upload-body-limit';
import {
  makeHeicLikeBytes,
  makeJpeg,
  makeJpegWithGps,
  makePng,
  makeRotatedJpeg,
  makeWebp,
} from '../fixtures/images/make-images';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';
import {
  createDraft,
  insertMetrics,
  keyOf,
  registerDraft,
  upload,
  withTempUploadDir,
  validForm,
} from './reviews-helpers';

const ctx = setupTestApp();
const uploadDir = withTempUploadDir();

async function onDisk(publicPath: string): Promise<boolean> {
  try {
    return (await stat(path.join(uploadDir(), keyOf(publicPath)))).isFile();
  } catch {
    return false;
  }
}

async function storedMeta(publicPath: string) {
  return sharp(path.join(uploadDir(), keyOf(publicPath))).metadata();
}

async function newDraft() {
  const spot = await insertSpot(ctx.db);
  const me = await createUser(ctx.db);
  const draft = await createDraft(ctx.app, me.token, spot.id);
  expect(draft.status).toBe(200);
  return { spot, me, reviewId: draft.body.data.reviewId };
}

describe('POST /api/v1/users/reviews/{id}/files: accepted images', () => {
  it('accepts PNG, JPEG and WebP bytes and stores each as WebP', async () => {
    const { me, reviewId } = await newDraft();
    for (const [bytes, name, type] of [
      [await makePng(), 'a.png', 'image/png'],
      [await makeJpeg(), 'b.jpg', 'image/jpeg'],
      [await makeWebp(), 'c.webp', 'image/webp'],
    ] as const) {
      const res = await upload(ctx.app, me.token, reviewId, bytes, { name, type });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.path).toMatch(new RegExp(`^/api/files/reviews/${reviewId}/[0-9a-f-]+\\.webp$`));
      const meta = await storedMeta(res.body.data.path);
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 48]);
      // The stored file is served back by the files route.
      const served = await ctx.app.request(res.body.data.path);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    }
    const rows = await ctx.db.select().from(reviewFiles).where(eq(reviewFiles.reviewId, reviewId));
    expect(rows.map((r) => r.sortOrder)).toEqual([0, 1, 2]);
  });

  it('strips EXIF (GPS included) and turns the image upright first', async () => {
    const { me, reviewId } = await newDraft();
    const original = await makeJpegWithGps();
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.exif?.includes(Buffer.from('PopspotTestCam'))).toBe(true);

    const res = await upload(ctx.app, me.token, reviewId, original);
    expect(res.status).toBe(200);
    const meta = await storedMeta(res.body.data.path);
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();

    const rotated = await upload(ctx.app, me.token, reviewId, await makeRotatedJpeg(64, 48));
    const rotatedMeta = await storedMeta(rotated.body.data.path);
    expect([rotatedMeta.width, rotatedMeta.height, rotatedMeta.orientation]).toEqual([48, 64, undefined]);
  });

  it('scales large images down to 2048 px on the longest side', async () => {
    const { me, reviewId } = await newDraft();
    const res = await upload(ctx.app, me.token, reviewId, await makePng(3000, 1000), { type: 'image/png' });
    expect(res.status).toBe(200);
    const meta = await storedMeta(res.body.data.path);
    expect([meta.width, meta.height]).toEqual([2048, 683]);
  });

  it('accepts an upload to my registered review too', async () => {
    const { spot, me, reviewId } = await newDraft();
    const metricIds = await insertMetrics(ctx.db, [`upload-${spot.id}`]);
    expect((await registerDraft(ctx.app, me.token, reviewId, validForm(metricIds))).status).toBe(200);
    const res = await upload(ctx.app, me.token, reviewId, await makePng(), { type: 'image/png' });
    expect(res.status).toBe(200);
    // Attached to that review, stored and served.
    const rows = await ctx.db.select().from(reviewFiles).where(eq(reviewFiles.reviewId, reviewId));
    expect(rows.map((row) => row.path)).toEqual([keyOf(res.body.data.path)]);
    expect(await onDisk(res.body.data.path)).toBe(true);
    expect((await ctx.app.request(res.body.data.path)).status).toBe(200);
  });
});

describe('POST /api/v1/users/reviews/{id}/files: refused uploads', () => {
  it('refuses a text file named .jpg sent as image/jpeg (400), storing nothing', async () => {
    const { me, reviewId } = await newDraft();
    const res = await upload(ctx.app, me.token, reviewId, Buffer.from('this is not an image, just text'), {
      name: 'holiday.jpg',
      type: 'image/jpeg',
    });
    expect([res.status, res.body.result.code]).toEqual([400, 40000000]);
    expect(await ctx.db.select().from(reviewFiles).where(eq(reviewFiles.reviewId, reviewId))).toHaveLength(0);
  });

  it('refuses HEIC bytes (the browser converts HEIC to JPEG first), a corrupt PNG, and GIF', async () => {
    const { me, reviewId } = await newDraft();
    const heic = await upload(ctx.app, me.token, reviewId, makeHeicLikeBytes(), { name: 'a.heic', type: 'image/heic' });
    expect([heic.status, heic.body.result.code]).toEqual([400, 40000000]);
    expect(heic.body.data).toMatchObject({ fieldErrors: { 'form.file': [expect.stringMatching(/HEIC/)] } });
    const png = await makePng();
    const corrupt = await upload(ctx.app, me.token, reviewId, png.subarray(0, 40), { type: 'image/png' });
    expect([corrupt.status, corrupt.body.result.code]).toEqual([400, 40000000]);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const gifRes = await upload(ctx.app, me.token, reviewId, gif, { name: 'a.gif', type: 'image/gif' });
    expect([gifRes.status, gifRes.body.result.code]).toEqual([400, 40000000]);
  });

  it('refuses a request without the file field (400), or with a non-multipart body (415)', async () => {
    const { me, reviewId } = await newDraft();
    const wrongField = await upload(ctx.app, me.token, reviewId, await makePng(), { field: 'image' });
    expect([wrongField.status, wrongField.body.result.code]).toEqual([400, 40000000]);
    expect(wrongField.body.data).toMatchObject({ fieldErrors: { 'form.file': expect.any(Array) } });
    const json = await call(ctx.app, 'POST', `/api/v1/users/reviews/${reviewId}/files`, {
      token: me.token,
      body: { file: 'x' },
    });
    expect([json.status, json.body.result.code]).toEqual([415, 41500000]);
  });

  it('refuses a file over 10485760 bytes (413) though the body fits the multipart allowance', async () => {
    const { me, reviewId } = await newDraft();
    const res = await upload(ctx.app, me.token, reviewId, new Uint8Array(10 * 1024 * 1024 + 1));
    expect([res.status, res.body.result.code]).toEqual([413, 41300000]);
  });

  /** A 50 MB body that counts how much of it the server pulled. */
  function fiftyMegabytes() {
    const total = 50 * 1024 * 1024;
    const chunk = new Uint8Array(64 * 1024);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, total, pulled: () => pulled };
  }

  it('answers 413 to a 50 MB body with Content-Length without reading it', async () => {
    const { me, reviewId } = await newDraft();
    const body = fiftyMegabytes();
    const res = await ctx.app.request(`/api/v1/users/reviews/${reviewId}/files`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${me.token}`,
        'Content-Type': 'multipart/form-data; boundary=----popspot',
        'Content-Length': String(body.total),
      },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    const json = (await res.json()) as { result: { code: number } };
    expect([res.status, json.result.code]).toEqual([413, 41300000]);
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });

  it('answers 413 to a streamed 50 MB body without Content-Length, stopping at the cap', async () => {
    const { me, reviewId } = await newDraft();
    const body = fiftyMegabytes();
    const res = await ctx.app.request(`/api/v1/users/reviews/${reviewId}/files`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${me.token}`,
        'Content-Type': 'multipart/form-data; boundary=----popspot',
      },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    const json = (await res.json()) as { result: { code: number } };
    expect([res.status, json.result.code]).toEqual([413, 41300000]);
    // Read up to the cap and a chunk or two of stream buffering, never the whole 50 MB.
    expect(body.pulled()).toBeLessThan(UPLOAD_BODY_MAX_BYTES + 256 * 1024);
    expect(await ctx.db.select().from(reviewFiles).where(eq(reviewFiles.reviewId, reviewId))).toHaveLength(0);
  });

  it('refuses an anonymous upload (401) before reading the body', async () => {
    const { reviewId } = await newDraft();
    const body = fiftyMegabytes();
    const res = await ctx.app.request(`/api/v1/users/reviews/${reviewId}/files`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(401);
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });

  it('keeps other JSON routes under the 1 MiB limit', async () => {
    const me = await createUser(ctx.db);
    const res = await call(ctx.app, 'POST', '/api/v1/users/reviews/temp', {
      token: me.token,
      body: JSON.stringify({ spotId: 1, pad: 'x'.repeat(1024 * 1024) }),
    });
    expect([res.status, res.body.result.code]).toEqual([413, 41300000]);
  });
});

describe('POST /api/v1/users/reviews/{id}/files: five images per review', () => {
  it('refuses the sixth image (400 / 40000104)', async () => {
    const { me, reviewId } = await newDraft();
    const png = await makePng(8, 8);
    for (let i = 0; i < 5; i += 1) expect((await upload(ctx.app, me.token, reviewId, png)).status).toBe(200);
    const sixth = await upload(ctx.app, me.token, reviewId, png);
    expect([sixth.status, sixth.body.result.code]).toEqual([400, 40000104]);
  });

  it('lets exactly five of eight concurrent uploads in', async () => {
    const { me, reviewId } = await newDraft();
    const png = await makePng(8, 8);
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(ctx.app, me.token, reviewId, png)));
    const codes = answers.map((a) => a.body.result.code).sort();
    expect(codes).toEqual([20000000, 20000000, 20000000, 20000000, 20000000, 40000104, 40000104, 40000104]);
    const rows = await ctx.db.select().from(reviewFiles).where(eq(reviewFiles.reviewId, reviewId));
    expect(rows).toHaveLength(5);
    // Exactly the accepted images are on disk.
    for (const a of answers.filter((x) => x.status === 200)) expect(await onDisk(a.body.data.path)).toBe(true);
  });
});

describe('ownership of uploads', () => {
  it("answers 404 for someone else's draft or review and for unknown ids, storing nothing", async () => {
    const { me, spot, reviewId } = await newDraft();
    const other = await createUser(ctx.db);
    const png = await makePng(8, 8);
    const res = await upload(ctx.app, other.token, reviewId, png);
    expect([res.status, res.body.result.code]).toEqual([404, 40400101]);
    const metricIds = await insertMetrics(ctx.db, [`own-${spot.id}`]);
    expect((await registerDraft(ctx.app, me.token, reviewId, validForm(metricIds))).status).toBe(200);
    const registered = await upload(ctx.app, other.token, reviewId, png);
    expect([registered.status, registered.body.result.code]).toEqual([404, 40400101]);
    const unknown = await upload(ctx.app, me.token, 987654, png);
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400101]);
    expect(await ctx.db.select().from(reviewFiles).where(eq(reviewFiles.reviewId, reviewId))).toHaveLength(0);
    const anonymous = await upload(ctx.app, undefined, reviewId, png);
    expect([anonymous.status, anonymous.body.result.code]).toEqual([401, 40100000]);
  });
});

describe('files leave the disk with their review', () => {
  it('deleting a registered review deletes its files', async () => {
    const { spot, me, reviewId } = await newDraft();
    const metricIds = await insertMetrics(ctx.db, [`del-${spot.id}`]);
    const a = await upload(ctx.app, me.token, reviewId, await makePng());
    const b = await upload(ctx.app, me.token, reviewId, await makeJpeg());
    expect(await registerDraft(ctx.app, me.token, reviewId, validForm(metricIds))).toMatchObject({ status: 200 });
    expect([await onDisk(a.body.data.path), await onDisk(b.body.data.path)]).toEqual([true, true]);

    const res = await call(ctx.app, 'DELETE', `/api/v1/users/reviews/${reviewId}`, { token: me.token });
    expect(res.status).toBe(200);
    expect([await onDisk(a.body.data.path), await onDisk(b.body.data.path)]).toEqual([false, false]);
    expect(await ctx.db.select().from(reviews).where(eq(reviews.id, reviewId))).toHaveLength(0);
    expect(await ctx.db.select().from(reviewFiles).where(eq(reviewFiles.reviewId, reviewId))).toHaveLength(0);
  });

  it('discarding a draft deletes its files', async () => {
    const { me, reviewId } = await newDraft();
    const a = await upload(ctx.app, me.token, reviewId, await makePng());
    const res = await call(ctx.app, 'DELETE', `/api/v1/users/reviews/temp/${reviewId}`, { token: me.token });
    expect(res.status).toBe(200);
    expect(await onDisk(a.body.data.path)).toBe(false);
  });

  it('deletedFileIds removes those files from disk, keeps the rest in the given order', async () => {
    const { spot, me, reviewId } = await newDraft();
    const metricIds = await insertMetrics(ctx.db, [`order-${spot.id}`]);
    const [a, b, c] = [
      await upload(ctx.app, me.token, reviewId, await makePng()),
      await upload(ctx.app, me.token, reviewId, await makeJpeg()),
      await upload(ctx.app, me.token, reviewId, await makeWebp()),
    ].map((r) => r.body.data);
    const res = await registerDraft(
      ctx.app,
      me.token,
      reviewId,
      validForm(metricIds, { fileIds: [c.id, a.id], deletedFileIds: [b.id] }),
    );
    expect(res.status).toBe(200);
    expect([await onDisk(a.path), await onDisk(b.path), await onDisk(c.path)]).toEqual([true, false, true]);
    const rows = await ctx.db
      .select({ id: reviewFiles.id })
      .from(reviewFiles)
      .where(eq(reviewFiles.reviewId, reviewId))
      .orderBy(reviewFiles.sortOrder);
    expect(rows.map((r) => r.id)).toEqual([c.id, a.id]);
  });
});

describe('the draft cleanup job', () => {
  it('deletes drafts untouched for 24 hours with their files, and nothing else', async () => {
    const { spot, me, reviewId: oldDraft } = await newDraft();
    const file = (await upload(ctx.app, me.token, oldDraft, await makePng())).body.data;
    const fresh = (await createDraft(ctx.app, me.token, spot.id)).body.data.reviewId;
    const other = await insertSpot(ctx.db);
    const metricIds = await insertMetrics(ctx.db, [`cleanup-${spot.id}`]);
    const registered = (await createDraft(ctx.app, me.token, other.id)).body.data.reviewId;
    const registeredFile = (await upload(ctx.app, me.token, registered, await makePng())).body.data;
    expect((await registerDraft(ctx.app, me.token, registered, validForm(metricIds))).status).toBe(200);
    const longAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const id of [oldDraft, registered]) {
      await ctx.db.update(reviews).set({ createdAt: longAgo, updatedAt: longAgo }).where(eq(reviews.id, id));
    }

    const result = await cleanupReviewDrafts();
    expect(result.drafts).toBeGreaterThanOrEqual(1);
    expect(result.files).toBeGreaterThanOrEqual(1);
    const left = await ctx.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, me.user.id));
    expect(left.map((r) => r.id).sort()).toEqual([fresh, registered].sort());
    expect(await onDisk(file.path)).toBe(false);
    expect(await onDisk(registeredFile.path)).toBe(true);
  });

  it('runs in the background at most once an hour per process', async () => {
    const later = Date.now() + 10 * 60 * 60 * 1000;
    const run = cleanupReviewDraftsSoon(later);
    expect(run).toBeInstanceOf(Promise);
    await run;
    expect(cleanupReviewDraftsSoon(later + 60_000)).toBeNull();
  });
});
