import 'server-only';
import type { spots } from '../schema';
import { addDays, daysBetween, type SeedClock } from './clock';
import { CATEGORY_SEEDS, type CategorySlug } from './data/categories';
import {
  ADDITIONAL_INFO_LINES,
  BENEFIT_POOL,
  CATEGORY_PARAGRAPHS,
  NOTICE_LINES,
  OPERATION_TIME_PATTERNS,
} from './data/content';
import { AREAS, type AreaKey } from './data/regions';
import { SPOT_CASE_INDEX, SPOT_SEEDS, type PeriodSeed, type SpotSeed } from './data/spots';
import { randomFor, type SeededRandom } from './random';

type SpotInsert = typeof spots.$inferInsert;

type WebsiteType = 'WEB' | 'INSTAGRAM' | 'FACEBOOK' | 'POPSPOT_PASS';

export interface PlannedSpot {
  /** 1-based position in insertion order (= id on a fresh database). */
  position: number;
  /** 1-based position of the SPOT_SEEDS entry it comes from (extras repeat a base entry). */
  basePosition: number;
  seed: SpotSeed;
  isExtra: boolean;
  period: PeriodSeed;
  /** Activated, not deleted, activation not in the future. */
  isPublic: boolean;
  isDeleted: boolean;
  row: SpotInsert;
  categorySlugs: CategorySlug[];
  benefits: { key: string; value: string | null }[];
  /** Path templates; '{id}' is replaced by the spot id once known. */
  websites: { type: WebsiteType; path: string }[];
  detailImageCount: number;
  companyKey?: string;
}

const AREA_TAGS: Record<AreaKey, string> = {
  seongsu1: '성수',
  seongsu2: '성수',
  jamsil: '잠실',
  hongdae: '홍대',
  sinchon: '신촌',
  gangnam: '강남',
  sinsa: '가로수길',
  hannam: '한남',
  itaewon: '이태원',
  yeouido: '여의도',
  ikseon: '익선동',
  samcheong: '삼청동',
  banpo: '반포',
  pangyo: '판교',
  songdo: '송도',
  haeundae: '해운대',
  gwangan: '광안리',
};

const ADDRESS_DETAILS = ['1층', '지하 1층', '1-2층', '2층', 'B동 1층', null, null];

/** Detail images come in this many shared designs (a multiple of 3, see detailImageCount). */
export const DETAIL_GROUPS = 6;

/** 2 to 4 detail images per spot. */
export function detailImageCount(basePosition: number): number {
  return 2 + (basePosition % 3);
}

export function slugOf(latin: string): string {
  return latin
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');
}

function periodDates(
  period: PeriodSeed,
  r: SeededRandom,
  clock: SeedClock,
  position: number,
): { open: string; close: string | null } {
  switch (period) {
    case 'R': {
      if (position === SPOT_CASE_INDEX.preReservationSoon) return { open: clock.day(3), close: clock.day(24) };
      if (position === SPOT_CASE_INDEX.preReservationInTwoDays) return { open: clock.day(5), close: clock.day(19) };
      const open = clock.day(r.int(2, 21));
      return { open, close: addDays(open, r.int(7, 30)) };
    }
    case 'RT':
      return { open: clock.day(r.int(3, 14)), close: null };
    case 'P':
      return { open: clock.day(-r.int(1, 25)), close: clock.day(r.int(1, 30)) };
    case 'P0':
      return { open: clock.today, close: clock.day(14) };
    case 'PC':
      return { open: clock.day(-20), close: clock.today };
    case 'T':
      return { open: clock.day(-r.int(3, 30)), close: null };
    case 'E': {
      const close = clock.day(-r.int(1, 20));
      return { open: addDays(close, -r.int(7, 40)), close };
    }
  }
}

/** Pre-reservation windows: the special cases first, then a few past or running ones. */
function preReservation(
  p: { position: number; period: PeriodSeed; seed: SpotSeed; slug: string },
  open: string,
  r: SeededRandom,
  clock: SeedClock,
): Pick<
  SpotInsert,
  'preReservationLink' | 'preReservationStartedAt' | 'preReservationEndedAt' | 'isPopspotReservation'
> {
  const link = `https://booking.example/${p.slug}`;
  if (p.position === SPOT_CASE_INDEX.preReservationSoon) {
    return {
      preReservationLink: link,
      preReservationStartedAt: clock.later({ minutes: 25 }),
      preReservationEndedAt: clock.later({ days: 3 }),
      isPopspotReservation: false,
    };
  }
  if (p.position === SPOT_CASE_INDEX.preReservationInTwoDays) {
    const start = clock.at(clock.day(2), 20);
    return {
      preReservationLink: link,
      preReservationStartedAt: start,
      preReservationEndedAt: clock.at(clock.day(4), 23, 59),
      isPopspotReservation: false,
    };
  }
  if (p.seed.type === 'POPSPOT_STORE' && (p.period === 'P' || p.period === 'R')) {
    // Booked on Popspot itself: the link is the in-app reservation page.
    const start = p.period === 'R' ? clock.at(clock.day(1), 12) : clock.at(addDays(open, -7), 12);
    return {
      preReservationLink: '/reservation/popup/{id}',
      preReservationStartedAt: start,
      preReservationEndedAt: clock.at(addDays(open, 20), 23, 59),
      isPopspotReservation: true,
    };
  }
  const eligible =
    p.seed.categories.includes('fandom') || p.seed.categories.includes('character') || p.position % 7 === 1;
  if (!eligible || p.period === 'E' || p.period === 'PC') return { isPopspotReservation: false };
  if (p.period === 'R' || p.period === 'RT') {
    // Open right now (started yesterday), or opening some evening before the pop-up does
    // (never after the window's end, the eve of the opening day).
    const daysToOpen = daysBetween(clock.today, open);
    const start =
      daysToOpen >= 3 && r.chance(0.5) ? clock.at(clock.day(r.int(1, daysToOpen - 2)), 20) : clock.ago({ days: 1 });
    return {
      preReservationLink: link,
      preReservationStartedAt: start,
      preReservationEndedAt: clock.at(addDays(open, -1), 23, 59),
      isPopspotReservation: false,
    };
  }
  // Running pop-ups: the window lay before the opening and may still be open.
  const start = clock.at(addDays(open, -r.int(7, 14)), 20);
  const end = r.chance(0.4) ? clock.later({ days: r.int(1, 5) }) : clock.at(addDays(open, -1), 23, 59);
  return {
    preReservationLink: link,
    preReservationStartedAt: start,
    preReservationEndedAt: end,
    isPopspotReservation: false,
  };
}

function benefitsFor(position: number, r: SeededRandom): { key: string; value: string | null }[] {
  if (position === SPOT_CASE_INDEX.flagship) {
    return [BENEFIT_POOL[0], BENEFIT_POOL[6], BENEFIT_POOL[3], BENEFIT_POOL[8]];
  }
  if (!r.chance(0.6)) return [];
  const valid = BENEFIT_POOL.filter((b) => b.value && b.value.trim());
  const picked = r.sample(valid, r.int(1, 2));
  // Every fifth spot with benefits also has a blank line the API must drop.
  if (position % 5 === 0) picked.push(r.pick(BENEFIT_POOL.filter((b) => !b.value || !b.value.trim())));
  return picked;
}

function websitesFor(
  position: number,
  seed: SpotSeed,
  slug: string,
  r: SeededRandom,
): { type: WebsiteType; path: string }[] {
  const all = position === SPOT_CASE_INDEX.flagship;
  const out: { type: WebsiteType; path: string }[] = [];
  if (all || r.chance(0.7)) out.push({ type: 'WEB', path: `https://${slug}.example` });
  if (all || r.chance(0.85)) out.push({ type: 'INSTAGRAM', path: `https://www.instagram.com/${slug}.popup` });
  if (all || r.chance(0.2)) out.push({ type: 'FACEBOOK', path: `https://www.facebook.com/${slug}.popup` });
  if (all || seed.type === 'PARTNER' || seed.type === 'POPSPOT_STORE')
    out.push({ type: 'POPSPOT_PASS', path: '/pass/popup/{id}' });
  return out;
}

function planOne(
  position: number,
  basePosition: number,
  seed: SpotSeed,
  isExtra: boolean,
  clock: SeedClock,
  cycle: number,
): PlannedSpot {
  const r = randomFor(`spot:${position}`);
  const area = AREAS[seed.area];
  const slug = slugOf(seed.latin);
  // Extras (benchmarks) spread further around their area so the map does not stack them.
  const spread = area.spread * (isExtra ? 4 : 1);
  const latitude = Number((area.latitude + r.float(-spread, spread)).toFixed(6));
  const longitude = Number((area.longitude + r.float(-spread, spread) * 1.25).toFixed(6));
  const road = `${r.pick(area.roads)} ${r.int(3, 120)}`;
  const lot = `${area.lotBase + r.int(0, 60)}-${r.int(1, 80)}`;
  const { open, close } = periodDates(seed.period, r, clock, isExtra ? -1 : position);

  const isDeleted = !isExtra && (SPOT_CASE_INDEX.deleted as readonly number[]).includes(position);
  let activatedAt: Date | null;
  if (!isExtra && position === SPOT_CASE_INDEX.notActivated) activatedAt = null;
  else if (!isExtra && position === SPOT_CASE_INDEX.scheduledActivation) activatedAt = clock.later({ days: 3 });
  else if (seed.period === 'R' || seed.period === 'RT') activatedAt = clock.ago({ hours: r.int(2, 240) });
  else activatedAt = clock.clampPast(new Date(clock.at(open, 10).getTime() - r.int(2, 10) * 86_400_000));
  const createdAt = activatedAt
    ? new Date(Math.min(activatedAt.getTime(), clock.now.getTime()) - 86_400_000)
    : clock.ago({ days: 5 });

  const categoryParagraphs = CATEGORY_PARAGRAPHS[seed.categories[0]];
  const content = `${seed.desc}\n\n${r.pick(categoryParagraphs)}`;
  const notice = r.chance(0.85) ? r.sample(NOTICE_LINES, r.int(2, 3)).join('\n') : null;
  const additionalInformation = r.chance(0.8) ? r.sample(ADDITIONAL_INFO_LINES, r.int(2, 3)).join('\n') : null;
  const operationTime =
    seed.type === 'FESTIVAL' ? ['매일 12:00 - 22:00', '우천 시 일부 프로그램 취소'] : r.pick(OPERATION_TIME_PATTERNS);
  const categoryNames = seed.categories.map(
    (slugValue) => CATEGORY_SEEDS.find((c) => c.slug === slugValue)?.name ?? slugValue,
  );
  const tags = [...new Set([AREA_TAGS[seed.area], ...categoryNames, ...(seed.tags ?? [])])];

  const title = isExtra ? `${seed.title} ${cycle + 1}호점` : seed.title;
  const pre = preReservation({ position: isExtra ? -1 : position, period: seed.period, seed, slug }, open, r, clock);

  const row: SpotInsert = {
    title,
    name: seed.brand,
    type: seed.type,
    openDate: open,
    closeDate: close,
    operationTime,
    address: `${area.depth1} ${area.depth2} ${area.dong} ${lot}`,
    roadAddress: `${area.depth1} ${area.depth2} ${road}`,
    addressDetail: r.pick(ADDRESS_DETAILS),
    latitude,
    longitude,
    regionCode: area.regionCode,
    region1DepthName: area.depth1,
    region2DepthName: area.depth2,
    notice,
    content,
    additionalInformation,
    tags,
    entryFee: entryFeeFor(seed.type, position),
    // Benchmark copies have no view-log rows; their counter is set here, at insert, rather
    // than by an UPDATE of every row afterwards (a second version of 100,000 rows).
    ...(isExtra ? { viewCount: ((position * 37) % 900) + (position % 23) } : {}),
    ...pre,
    activatedAt,
    createdAt,
    updatedAt: createdAt,
    deletedAt: isDeleted ? clock.ago({ days: position === SPOT_CASE_INDEX.deleted[0] ? 2 : 10 }) : null,
  };

  return {
    position,
    basePosition,
    seed,
    isExtra,
    period: seed.period,
    isPublic: !isDeleted && activatedAt !== null && activatedAt.getTime() <= clock.now.getTime(),
    isDeleted,
    row,
    categorySlugs: seed.categories,
    benefits: benefitsFor(isExtra ? -1 : position, r),
    websites: websitesFor(isExtra ? -1 : position, seed, slug, r),
    detailImageCount: detailImageCount(basePosition),
    companyKey: seed.type === 'POPSPOT_STORE' ? 'popspot' : seed.company,
  };
}

/**
 * Admission: exhibitions and some festivals charge, pop-up stores are free to enter.
 * Derived from the position, not drawn from the PRNG, so other seeded values don't shift.
 */
function entryFeeFor(type: SpotInsert['type'], position: number): number {
  if (type === 'EXHIBITION') return [15000, 18000, 20000, 12000][position % 4];
  if (type === 'FESTIVAL') return position % 2 === 0 ? 10000 : 0;
  return 0;
}

/**
 * The pop-ups to insert: the base list (or its first `count` entries), then, for
 * benchmarks asking for more, copies of the public base entries ('… 2호점') around the
 * same areas.
 */
export function planSpots(count: number, clock: SeedClock): PlannedSpot[] {
  const planned: PlannedSpot[] = [];
  const baseCount = Math.min(count, SPOT_SEEDS.length);
  for (let i = 0; i < baseCount; i++) planned.push(planOne(i + 1, i + 1, SPOT_SEEDS[i], false, clock, 0));
  const special = new Set<number>([
    ...SPOT_CASE_INDEX.deleted,
    SPOT_CASE_INDEX.notActivated,
    SPOT_CASE_INDEX.scheduledActivation,
  ]);
  const reusable = SPOT_SEEDS.map((seed, i) => ({ seed, position: i + 1 })).filter((s) => !special.has(s.position));
  for (let position = baseCount + 1; position <= count; position++) {
    const k = position - SPOT_SEEDS.length - 1;
    const base = reusable[k % reusable.length];
    planned.push(planOne(position, base.position, base.seed, true, clock, Math.floor(k / reusable.length) + 1));
  }
  return planned;
}
