import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NICKNAME_PATTERN, REVIEW_LIMITS } from '@/lib/constants';
import { imageVariantKeys } from '@/lib/image-variants';
import { weekGrid } from '@/lib/best-times';
import { waitModel, type CallOutcome } from '@/lib/estimate-wait';
import { periodType, seoulDayKey } from '@/lib/period-type';
import { DEMO_USER } from '@/server/auth/demo-user';
import type { Database } from '@/server/db/client';
import { userIdentities, users } from '@/server/db/schema';
import { resetServerEnvForTests } from '@/server/env';
import { fileExists } from '@/server/storage/file-storage';
import { createTestDatabase, type TestDatabase } from '../utils/test-db';

// The seed writes its images through file-storage, which reads UPLOAD_DIR from server/env:
// point it at a throwaway directory before anything parses the environment.
let uploadDir: string;
let testDb: TestDatabase;
let db: Database;
let seedDatabase: typeof import('@/server/db/seed').seedDatabase;
let firstRun: Awaited<ReturnType<typeof seedDatabase>>;
const now = new Date();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows as T[];
}

/** Row counts of every table of the schema. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`);
    counts[name] = n;
  }
  return counts;
}

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'popspot-seed-'));
  process.env.UPLOAD_DIR = uploadDir;
  resetServerEnvForTests();
  ({ seedDatabase } = await import('@/server/db/seed'));
  testDb = await createTestDatabase();
  db = testDb.db;
  // The demo sign-in works on an unseeded database and creates the demo account; the seed
  // must adopt that account instead of failing on its unique identity.
  const [demo] = await db
    .insert(users)
    .values({ nickname: DEMO_USER.nickname, signedUpAt: now })
    .returning({ id: users.id });
  await db.insert(userIdentities).values({ userId: demo.id, ...DEMO_USER.identity });
  firstRun = await seedDatabase(db, { now });
});

afterAll(async () => {
  await testDb?.close();
  await rm(uploadDir, { recursive: true, force: true });
  delete process.env.UPLOAD_DIR;
  resetServerEnvForTests();
});

describe('demo seed', () => {
  it('creates at least 80 public pop-ups of every type and period state', async () => {
    expect(firstRun.seeded).toBe(true);
    const spots = await rows<{ id: number; type: string; open_date: string; close_date: string | null }>(sql`
      SELECT id, type, open_date::text, close_date::text FROM spots
      WHERE activated_at IS NOT NULL AND activated_at <= now() AND deleted_at IS NULL`);
    expect(spots.length).toBeGreaterThanOrEqual(80);
    expect(new Set(spots.map((s) => s.type))).toEqual(
      new Set(['STORE', 'EXHIBITION', 'EVENT', 'FESTIVAL', 'PARTNER', 'POPSPOT_STORE']),
    );
    const periods = new Set(
      spots.map((s) =>
        periodType(`${s.open_date}T00:00:00+09:00`, s.close_date ? `${s.close_date}T00:00:00+09:00` : null, now),
      ),
    );
    expect(periods).toEqual(new Set(['READY', 'IN_PROGRESS', 'ENDED']));
    expect(spots.some((s) => s.close_date === null)).toBe(true);
  });

  it('keeps the special cases it documents', async () => {
    const cases = firstRun.cases!;
    const [deleted] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM spots WHERE deleted_at IS NOT NULL`);
    expect(deleted.n).toBe(cases.deletedSpotIds.length);
    expect(cases.deletedSpotIds).toHaveLength(2);
    const [hidden] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM spots WHERE activated_at IS NULL OR activated_at > now()`,
    );
    expect(hidden.n).toBe(2);

    const [soon] = await rows<{ starts_in: number }>(sql`
      SELECT extract(epoch FROM pre_reservation_started_at - now())::int AS starts_in FROM spots WHERE id = ${cases.preReservationSoonSpotId}`);
    expect(soon.starts_in).toBeGreaterThan(10 * 60);
    expect(soon.starts_in).toBeLessThanOrEqual(30 * 60);

    const translated = await rows<{ spot_id: number }>(sql`SELECT DISTINCT spot_id FROM spot_translations`);
    expect(translated.length).toBeGreaterThanOrEqual(10);

    const [blank] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM spot_benefits WHERE value IS NULL OR btrim(value) = ''`,
    );
    expect(blank.n).toBeGreaterThan(0);
    const websiteTypes = await rows<{ type: string }>(sql`SELECT DISTINCT type::text FROM spot_websites`);
    expect(websiteTypes.map((w) => w.type).sort()).toEqual(['FACEBOOK', 'INSTAGRAM', 'POPSPOT_PASS', 'WEB']);
  });

  it('names every seeded tag in en/ja/zh, and translates the translated pop-ups’ hours and benefits (decision 057)', async () => {
    const [untranslatedTags] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (SELECT DISTINCT unnest(tags) AS tag FROM spots) t
      WHERE (SELECT count(*) FROM tag_translations tt WHERE tt.tag = t.tag) < 3`);
    expect(untranslatedTags.n).toBe(0);
    const [untranslatedLabels] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM magazine_post_categories c
      WHERE (SELECT count(*) FROM tag_translations tt WHERE tt.tag = c.name) < 3`);
    expect(untranslatedLabels.n).toBe(0);
    // Every translated pop-up has its hours in that language, and its shown benefit lines too.
    const [withoutHours] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM spot_translations t JOIN spots s ON s.id = t.spot_id
      WHERE cardinality(s.operation_time) > 0 AND (t.operation_time IS NULL OR cardinality(t.operation_time) <> cardinality(s.operation_time))`);
    expect(withoutHours.n).toBe(0);
    const [withoutBenefits] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM spot_translations t JOIN spot_benefits b ON b.spot_id = t.spot_id
      WHERE btrim(coalesce(b.value, '')) <> ''
        AND NOT EXISTS (SELECT 1 FROM spot_benefit_translations bt WHERE bt.benefit_id = b.id AND bt.locale = t.locale)`);
    expect(withoutBenefits.n).toBe(0);
    const [benefitLines] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM spot_benefit_translations`);
    expect(benefitLines.n).toBeGreaterThan(0);
  });

  it('names every seeded partner, notice and waiting line in en/ja/zh (decision 057)', async () => {
    for (const [table, translations, key] of [
      ['partners', 'partner_translations', 'partner_id'],
      ['notices', 'notice_translations', 'notice_id'],
      ['spot_queues', 'spot_queue_translations', 'queue_id'],
    ]) {
      const [missing] = await rows<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM ${sql.identifier(table)} r
        WHERE (SELECT count(*) FROM ${sql.identifier(translations)} t WHERE t.${sql.identifier(key)} = r.id) < 3`);
      expect(missing.n, table).toBe(0);
    }
    const [entry] = await rows<{ title: string }>(sql`
      SELECT t.title FROM spot_queue_translations t JOIN spot_queues q ON q.id = t.queue_id
      WHERE q.title = '팝스팟 라운지 입장 대기' AND t.locale = 'en'`);
    expect(entry.title).toBe('Popspot Lounge entry line');
  });

  it('has queues in every status and tickets in every status, numbered consistently', async () => {
    const queueStatuses = await rows<{ status: string }>(sql`SELECT DISTINCT status::text FROM spot_queues`);
    expect(queueStatuses.map((q) => q.status).sort()).toEqual(['CLOSED', 'HOLD', 'IN_PROGRESS', 'READY']);
    const ticketStatuses = await rows<{ status: string }>(sql`SELECT DISTINCT status::text FROM queue_tickets`);
    expect(ticketStatuses.map((t) => t.status).sort()).toEqual([
      'CALLED',
      'CANCELED',
      'CANCELED_BY_MANAGER',
      'ENTERED',
      'NO_SHOW',
      'REGISTERED',
    ]);
    const mismatched = await rows<{ id: number }>(sql`
      SELECT q.id FROM spot_queues q LEFT JOIN queue_tickets t ON t.queue_id = q.id
      GROUP BY q.id, q.team_counter HAVING q.team_counter <> coalesce(max(t.ticket_number), 0)`);
    expect(mismatched).toEqual([]);
  });

  it("gives the flagship's line weeks of history: an estimated wait and a best time to go (decision 041)", async () => {
    const tickets = await rows<{
      status: string;
      joined_ms: number;
      called_ms: number | null;
      day: string;
      hour: number;
    }>(sql`
      SELECT t.status::text AS status, (extract(epoch FROM t.called_at) * 1000)::float8 AS called_ms,
        (extract(epoch FROM t.created_at) * 1000)::float8 AS joined_ms,
        to_char(t.created_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS day,
        extract(hour FROM t.created_at AT TIME ZONE 'Asia/Seoul')::int AS hour
      FROM queue_tickets t JOIN spot_queues q ON q.id = t.queue_id
      WHERE q.spot_id = ${firstRun.cases!.flagshipSpotId}`);
    const outcomes: Record<string, CallOutcome> = { ENTERED: 'ENTERED', NO_SHOW: 'NO_SHOW', CALLED: 'PENDING' };
    const calls = tickets
      .filter((t) => t.called_ms !== null)
      .map((t) => ({
        joinedAt: Number(t.joined_ms),
        calledAt: Number(t.called_ms),
        outcome: outcomes[t.status] ?? ('OTHER' as const),
      }));
    const model = waitModel(calls, now.getTime());
    // Called every few minutes, and some called teams did not come.
    expect(model?.minutesPerCall).toBeGreaterThanOrEqual(2);
    expect(model?.minutesPerCall).toBeLessThanOrEqual(8);
    expect(model?.noShowRate).toBeGreaterThan(0);
    const grid = weekGrid(
      tickets.map((t) => ({ day: t.day, hour: Number(t.hour), count: 1 })),
      seoulDayKey(now),
    );
    expect(grid?.quietest).not.toBeNull();
    expect(grid?.busiest).not.toEqual(grid?.quietest);
    expect(new Set(tickets.map((t) => t.day)).size).toBeGreaterThanOrEqual(14);
  });

  it("makes some reviews visit-verified: their authors entered that pop-up's line before writing", async () => {
    const verified = await rows<{ spot_id: number; user_id: number; demo: boolean; entered_first: boolean }>(sql`
      SELECT r.spot_id, r.user_id, r.user_id = ${firstRun.cases!.demoUserId} AS demo,
        EXISTS (SELECT 1 FROM queue_tickets t JOIN spot_queues q ON q.id = t.queue_id
                WHERE t.user_id = r.user_id AND q.spot_id = r.spot_id AND t.status = 'ENTERED'
                  AND t.entered_at < r.registered_at) AS entered_first
      FROM reviews r
      WHERE r.status = 'REGISTERED' AND r.deleted_at IS NULL AND EXISTS (
        SELECT 1 FROM queue_tickets t JOIN spot_queues q ON q.id = t.queue_id
        WHERE t.user_id = r.user_id AND q.spot_id = r.spot_id AND t.status = 'ENTERED')`);
    // A few on each line's pop-up (the flagship's among them), and the demo user's own review.
    expect(new Set(verified.map((v) => v.spot_id)).size).toBeGreaterThanOrEqual(5);
    expect(verified.filter((v) => v.entered_first).length).toBeGreaterThanOrEqual(15);
    expect(verified.map((v) => v.spot_id)).toContain(firstRun.cases!.flagshipSpotId);
    expect(verified.some((v) => v.demo)).toBe(true);
  });

  it('writes every referenced image to UPLOAD_DIR, with its variants', async () => {
    const files = await rows<{ path: string }>(sql`
      SELECT path FROM spot_files UNION SELECT path FROM review_files
      UNION SELECT file_path FROM partners WHERE file_path IS NOT NULL
      UNION SELECT file_path FROM magazine_posts WHERE file_path IS NOT NULL
      UNION SELECT image_path FROM magazine_post_options WHERE image_path IS NOT NULL`);
    expect(files.length).toBeGreaterThan(100);
    const missing = [];
    for (const { path: key } of files) {
      for (const k of [key, ...imageVariantKeys(key).map((v) => v.key)]) if (!(await fileExists(k))) missing.push(k);
    }
    expect(missing).toEqual([]);
    const spotsWithoutHero = await rows<{ id: number }>(sql`
      SELECT s.id FROM spots s WHERE NOT EXISTS (SELECT 1 FROM spot_files f WHERE f.spot_id = s.id AND f.kind = 'HERO')`);
    expect(spotsWithoutHero).toEqual([]);
  });

  it('gives the demo user picks, one review and an inbox, and follows the product rules', async () => {
    const demos = await rows<{ id: number; nickname: string }>(sql`
      SELECT u.id, u.nickname FROM users u JOIN user_identities i ON i.user_id = u.id
      WHERE i.provider = 'DEV' AND i.subject = ${DEMO_USER.identity.subject} AND u.deleted_at IS NULL`);
    expect(demos).toHaveLength(1);
    const [demo] = demos;
    expect(demo.nickname).toBe(DEMO_USER.nickname);
    expect(demo.id).toBe(firstRun.cases!.demoUserId);
    const [mine] = await rows<{ picks: number; reviews: number; unread: number; alerts: number; active: number }>(sql`
      SELECT
        (SELECT count(*)::int FROM picks WHERE user_id = ${demo.id}) AS picks,
        (SELECT count(*)::int FROM reviews WHERE user_id = ${demo.id} AND status = 'REGISTERED') AS reviews,
        (SELECT count(*)::int FROM notifications WHERE user_id = ${demo.id} AND read_at IS NULL) AS unread,
        (SELECT count(*)::int FROM reservation_notifications WHERE user_id = ${demo.id}) AS alerts,
        (SELECT count(*)::int FROM queue_tickets WHERE user_id = ${demo.id} AND status IN ('REGISTERED', 'CALLED')) AS active`);
    expect(mine.picks).toBeGreaterThan(3);
    expect(mine.reviews).toBe(1);
    expect(mine.unread).toBeGreaterThan(0);
    expect(mine.alerts).toBeGreaterThan(0);
    expect(mine.active).toBe(1);

    const [recent] = await rows<{ n: number }>(sql`
      SELECT count(DISTINCT reference_id)::int AS n FROM picks WHERE created_at > now() - interval '7 days'`);
    expect(recent.n).toBeGreaterThan(5);

    const reviews = await rows<{ content: string; metrics: number }>(sql`
      SELECT r.content, (SELECT count(*)::int FROM review_selected_metrics m WHERE m.review_id = r.id) AS metrics
      FROM reviews r WHERE r.status = 'REGISTERED'`);
    expect(reviews.length).toBeGreaterThan(100);
    for (const r of reviews) {
      expect(r.content.length).toBeGreaterThanOrEqual(REVIEW_LIMITS.contentMinLength);
      expect(r.content.length).toBeLessThanOrEqual(REVIEW_LIMITS.contentMaxLength);
      expect(r.metrics).toBeGreaterThanOrEqual(1);
    }
    const nicknames = await rows<{ nickname: string }>(sql`SELECT nickname FROM users`);
    expect(nicknames.length).toBeGreaterThanOrEqual(41);
    for (const u of nicknames) expect(u.nickname).toMatch(NICKNAME_PATTERN);

    const [chat] = await rows<{ today: number; operating: number }>(sql`
      SELECT count(*) FILTER (WHERE day_key = (now() AT TIME ZONE 'Asia/Seoul')::date)::int AS today,
             count(*) FILTER (WHERE is_operating)::int AS operating FROM message_groups`);
    expect(chat).toEqual({ today: 1, operating: 1 });
    const [ranked] = await rows<{ n: number }>(sql`SELECT count(DISTINCT keyword)::int AS n FROM search_keyword_logs`);
    expect(ranked.n).toBeGreaterThanOrEqual(10);
  });

  it('changes nothing when run again', async () => {
    const before = await tableCounts();
    const second = await seedDatabase(db, { now });
    expect(second.seeded).toBe(false);
    expect(await tableCounts()).toEqual(before);
  });
});
