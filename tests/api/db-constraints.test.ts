import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { pgErrorInfo, type PgErrorInfo } from '@/server/db/errors';
import {
  picks,
  queueTickets,
  reservationNotifications,
  reviews,
  spotQueues,
  spots,
  userIdentities,
  users,
  votes,
} from '@/server/db/schema';
import { periodTypeSql } from '@/server/db/sql/period-type';
import { createTestDatabase, type TestDatabase } from '@/tests/utils/test-db';

/**
 * The product's uniqueness promises are database constraints (ARCHITECTURE "Data"), so
 * they hold under concurrent requests. These tests insert directly, without services, and
 * expect PostgreSQL itself to refuse. They run on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */

let testDb: TestDatabase;
let db: Database;
let userA: number;
let userB: number;
let spotId: number;

/** Runs a statement that must fail and returns the PostgreSQL error it failed with. */
async function failure(statement: PromiseLike<unknown>): Promise<PgErrorInfo> {
  try {
    await statement;
  } catch (error) {
    const info = pgErrorInfo(error);
    if (!info) throw error;
    return info;
  }
  throw new Error('expected the statement to be refused by the database');
}

let nicknameCounter = 0;
async function createUser(): Promise<number> {
  nicknameCounter += 1;
  const [row] = await db
    .insert(users)
    .values({ nickname: `테스터${nicknameCounter}` })
    .returning({ id: users.id });
  return row.id;
}

async function createSpot(title: string, openDate = '2026-11-01', closeDate: string | null = null) {
  const [row] = await db
    .insert(spots)
    .values({
      title,
      type: 'STORE',
      openDate,
      closeDate,
      address: '서울 성동구 성수동2가 1',
      latitude: 37.5446,
      longitude: 127.0557,
      activatedAt: new Date(),
    })
    .returning({ id: spots.id });
  return row.id;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  userA = await createUser();
  userB = await createUser();
  spotId = await createSpot('성수동 팝업 스토어');
});

afterAll(async () => {
  await testDb?.close();
});

describe('picks', () => {
  it('allows one pick per user and spot', async () => {
    await db.insert(picks).values({ userId: userA, type: 'POPUP', referenceId: spotId });
    const error = await failure(db.insert(picks).values({ userId: userA, type: 'POPUP', referenceId: spotId }));
    expect(error).toMatchObject({ code: '23505', constraint: 'picks_user_type_reference_uq' });
    // Another user may pick the same spot.
    await db.insert(picks).values({ userId: userB, type: 'POPUP', referenceId: spotId });
  });
});

describe('votes', () => {
  it('allows one vote per signed-in user and spot', async () => {
    await db.insert(votes).values({ spotId, userId: userA, optionType: 'LEFT' });
    const error = await failure(db.insert(votes).values({ spotId, userId: userA, optionType: 'RIGHT' }));
    expect(error).toMatchObject({ code: '23505', constraint: 'votes_spot_user_uq' });
  });

  it('allows one anonymous vote per session and spot', async () => {
    await db.insert(votes).values({ spotId, sessionId: 'session-1', optionType: 'LEFT' });
    const error = await failure(db.insert(votes).values({ spotId, sessionId: 'session-1', optionType: 'RIGHT' }));
    expect(error).toMatchObject({ code: '23505', constraint: 'votes_spot_session_anonymous_uq' });
    // The session index covers anonymous votes only: a user signing in on that session
    // still has their own vote.
    await db.insert(votes).values({ spotId, userId: userB, sessionId: 'session-1', optionType: 'RIGHT' });
  });

  it('refuses a vote with neither user nor session', async () => {
    const error = await failure(db.insert(votes).values({ spotId, optionType: 'LEFT' }));
    expect(error).toMatchObject({ code: '23514', constraint: 'votes_voter_ck' });
  });
});

describe('reviews', () => {
  const registered = (userId: number) => ({
    userId,
    spotId,
    status: 'REGISTERED' as const,
    score: 5,
    content: '굿즈가 다양하고 직원분들이 친절했어요.',
    registeredAt: new Date(),
  });

  it('allows any number of drafts but one registered review per user and spot', async () => {
    await db.insert(reviews).values({ userId: userA, spotId });
    await db.insert(reviews).values({ userId: userA, spotId });
    const [first] = await db.insert(reviews).values(registered(userA)).returning({ id: reviews.id });

    const error = await failure(db.insert(reviews).values(registered(userA)));
    expect(error).toMatchObject({ code: '23505', constraint: 'reviews_user_spot_registered_uq' });

    // Turning a draft into a second registered review is refused the same way.
    const [draft] = await db.insert(reviews).values({ userId: userA, spotId }).returning({ id: reviews.id });
    const updateError = await failure(
      db
        .update(reviews)
        .set({ status: 'REGISTERED', score: 4, content: '두 번째 리뷰입니다 열 글자 이상', registeredAt: new Date() })
        .where(eq(reviews.id, draft.id)),
    );
    expect(updateError.code).toBe('23505');

    // Another user is unaffected.
    await db.insert(reviews).values(registered(userB));

    // A deleted review frees the place.
    await db.update(reviews).set({ deletedAt: new Date() }).where(eq(reviews.id, first.id));
    await db.insert(reviews).values(registered(userA));
  });

  it('keeps scores within 1..5 and registered reviews complete', async () => {
    const score = await failure(db.insert(reviews).values({ userId: userB, spotId, status: 'TEMPORARY', score: 6 }));
    expect(score).toMatchObject({ code: '23514', constraint: 'reviews_score_ck' });

    const incomplete = await failure(
      db.insert(reviews).values({ userId: userB, spotId, status: 'REGISTERED', score: 3 }),
    );
    expect(incomplete).toMatchObject({ code: '23514', constraint: 'reviews_registered_complete_ck' });
  });
});

describe('queue tickets', () => {
  it('allows one active ticket per user and queue', async () => {
    const [queue] = await db.insert(spotQueues).values({ spotId, title: '현장 대기' }).returning({ id: spotQueues.id });

    const [first] = await db
      .insert(queueTickets)
      .values({ queueId: queue.id, userId: userA, ticketNumber: 1 })
      .returning({ id: queueTickets.id });

    const error = await failure(db.insert(queueTickets).values({ queueId: queue.id, userId: userA, ticketNumber: 2 }));
    expect(error).toMatchObject({ code: '23505', constraint: 'queue_tickets_queue_user_active_uq' });

    // CALLED is still active.
    await db.update(queueTickets).set({ status: 'CALLED', calledAt: new Date() }).where(eq(queueTickets.id, first.id));
    expect(
      (await failure(db.insert(queueTickets).values({ queueId: queue.id, userId: userA, ticketNumber: 3 }))).code,
    ).toBe('23505');

    // A cancelled ticket does not block joining again.
    await db
      .update(queueTickets)
      .set({ status: 'CANCELED', canceledAt: new Date() })
      .where(eq(queueTickets.id, first.id));
    await db.insert(queueTickets).values({ queueId: queue.id, userId: userA, ticketNumber: 4 });

    // Ticket numbers are unique within a queue.
    const number = await failure(db.insert(queueTickets).values({ queueId: queue.id, userId: userB, ticketNumber: 4 }));
    expect(number).toMatchObject({ code: '23505', constraint: 'queue_tickets_queue_number_uq' });
  });
});

describe('reservation notifications', () => {
  it('allows each offset once per user and spot', async () => {
    await db.insert(reservationNotifications).values({ userId: userA, spotId, remindOffsetMinutes: 60 });
    await db.insert(reservationNotifications).values({ userId: userA, spotId, remindOffsetMinutes: 10 });
    const error = await failure(
      db.insert(reservationNotifications).values({ userId: userA, spotId, remindOffsetMinutes: 60 }),
    );
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'reservation_notifications_user_spot_offset_uq',
    });
  });
});

describe('users', () => {
  it('keeps nicknames unique among live users, ignoring case', async () => {
    const [first] = await db.insert(users).values({ nickname: 'PopFan' }).returning({ id: users.id });
    const error = await failure(db.insert(users).values({ nickname: 'popfan' }));
    expect(error).toMatchObject({ code: '23505', constraint: 'users_nickname_live_uq' });

    // Deleting the account frees the nickname.
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, first.id));
    await db.insert(users).values({ nickname: 'popfan' });
  });

  it('gives a provider account to one user only', async () => {
    const [a, b] = [await createUser(), await createUser()];
    await db.insert(userIdentities).values({ userId: a, provider: 'NAVER', subject: 'naver-1' });
    const error = await failure(db.insert(userIdentities).values({ userId: b, provider: 'NAVER', subject: 'naver-1' }));
    expect(error).toMatchObject({ code: '23505', constraint: 'user_identities_provider_subject_uq' });
    // The same id at another provider is another person.
    await db.insert(userIdentities).values({ userId: b, provider: 'KAKAO', subject: 'naver-1' });
  });

  it('refuses nicknames outside 2..32 characters', async () => {
    const error = await failure(db.insert(users).values({ nickname: '팝' }));
    expect(error).toMatchObject({ code: '23514', constraint: 'users_nickname_length_ck' });
  });
});

describe('Korean search with pg_trgm', () => {
  it('finds a Korean substring with ILIKE and scores similarity', async () => {
    await createSpot('잠실 캐릭터 팝업');
    const found = await db
      .select({ title: spots.title })
      .from(spots)
      .where(sql`${spots.title} ILIKE ${'%성수%'}`);
    expect(found.map((row) => row.title)).toEqual(['성수동 팝업 스토어']);

    const { rows } = await db.execute<{ score: number }>(sql`SELECT similarity('성수동 팝업', '성수') AS score`);
    expect(Number(rows[0].score)).toBeGreaterThan(0);
  });

  it('can answer a 3+ character ILIKE from the trigram index', async () => {
    // A two-syllable pattern like '성수' yields no complete trigram, so PostgreSQL must scan
    // the whole index for it (still correct, see above); three or more characters are
    // answered from the index. Sequential scans are disabled only inside this transaction.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN SELECT id FROM spots WHERE title ILIKE '%성수동%'`,
      );
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('spots_title_trgm_idx');
  });
});

describe('period type', () => {
  it('derives READY / IN_PROGRESS / ENDED from Seoul calendar days', async () => {
    const ready = await createSpot('오픈 예정 팝업', '2026-12-01', '2026-12-10');
    const running = await createSpot('진행 중 팝업', '2026-11-20', null);
    const ended = await createSpot('종료 팝업', '2026-11-01', '2026-11-20');
    // 2026-11-20T15:30Z is already 2026-11-21 00:30 in Seoul: the spot that closed on
    // 11/20 has just ended there, although it is still 11/20 in UTC.
    const now = new Date('2026-11-20T15:30:00Z');
    const rows = await db
      .select({ id: spots.id, periodType: periodTypeSql(undefined, now) })
      .from(spots)
      .where(and(sql`${spots.id} IN (${ready}, ${running}, ${ended})`));
    const byId = Object.fromEntries(rows.map((row) => [row.id, row.periodType]));
    expect(byId).toEqual({ [ready]: 'READY', [running]: 'IN_PROGRESS', [ended]: 'ENDED' });
  });
});
