/**
 * `npm run images:variants`: makes the AVIF and WebP variants of every stored image that
 * lacks them (decision 027), for files stored before variants existed. Idempotent; also run
 * by `npm run db:seed`. Reads the database and UPLOAD_DIR named by the environment.
 */
import { closeDb, getDb } from '../client';
import { backfillImageVariants } from '../../services/images/backfill-image-variants';

async function main(): Promise<void> {
  const result = await backfillImageVariants(await getDb());
  console.log(
    `[images] ${result.images} stored images, variants made for ${result.made}, in ${(result.durationMs / 1000).toFixed(1)} s`,
  );
  if (result.missing.length) {
    console.warn(`[images] ${result.missing.length} named by a row but not on disk, e.g. ${result.missing[0]}`);
  }
}

main()
  .catch((error: unknown) => {
    console.error('[images] failed:', error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
