import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ensureImageVariants, renderImageVariants, type ImageVariant } from '../../storage/image-variants';

export interface BackfillResult {
  /** Stored images looked at (every key a row names, once). */
  images: number;
  /** Of those, how many got their variants now. */
  made: number;
  /** Keys a row names with no file behind them (left alone, reported). */
  missing: string[];
  durationMs: number;
}

/** Every storage key of an image that a row names. */
async function storedImageKeys(db: Executor): Promise<string[]> {
  const result = await db.execute<{ key: string }>(sql`
    SELECT path AS key FROM spot_files
    UNION SELECT path FROM review_files
    UNION SELECT file_path FROM partners WHERE file_path IS NOT NULL
    UNION SELECT file_path FROM magazine_posts WHERE file_path IS NOT NULL
    UNION SELECT image_path FROM magazine_post_options WHERE image_path IS NOT NULL
    ORDER BY 1`);
  return result.rows.map((row) => row.key);
}

/** Identical sources (the demo data reuses artwork under many keys) are encoded once per run. */
const MEMO_ENTRIES = 256;

/**
 * `npm run images:variants` (also run by `npm run db:seed`): gives every stored image that
 * lacks them, or has older ones, its AVIF and WebP variants (decision 027). Idempotent: a
 * second run only looks (a stat per variant) and makes nothing. Two images at a time, so a
 * running app keeps a core.
 */
export async function backfillImageVariants(db: Executor): Promise<BackfillResult> {
  const started = Date.now();
  const keys = await storedImageKeys(db);
  const memo = new Map<string, Promise<ImageVariant[]>>();
  const render = (source: Buffer) => {
    const hash = createHash('sha256').update(source).digest('hex');
    let variants = memo.get(hash);
    if (!variants) {
      variants = renderImageVariants(source);
      memo.set(hash, variants);
      if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
    }
    return variants;
  };
  let made = 0;
  const missing: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++];
      const outcome = await ensureImageVariants(key, render);
      if (outcome === 'made') made += 1;
      else if (outcome === 'missing') missing.push(key);
    }
  };
  await Promise.all([worker(), worker()]);
  return { images: keys.length, made, missing, durationMs: Date.now() - started };
}
