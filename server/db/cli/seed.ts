/**
 * `npm run db:seed`: migrates (getDb does) and fills the database named by the environment
 * (DATABASE_URL, else PGLITE_DIR) with the demo data, once. A second run prints
 * "already seeded" and changes nothing. Options: --spots=N (benchmarks), --now=ISO date.
 * Either way it then gives stored images that lack them their variants (images:variants),
 * so a demo database seeded before variants existed gets them on the next start.
 */
import { backfillImageVariants } from '../../services/images/backfill-image-variants';
import { closeDb, getDb } from '../client';
import { BASE_SPOT_COUNT, seedDatabase } from '../seed';

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

async function main(): Promise<void> {
  const spotsArg = option('spots');
  const nowArg = option('now');
  const spots = spotsArg ? Number(spotsArg) : BASE_SPOT_COUNT;
  const now = nowArg ? new Date(nowArg) : undefined;
  if (!Number.isInteger(spots) || spots < 1) throw new Error(`--spots must be a positive integer, got ${spotsArg}`);
  if (now && Number.isNaN(now.getTime())) throw new Error(`--now must be a date, got ${nowArg}`);

  const db = await getDb();
  const result = await seedDatabase(db, { spots, now });
  if (!result.seeded) {
    console.log('[seed] already seeded: the database has pop-ups, nothing changed');
    await backfillVariants();
    return;
  }
  const summary = Object.entries(result.counts)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  console.log(`[seed] done in ${(result.durationMs / 1000).toFixed(1)} s: ${summary}; ${result.files} files`);
  const c = result.cases;
  if (c) {
    console.log(
      `[seed] demo user ${c.demoUserId}; flagship spot ${c.flagshipSpotId}; pre-reservation soon ${c.preReservationSoonSpotId}, in 2 days ${c.preReservationInTwoDaysSpotId}; ` +
        `deleted ${c.deletedSpotIds.join(', ')}; not activated ${c.notActivatedSpotId}; scheduled ${c.scheduledActivationSpotId}`,
    );
  }
  await backfillVariants();
}

async function backfillVariants(): Promise<void> {
  const images = await backfillImageVariants(await getDb());
  if (images.made > 0 || images.missing.length > 0) {
    console.log(
      `[seed] image variants made for ${images.made} of ${images.images} stored images in ${(images.durationMs / 1000).toFixed(1)} s` +
        (images.missing.length ? `; ${images.missing.length} missing on disk` : ''),
    );
  }
}

/** Query errors carry the whole statement and every parameter; the cause is what matters. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as (Error & { detail?: string; constraint?: string }) | undefined;
  const head = error.message.length > 300 ? `${error.message.slice(0, 300)}…` : error.message;
  if (!(cause instanceof Error)) return error.stack ?? head;
  const constraint = cause.constraint ? ` (constraint ${cause.constraint})` : '';
  const detail = cause.detail ? `\n  detail: ${cause.detail.slice(0, 500)}` : '';
  return `${head}\n  cause: ${cause.message}${constraint}${detail}`;
}

main()
  .catch((error: unknown) => {
    console.error(`[seed] failed: ${describeError(error)}`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
