import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { putImage } from '../../storage/image-variants';
import { refreshSearchTerms } from '../../services/search/refresh-search-terms';
import { SeedClock } from './clock';
import type { SeedContext, SeedImages } from './context';
import { MAGAZINE_SEEDS, PARTNER_SEEDS } from './data/editorial';
import { SPOT_CASE_INDEX, SPOT_SEEDS, type SpotTypeSeed } from './data/spots';
import { SPOT_TRANSLATION_SEEDS } from './data/translations';
import { coverImage, detailImage, heroImage, mapLimit, reviewPhoto, type GeneratedImage } from './images';
import { DETAIL_GROUPS, detailImageCount, planSpots, type PlannedSpot } from './plan-spots';
import { seedActivity, seedReviews } from './seed-activity';
import { seedReferenceData, seedSpots } from './seed-catalog';
import { seedCommunity } from './seed-community';
import { seedEditorial, seedPartners } from './seed-editorial';
import { seedInbox } from './seed-inbox';
import { seedPeople } from './seed-people';
import { seedPopspotReservations, seedQueues } from './seed-queues';
import { seedVerifiedVisits } from './seed-verified-visits';

export { SPOT_CASE_INDEX as SEED_SPOT_POSITIONS } from './data/spots';

/** Number of pop-ups in the hand-written base list (the default). */
export const BASE_SPOT_COUNT = SPOT_SEEDS.length;

export interface SeedOptions {
  /**
   * How many pop-ups to create. Defaults to the base list (88: 84 public, 2 deleted, 2 not
   * yet public). Fewer takes the first n; more adds copies around the same areas ('… 2호점')
   * for benchmarks, reusing the base images.
   */
  spots?: number;
  /** The moment the data is relative to (period states, "recent" picks); defaults to now. */
  now?: Date;
}

/** Ids of the notable rows of a run (on a fresh database these equal SEED_SPOT_POSITIONS). */
export interface SeedCases {
  demoUserId: number;
  flagshipSpotId?: number;
  preReservationSoonSpotId?: number;
  preReservationInTwoDaysSpotId?: number;
  popspotReservationSpotId?: number;
  deletedSpotIds: number[];
  notActivatedSpotId?: number;
  scheduledActivationSpotId?: number;
  translatedSpotIds: number[];
}

export interface SeedResult {
  /** False when the database already had pop-ups and nothing was done. */
  seeded: boolean;
  counts: Record<string, number>;
  files: number;
  durationMs: number;
  cases?: SeedCases;
}

/** Any fixed number; two seeds started at once (several app instances) queue on it. */
const SEED_LOCK_KEY = 0x706f7073656564n; // 'popseed'

const TYPE_LABELS: Record<SpotTypeSeed, string> = {
  STORE: 'POP-UP STORE',
  EXHIBITION: 'EXHIBITION',
  EVENT: 'EVENT',
  FESTIVAL: 'FESTIVAL',
  PARTNER: 'POPSPOT PASS',
  POPSPOT_STORE: 'POPSPOT STORE',
};

async function hasSpots(db: Pick<Database, 'execute'>): Promise<boolean> {
  const result = await db.execute<{ seeded: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM spots) AS seeded`);
  return Boolean(result.rows[0]?.seeded);
}

async function renderImages(planned: PlannedSpot[]): Promise<SeedImages> {
  const bases = [...new Set(planned.map((p) => p.basePosition))].sort((a, b) => a - b);
  const jobs: (() => Promise<void>)[] = [];
  const images: SeedImages = {
    hero: new Map(),
    details: new Map(),
    reviewPhotos: [],
    partnerCovers: [],
    magazineCovers: [],
    magazineInline: [],
  };
  // Heroes carry the spot's name; detail images are shared by spots of the same design
  // group (position mod 6, which also fixes their count), so encoding stays a few seconds.
  const detailGroups = new Map<number, GeneratedImage[]>();
  for (const position of bases) {
    const seed = SPOT_SEEDS[position - 1];
    jobs.push(
      async () =>
        void images.hero.set(position, await heroImage(seed.latin, TYPE_LABELS[seed.type], position, position)),
    );
    const group = position % DETAIL_GROUPS;
    if (!detailGroups.has(group)) {
      const detailCount = detailImageCount(position);
      const list = new Array<GeneratedImage>(detailCount);
      detailGroups.set(group, list);
      for (let i = 0; i < detailCount; i++) {
        jobs.push(async () => void (list[i] = await detailImage('POPSPOT', i + 1, detailCount, group * 3)));
      }
    }
    images.details.set(position, detailGroups.get(group)!);
  }
  images.reviewPhotos = new Array<GeneratedImage>(8);
  for (let i = 0; i < 8; i++) jobs.push(async () => void (images.reviewPhotos[i] = await reviewPhoto(i)));
  images.partnerCovers = new Array<GeneratedImage>(PARTNER_SEEDS.length);
  PARTNER_SEEDS.forEach((p, i) =>
    jobs.push(
      async () => void (images.partnerCovers[i] = await coverImage(p.latin, p.categories.join(' · '), i + 2, i)),
    ),
  );
  images.magazineCovers = new Array<GeneratedImage>(MAGAZINE_SEEDS.length);
  MAGAZINE_SEEDS.forEach((m, i) =>
    jobs.push(
      async () => void (images.magazineCovers[i] = await coverImage(m.latin, 'POPSPOT MAGAZINE', i + 5, i + 1)),
    ),
  );
  images.magazineInline = new Array<GeneratedImage>(3);
  for (let i = 0; i < 3; i++)
    jobs.push(async () => void (images.magazineInline[i] = await coverImage('', 'POPSPOT MAGAZINE', i + 7, i + 2)));
  // sharp runs each job on libuv's pool; a few in flight keep both cores busy.
  await mapLimit(jobs, 4, (job) => job());
  return images;
}

/**
 * Draws the demo artwork and its variants into the per-machine cache (variant-cache.ts)
 * without touching a database: the API suite does it once per run before its test files
 * seed in parallel, so a machine's first run encodes each image once, not once per file.
 */
export async function prepareSeedImages(spots: number = BASE_SPOT_COUNT): Promise<void> {
  await renderImages(planSpots(spots, new SeedClock(new Date())));
}

/**
 * Fills an empty, migrated database with the demo data: pop-ups in every type and period
 * state, reviews, queues, picks, votes, chat, magazine, partners and the demo user's inbox.
 *
 * Idempotent: it does nothing when the database already has any pop-up (so a second run,
 * or `npm run demo` on a used database, changes nothing). The check and all
 * inserts run in one transaction under an advisory lock, so two concurrent seeds cannot
 * both insert. Generated images go to UPLOAD_DIR through file-storage.
 *
 * Deterministic: a seeded PRNG, and every date relative to `now` in Asia/Seoul days.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const clock = new SeedClock(options.now ?? new Date());
  const spotCount = Math.max(1, Math.floor(options.spots ?? BASE_SPOT_COUNT));

  if (await hasSpots(db)) return { seeded: false, counts: {}, files: 0, durationMs: Date.now() - started };

  const planned = planSpots(spotCount, clock);
  const images = await renderImages(planned);

  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY.toString()}::bigint)`);
    if (await hasSpots(tx)) return null;

    const base: Omit<SeedContext, 'users'> = {
      tx,
      clock,
      images,
      files: new Map(),
      counts: {},
      spots: [],
      categoryIds: new Map(),
      metricIds: [],
      companyIds: new Map(),
    };
    const users = await seedPeople(base);
    const ctx: SeedContext = { ...base, users };
    await seedReferenceData(ctx);
    await seedSpots(ctx, planned);
    await seedReviews(ctx);
    await seedActivity(ctx);
    await seedQueues(ctx);
    await seedPopspotReservations(ctx);
    // After every kind of ticket: it goes on from each line's counter.
    await seedVerifiedVisits(ctx);
    await seedInbox(ctx);
    await seedCommunity(ctx);
    await seedPartners(ctx);
    await seedEditorial(ctx);
    // The search dictionary (suggestions, typo correction) of the pop-ups just written.
    await refreshSearchTerms(tx);

    // Files last: a failure here rolls the rows back, so no row points at a missing file
    // (a leftover file without a row is harmless and overwritten by the next run). Each
    // image goes with its variants, made before the transaction (renderImages).
    await mapLimit([...ctx.files.entries()], 8, ([key, image]) => putImage(key, image.bytes, image.variants));

    const idAt = (position: number) => ctx.spots.find((s) => !s.isExtra && s.position === position)?.id;
    const cases: SeedCases = {
      demoUserId: users.demoId,
      flagshipSpotId: idAt(SPOT_CASE_INDEX.flagship),
      preReservationSoonSpotId: idAt(SPOT_CASE_INDEX.preReservationSoon),
      preReservationInTwoDaysSpotId: idAt(SPOT_CASE_INDEX.preReservationInTwoDays),
      popspotReservationSpotId: idAt(SPOT_CASE_INDEX.popspotReservation),
      deletedSpotIds: SPOT_CASE_INDEX.deleted.map(idAt).filter((id): id is number => id !== undefined),
      notActivatedSpotId: idAt(SPOT_CASE_INDEX.notActivated),
      scheduledActivationSpotId: idAt(SPOT_CASE_INDEX.scheduledActivation),
      translatedSpotIds: Object.keys(SPOT_TRANSLATION_SEEDS)
        .map((p) => idAt(Number(p)))
        .filter((id): id is number => id !== undefined),
    };
    return { counts: ctx.counts, files: ctx.files.size, cases };
  });

  if (!outcome) return { seeded: false, counts: {}, files: 0, durationMs: Date.now() - started };
  return { seeded: true, ...outcome, durationMs: Date.now() - started };
}
