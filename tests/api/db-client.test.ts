import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, useDatabaseForTests } from '@/server/db/client';
import { migrateDatabase, migrationsFolder } from '@/server/db/migrate';
import { categories, spotCategories, spotFiles, spots } from '@/server/db/schema';
import { isPublicSpot } from '@/server/db/sql/spot-visibility';
import {
  createTestDatabase,
  createUnmigratedTestDatabase,
  type Database,
  type TestDatabase,
} from '@/tests/utils/test-db';

/**
 * The database client behaves the same on both drivers: value types round-trip identically
 * (services and API contracts rely on them), relational queries work, migrations run from
 * scratch, and a test database can be made the process-wide one.
 */

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  useDatabaseForTests(null);
  await testDb?.close();
});

describe('database client', () => {
  it('round-trips dates as strings, instants as Date and arrays as arrays', async () => {
    const activatedAt = new Date('2026-11-20T01:02:03.456Z');
    const [row] = await testDb.db
      .insert(spots)
      .values({
        title: '타입 확인 팝업',
        type: 'EXHIBITION',
        openDate: '2026-11-20',
        closeDate: '2026-12-31',
        operationTime: ['월-금 11:00-20:00', '토-일 10:00-21:00'],
        tags: ['굿즈', '포토존'],
        address: '서울 용산구 한강대로 1',
        latitude: 37.5296,
        longitude: 126.9648,
        activatedAt,
      })
      .returning();

    expect(row.openDate).toBe('2026-11-20');
    expect(row.closeDate).toBe('2026-12-31');
    expect(row.activatedAt).toBeInstanceOf(Date);
    expect(row.activatedAt?.toISOString()).toBe(activatedAt.toISOString());
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.operationTime).toEqual(['월-금 11:00-20:00', '토-일 10:00-21:00']);
    expect(row.tags).toEqual(['굿즈', '포토존']);
    expect(row.latitude).toBeCloseTo(37.5296, 6);

    const [category] = await testDb.db
      .insert(categories)
      .values({ name: '전시', slug: 'exhibition' })
      .returning({ id: categories.id });
    await testDb.db.insert(spotCategories).values({ spotId: row.id, categoryId: category.id });
    await testDb.db.insert(spotFiles).values({ spotId: row.id, kind: 'HERO', path: 'seed/hero.webp' });

    const detail = await testDb.db.query.spots.findFirst({
      where: eq(spots.id, row.id),
      with: { files: true, spotCategories: { with: { category: true } } },
    });
    expect(detail?.files.map((file) => file.path)).toEqual(['seed/hero.webp']);
    expect(detail?.spotCategories.map((link) => link.category.name)).toEqual(['전시']);

    const visible = await testDb.db
      .select({ id: spots.id })
      .from(spots)
      .where(isPublicSpot(new Date('2026-11-20T02:00:00Z')));
    expect(visible.map((v) => v.id)).toContain(row.id);
    const notYet = await testDb.db
      .select({ id: spots.id })
      .from(spots)
      .where(isPublicSpot(new Date('2026-11-20T00:00:00Z')));
    expect(notYet.map((v) => v.id)).not.toContain(row.id);
  });

  // Starting a cluster and migrating it is what the per-file set-up used to do under the
  // 60 s hook limit; on a loaded machine it can take longer than a test's default 30 s.
  it('migrates an empty database from scratch to the schema every test file copies', { timeout: 60_000 }, async () => {
    // Every other file gets a copy of one database migrated per run; this one proves the
    // migrations themselves still run on this engine and give exactly that schema.
    const empty = await createUnmigratedTestDatabase();
    try {
      expect(await schemaOf(empty.db)).toEqual([]);
      await migrateDatabase(empty.db);
      const journal = JSON.parse(await readFile(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'));
      const { rows } = await empty.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      expect(rows[0].n).toBe(journal.entries.length);
      const schema = await schemaOf(empty.db);
      expect(schema).toContain('extension pg_trgm');
      expect(schema).toContain('table spots');
      expect(schema).toEqual(await schemaOf(testDb.db));
    } finally {
      await empty.close();
    }
  });

  it('migrates idempotently', async () => {
    await migrateDatabase(testDb.db);
    const { rows } = await testDb.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(2);
  });

  it('rolls back a failed transaction', async () => {
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.insert(categories).values({ name: '롤백', slug: 'rollback' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await testDb.db.select().from(categories).where(eq(categories.slug, 'rollback'));
    expect(rows).toEqual([]);
  });

  it('serves an injected test database as the current one', async () => {
    useDatabaseForTests(testDb.db);
    expect(await getDb()).toBe(testDb.db);
  });
});

/** The extensions, tables, indexes and triggers of the public schema, one line each. */
async function schemaOf(database: Database): Promise<string[]> {
  const { rows } = await database.execute<{ line: string }>(sql`
    SELECT 'extension ' || extname AS line FROM pg_extension WHERE extname <> 'plpgsql'
    UNION ALL SELECT 'table ' || tablename FROM pg_tables WHERE schemaname = 'public'
    UNION ALL SELECT 'index ' || indexname FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL SELECT 'trigger ' || tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND NOT t.tgisinternal
    ORDER BY line`);
  return rows.map((row) => row.line);
}
