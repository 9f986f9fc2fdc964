import 'server-only';
import { sql } from 'drizzle-orm';
import type { queueStatuses } from '@/api/contracts/spots';
import { type Locale, translationLocaleOf } from '@/lib/locales';
import type { Executor } from '../../db/client';

type QueueStatus = (typeof queueStatuses)[number];

/** What a card shows of a pop-up besides its own row. */
export interface SearchItemExtras {
  hero: { id: number; path: string } | null;
  /** Category names in the reader's language where translated, in the categories' order. */
  categories: string[];
  /** The translated title and hours (null: none in the reader's language). */
  translation: { title: string; operationTime: string[] | null } | null;
  /** The first benefit with a value, and its translation when both its parts are written. */
  benefit: { key: string; value: string | null; translated: { key: string; value: string } | null } | null;
  pickId: number | null;
  /** Of the open lines, the one with the most teams in it (then the first made). */
  line: { id: number; status: QueueStatus; teamCount: number } | null;
}

type Row = {
  id: number;
  hero_id: number | null;
  hero_path: string | null;
  categories: string[] | null;
  title: string | null;
  operation_time: string[] | null;
  benefit_key: string | null;
  benefit_value: string | null;
  benefit_key_t: string | null;
  benefit_value_t: string | null;
  pick_id: number | null;
  line_id: number | null;
  line_status: QueueStatus | null;
  team_count: number | null;
};

/**
 * Everything a page of cards needs besides the rows themselves, in one call whatever the number
 * of ids (a list page, a map viewport's few hundred): hero image, categories, the translated
 * title and hours, the first benefit, the viewer's pick and the busiest open line, one index
 * lookup per id and part (popspot_search_item_extras, migration 0024). It was six statements,
 * and on PGlite each one costs a fixed share of the one thread before any row is read, and
 * planning them cost more than running them (issue 30, decision 064).
 */
export async function searchItemExtras(
  db: Executor,
  ids: readonly number[],
  options: { lang: Locale; viewerId: number | null },
): Promise<Map<number, SearchItemExtras>> {
  const out = new Map<number, SearchItemExtras>();
  if (ids.length === 0) return out;
  if (!ids.every(Number.isInteger)) throw new TypeError('searchItemExtras takes integer ids only');
  const locale = translationLocaleOf(options.lang);
  // The statement lives in the database (migration 0024) so its plan is kept per connection.
  const { rows } = await db.execute<Row>(
    sql`SELECT * FROM popspot_search_item_extras(${`{${ids.join(',')}}`}::int[], ${locale}, ${options.viewerId}::int)`,
  );
  for (const row of rows) {
    const translatedKey = row.benefit_key_t?.trim();
    const translatedValue = row.benefit_value_t?.trim();
    out.set(Number(row.id), {
      hero: row.hero_id === null ? null : { id: Number(row.hero_id), path: row.hero_path! },
      categories: row.categories ?? [],
      translation: row.title === null ? null : { title: row.title, operationTime: row.operation_time },
      benefit:
        row.benefit_key === null
          ? null
          : {
              key: row.benefit_key,
              value: row.benefit_value,
              // A translation counts only with both its key and value written.
              translated: translatedKey && translatedValue ? { key: translatedKey, value: row.benefit_value_t! } : null,
            },
      pickId: row.pick_id === null ? null : Number(row.pick_id),
      line:
        row.line_id === null
          ? null
          : { id: Number(row.line_id), status: row.line_status!, teamCount: Number(row.team_count) },
    });
  }
  return out;
}
