import { stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantKeys } from '@/lib/image-variants';
import { spotFiles } from '@/server/db/schema';
import { backfillImageVariants } from '@/server/services/images/backfill-image-variants';
import { putFile } from '@/server/storage/file-storage';
import { makeWebp } from '../fixtures/images/make-images';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';
import { createDraft, keyOf, upload, withTempUploadDir } from './reviews-helpers';

const ctx = setupTestApp();
const uploadDir = withTempUploadDir();
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

async function mtimeOf(key: string): Promise<number | null> {
  try {
    return (await stat(path.join(uploadDir(), key))).mtimeMs;
  } catch {
    return null;
  }
}

async function uploadPhoto(width: number, height: number) {
  const spot = await insertSpot(ctx.db);
  const me = await createUser(ctx.db);
  const draft = await createDraft(ctx.app, me.token, spot.id);
  const res = await upload(ctx.app, me.token, draft.body.data.reviewId, await makeWebp(width, height), {
    name: 'photo.webp',
    type: 'image/webp',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { me, reviewId: draft.body.data.reviewId, path: res.body.data.path };
}

describe('image variants of an upload', () => {
  it('stores an AVIF and a WebP per width, served with their type and a year of immutable caching', async () => {
    const { path: original } = await uploadPhoto(1000, 750);
    for (const variant of imageVariantKeys(keyOf(original))) {
      const res = await ctx.app.request(`/api/files/${variant.key}`);
      expect(res.status, variant.key).toBe(200);
      expect(res.headers.get('content-type')).toBe(variant.format === 'avif' ? 'image/avif' : 'image/webp');
      expect(res.headers.get('cache-control')).toBe(YEAR_IMMUTABLE);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      // sharp names AVIF's container 'heif'; never wider than the upload (1000 px), never enlarged.
      expect([meta.format, meta.width, meta.height]).toEqual([
        variant.format === 'avif' ? 'heif' : 'webp',
        Math.min(variant.width, 1000),
        Math.round((Math.min(variant.width, 1000) * 750) / 1000),
      ]);
    }
  });

  it('answers an unknown variant with the 404 envelope', async () => {
    const { path: original } = await uploadPhoto(400, 300);
    const stem = original.replace(/\.webp$/, '');
    for (const url of [
      `${stem}.w500.avif`, // not one of the widths
      `${stem}.w640.gif`, // not one of the formats
      `${stem}.w640.png`,
      '/api/files/reviews/0/no-such-image.w640.avif', // no such original
    ]) {
      const res = await call(ctx.app, 'GET', url);
      expect([res.status, res.body.result.code], url).toEqual([404, 40400000]);
    }
  });

  it('removes the variants with the image when its draft is discarded', async () => {
    const { me, reviewId, path: original } = await uploadPhoto(320, 240);
    const keys = [keyOf(original), ...imageVariantKeys(keyOf(original)).map((v) => v.key)];
    expect((await Promise.all(keys.map(mtimeOf))).every((t) => t !== null)).toBe(true);
    const res = await call(ctx.app, 'DELETE', `/api/v1/users/reviews/temp/${reviewId}`, { token: me.token });
    expect(res.status).toBe(200);
    expect(await Promise.all(keys.map(mtimeOf))).toEqual(keys.map(() => null));
  });
});

describe('backfill of stored images (npm run images:variants)', () => {
  it('makes the missing variants once, then only looks, and remakes them when the image is replaced', async () => {
    const spot = await insertSpot(ctx.db);
    const key = `spots/${spot.id}/old-hero.webp`;
    await putFile(key, await makeWebp(800, 600));
    await ctx.db.insert(spotFiles).values({ spotId: spot.id, kind: 'HERO', path: key, width: 800, height: 600 });
    await ctx.db
      .insert(spotFiles)
      .values({ spotId: spot.id, kind: 'DETAIL', path: `spots/${spot.id}/gone.webp`, sortOrder: 1 });
    const variants = imageVariantKeys(key).map((v) => v.key);
    expect(await Promise.all(variants.map(mtimeOf))).toEqual(variants.map(() => null));

    const first = await backfillImageVariants(ctx.db);
    expect(first.made).toBe(1);
    expect(first.missing).toEqual([`spots/${spot.id}/gone.webp`]);
    const made = await Promise.all(variants.map(mtimeOf));
    expect(made.every((t) => t !== null)).toBe(true);
    const w1280 = await sharp(path.join(uploadDir(), key.replace(/\.webp$/, '.w1280.avif'))).metadata();
    expect(w1280.width).toBe(800);

    const second = await backfillImageVariants(ctx.db);
    expect(second.made).toBe(0);
    expect(await Promise.all(variants.map(mtimeOf))).toEqual(made);

    // The original written again after its variants (a reset database seeding the same
    // key): the variants are stale and made again.
    const later = new Date(Date.now() + 60_000);
    await putFile(key, await makeWebp(IMAGE_VARIANT_WIDTHS[0], 100));
    await utimes(path.join(uploadDir(), key), later, later);
    const third = await backfillImageVariants(ctx.db);
    expect(third.made).toBe(1);
    const w640 = await sharp(path.join(uploadDir(), key.replace(/\.webp$/, '.w640.webp'))).metadata();
    expect(w640.width).toBe(IMAGE_VARIANT_WIDTHS[0]);
  });
});
