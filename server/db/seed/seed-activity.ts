import 'server-only';
import { sql } from 'drizzle-orm';
import {
  picks,
  reviewFiles,
  reviewReactions,
  reviews,
  reviewSelectedMetrics,
  searchKeywordLogs,
  spots,
  spotViewLogs,
  votes,
} from '../schema';
import { addDays, daysBetween } from './clock';
import { REVIEW_TEXTS, REVIEW_TEXTS_BY_CATEGORY } from './data/content';
import { SPOT_CASE_INDEX } from './data/spots';
import { count, spotAt, type SeedContext, type SeededSpot } from './context';
import { insertAll, insertReturningIds } from './insert';
import { seedImageKey } from './images';
import { randomFor, type SeededRandom } from './random';

type ReviewInsert = typeof reviews.$inferInsert;

const HOUR = 3_600_000;

function isOpenOrDone(s: SeededSpot): boolean {
  return s.period !== 'R' && s.period !== 'RT';
}

function reviewTextFor(score: number, s: SeededSpot, r: SeededRandom): string {
  if (score >= 4 && r.chance(0.5)) return r.pick(REVIEW_TEXTS_BY_CATEGORY[s.categorySlugs[0]]);
  if (score === 5) return r.pick(REVIEW_TEXTS.great);
  if (score === 4) return r.pick(r.chance(0.6) ? REVIEW_TEXTS.great : REVIEW_TEXTS.good);
  if (score === 3) return r.pick(r.chance(0.5) ? REVIEW_TEXTS.good : REVIEW_TEXTS.meh);
  if (score === 2) return r.pick(REVIEW_TEXTS.meh);
  return r.pick(REVIEW_TEXTS.bad);
}

interface PlannedReview {
  row: ReviewInsert;
  metricIds: number[];
  photoCount: number;
  spot: SeededSpot;
}

/** Registered reviews (with metrics, images and helpful marks) and a few drafts. */
export async function seedReviews(ctx: SeedContext): Promise<void> {
  const { tx, clock, users } = ctx;
  const r = randomFor('reviews');
  const planned: PlannedReview[] = [];

  // Visits up to yesterday (the demo user's one is today): a review written "today at
  // 15:00" would lie in the future when the seed runs in the morning.
  const yesterday = clock.day(-1);
  const visitFor = (s: SeededSpot): string => {
    const open = s.row.openDate;
    const last = s.row.closeDate && s.row.closeDate < yesterday ? s.row.closeDate : yesterday;
    const from = open > addDays(last, -45) ? open : addDays(last, -45);
    return addDays(from, r.int(0, Math.max(0, daysBetween(from, last))));
  };

  const makeReview = (
    s: SeededSpot,
    userId: number,
    score: number,
    content: string,
    photoChance: number,
    visit?: { day: string; at: Date },
  ): void => {
    const visitDate = visit?.day ?? visitFor(s);
    const visitedAt = clock.at(visitDate, r.int(12, 21), r.int(0, 59));
    const later = new Date(visitedAt.getTime() + r.int(0, 2) * 24 * HOUR);
    const registeredAt = visit?.at ?? (later < clock.now ? later : visitedAt);
    const metricCount = score >= 4 ? r.int(1, 3) : score === 3 ? r.int(1, 2) : 1;
    planned.push({
      row: {
        userId,
        spotId: s.id,
        status: 'REGISTERED',
        score,
        content,
        visitDate,
        registeredAt,
        createdAt: new Date(registeredAt.getTime() - 5 * 60_000),
        updatedAt: registeredAt,
      },
      metricIds: r.sample(ctx.metricIds, metricCount),
      // Benchmark copies get no photos: one file per photo would mean tens of thousands of files.
      photoCount: s.isExtra ? 0 : r.chance(photoChance) ? r.int(1, 3) : 0,
      spot: s,
    });
  };

  for (const s of ctx.spots) {
    // Reviewable: open before today (a pop-up opening today has no visitors yet).
    if (!isOpenOrDone(s) || s.row.openDate >= clock.today || !s.row.activatedAt || (!s.isPublic && !s.isDeleted))
      continue;
    const flagship = !s.isExtra && s.position === SPOT_CASE_INDEX.flagship;
    const n = flagship ? 26 : s.isDeleted ? 3 : s.isExtra ? r.int(0, 3) : r.chance(0.15) ? 0 : r.int(1, 12);
    for (const userId of r.sample(users.regular, n)) {
      const score = r.weighted([
        [5, 0.45],
        [4, 0.3],
        [3, 0.14],
        [2, 0.07],
        [1, 0.04],
      ] as const);
      makeReview(s, userId, score, reviewTextFor(score, s, r), flagship ? 0.4 : 0.18);
    }
  }

  // The demo user's one review: the character pop-up they queued for and entered today
  // (seed-queues.ts gives them an ENTERED ticket there).
  const demoSpot = spotAt(ctx, 3);
  if (demoSpot && demoSpot.isPublic) {
    const text = '대형 버니 조형물이 정말 귀여웠어요! 원격 줄서기로 기다려서 편했고 한정 키링도 샀어요.';
    makeReview(demoSpot, users.demoId, 5, text, 1, { day: clock.today, at: clock.ago({ minutes: 30 }) });
  }

  const ids = await insertReturningIds(
    tx,
    reviews,
    planned.map((p) => p.row),
  );
  count(ctx, 'reviews', ids.length);

  const selected = planned.flatMap((p, i) => p.metricIds.map((metricId) => ({ reviewId: ids[i], metricId })));
  count(ctx, 'review_selected_metrics', await insertAll(tx, reviewSelectedMetrics, selected));

  const files: (typeof reviewFiles.$inferInsert)[] = [];
  planned.forEach((p, i) => {
    for (let n = 0; n < p.photoCount; n++) {
      const photo = ctx.images.reviewPhotos[(ids[i] + n) % ctx.images.reviewPhotos.length];
      const key = seedImageKey(`reviews/${ids[i]}`, `seed-${n + 1}`, photo);
      ctx.files.set(key, photo);
      files.push({
        reviewId: ids[i],
        path: key,
        width: photo.width,
        height: photo.height,
        byteSize: photo.bytes.length,
        sortOrder: n,
        createdAt: p.row.registeredAt ?? clock.now,
      });
    }
  });
  count(ctx, 'review_files', await insertAll(tx, reviewFiles, files));

  // Helpful marks from other users; the demo user found three flagship reviews helpful.
  const reactions: (typeof reviewReactions.$inferInsert)[] = [];
  const voters = [...users.regular, users.demoId];
  let demoMarks = 0;
  planned.forEach((p, i) => {
    // Helpful marks on benchmark copies would add hundreds of thousands of rows nobody reads.
    if (p.spot.isExtra) return;
    const flagship = !p.spot.isExtra && p.spot.position === SPOT_CASE_INDEX.flagship;
    const helpers = new Set(
      r.sample(
        voters.filter((u) => u !== p.row.userId && u !== users.demoId),
        r.int(0, flagship ? 10 : 4),
      ),
    );
    if (flagship && demoMarks < 3) {
      helpers.add(users.demoId);
      demoMarks++;
    }
    const registeredAt = (p.row.registeredAt ?? clock.now).getTime();
    const minutesSince = Math.max(1, Math.floor((clock.now.getTime() - registeredAt) / 60_000));
    for (const userId of helpers) {
      reactions.push({
        reviewId: ids[i],
        userId,
        reactionType: 'HELPFUL',
        createdAt: clock.clampPast(new Date(registeredAt + r.int(1, minutesSince) * 60_000)),
      });
    }
  });
  count(ctx, 'review_reactions', await insertAll(tx, reviewReactions, reactions));

  // Drafts: the write modal was opened and left (they never show in lists).
  const running = ctx.spots.filter((s) => s.isPublic && (s.period === 'P' || s.period === 'T')).slice(0, 20);
  const drafts: ReviewInsert[] = r.sample(running, 4).map((s, i) => {
    const createdAt = clock.ago({ hours: r.int(1, 72) });
    return {
      userId: users.regular[(i * 7 + 3) % users.regular.length],
      spotId: s.id,
      status: 'TEMPORARY',
      score: i % 2 === 0 ? null : 4,
      content: i % 2 === 0 ? null : '다녀왔는데 생각보다',
      createdAt,
      updatedAt: createdAt,
    };
  });
  count(ctx, 'reviews (drafts)', await insertAll(tx, reviews, drafts));
}

/** Picks, votes, page-view logs and search-keyword logs. */
export async function seedActivity(ctx: SeedContext): Promise<void> {
  const { tx, clock, users } = ctx;
  const r = randomFor('activity');
  const publicSpots = ctx.spots.filter((s) => s.isPublic);
  const sessions = Array.from({ length: 300 }, () => r.uuid());

  // --- Picks -----------------------------------------------------------------------------
  const pickRows: (typeof picks.$inferInsert)[] = [];
  const picked = new Set<string>();
  const addPick = (userId: number, s: SeededSpot | undefined, createdAt: Date) => {
    if (!s || picked.has(`${userId}:${s.id}`)) return;
    picked.add(`${userId}:${s.id}`);
    const activated = s.row.activatedAt?.getTime() ?? clock.now.getTime();
    pickRows.push({
      userId,
      type: 'POPUP',
      referenceId: s.id,
      createdAt: new Date(Math.max(createdAt.getTime(), Math.min(activated, clock.now.getTime()))),
    });
  };
  // The demo user's picks: running, upcoming (calendar), ended and one since deleted.
  const demoPicks: [number, number][] = [
    [1, 50],
    [2, 240],
    [9, 26],
    [10, 3],
    [13, 480],
    [22, 150],
    [37, 960],
    [65, 120],
    [SPOT_CASE_INDEX.deleted[0], 360],
  ];
  for (const [position, hoursAgo] of demoPicks)
    addPick(users.demoId, spotAt(ctx, position), clock.ago({ hours: hoursAgo }));

  const flagship = spotAt(ctx, SPOT_CASE_INDEX.flagship);
  users.regular
    .slice(0, 22)
    .forEach((userId, i) => addPick(userId, flagship, clock.ago({ hours: i < 8 ? r.int(1, 23) : r.int(30, 600) })));
  for (const userId of users.regular) {
    for (const s of r.sample(publicSpots, r.int(2, Math.min(10, publicSpots.length)))) {
      const recent = r.chance(0.3);
      addPick(userId, s, clock.ago({ hours: recent ? r.int(1, 6 * 24) : r.int(7 * 24, 90 * 24) }));
    }
  }
  count(ctx, 'picks', await insertAll(tx, picks, pickRows));

  // --- Votes (pop-ups that have not ended) ------------------------------------------------
  const voteRows: (typeof votes.$inferInsert)[] = [];
  for (const s of publicSpots) {
    // Benchmark copies are not voted on (the vote section reads one spot at a time).
    if (s.period === 'E' || s.isExtra) continue;
    const isFlagship = s === flagship;
    for (const userId of r.sample(users.regular, isFlagship ? 25 : r.int(0, 12))) {
      voteRows.push({
        spotId: s.id,
        userId,
        sessionId: r.pick(sessions),
        optionType: r.chance(0.65) ? 'LEFT' : 'RIGHT',
        createdAt: clock.ago({ hours: r.int(1, 14 * 24) }),
      });
    }
    for (const sessionId of r.sample(sessions, isFlagship ? 15 : r.int(0, 8))) {
      voteRows.push({
        spotId: s.id,
        userId: null,
        sessionId,
        optionType: r.chance(0.6) ? 'LEFT' : 'RIGHT',
        createdAt: clock.ago({ hours: r.int(1, 14 * 24) }),
      });
    }
  }
  if (flagship)
    voteRows.push({
      spotId: flagship.id,
      userId: users.demoId,
      sessionId: null,
      optionType: 'LEFT',
      createdAt: clock.ago({ hours: 49 }),
    });
  count(ctx, 'votes', await insertAll(tx, votes, voteRows));

  // --- Page views of the last two weeks ---------------------------------------------------
  const viewRows: (typeof spotViewLogs.$inferInsert)[] = [];
  for (const s of publicSpots) {
    // Benchmark copies get a view count below instead of per-view rows.
    if (s.isExtra) continue;
    const n = s === flagship ? 120 : r.int(5, 40);
    for (let k = 0; k < n; k++) {
      viewRows.push({
        spotId: s.id,
        userId: r.chance(0.2) ? r.pick(users.regular) : null,
        sessionId: r.pick(sessions),
        createdAt: clock.ago({ minutes: r.int(1, 14 * 24 * 60) }),
      });
    }
  }
  count(ctx, 'spot_view_logs', await insertAll(tx, spotViewLogs, viewRows));
  // The total counter includes views from before the log window: logged views plus a
  // deterministic share per spot.
  await tx.execute(sql`
    UPDATE ${spots} AS s SET view_count = v.n + (s.id * 37) % 900
    FROM (SELECT spot_id, count(*)::int AS n FROM ${spotViewLogs} GROUP BY spot_id) AS v
    WHERE v.spot_id = s.id`);

  // --- Search keywords (ranking) --------------------------------------------------------------
  const keywordWeights: [string, number][] = [
    ['성수', 40],
    ['팝업', 35],
    ['캐릭터', 25],
    ['굿즈', 20],
    ['전시', 18],
    ['버니블룸', 14],
    ['향수', 13],
    ['잠실', 12],
    ['모노하우스', 10],
    ['홍대', 10],
    ['디저트', 10],
    ['성수 팝업', 9],
    ['포토카드', 8],
    ['크리스마스', 7],
    ['한남', 6],
    ['전통주', 4],
    ['부산', 3],
  ];
  const searchRows: (typeof searchKeywordLogs.$inferInsert)[] = [];
  for (const [keyword, weight] of keywordWeights) {
    for (let k = 0; k < weight; k++) {
      searchRows.push({
        keyword,
        sessionId: r.pick(sessions),
        userId: r.chance(0.3) ? r.pick(users.regular) : null,
        createdAt: clock.ago({ minutes: r.int(1, 7 * 24 * 60) }),
      });
    }
  }
  count(ctx, 'search_keyword_logs', await insertAll(tx, searchKeywordLogs, searchRows));
}
