import 'server-only';
import { and, eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { EnterpriseQueueLine, UpdateQueueLineBody } from '@/api/contracts/enterprise-operations';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/locales';
import { getDb, type Executor } from '../../db/client';
import { spotQueues, spotQueueTranslations } from '../../db/schema';
import { queueLinesOf } from './list-spot-queue-lines';

/*
 * The company console's writes to a pop-up's waiting lines (decision 047): create, change the
 * name and the store's rules, delete an idle line. MANAGER and above of the pop-up's company,
 * or an admin. The line's status (open, pause, close) stays the operator console's
 * (/console/queues/{id}). Each write is in the company's audit log in the same transaction;
 * rule changes are also a SETTINGS event of the line (its own log and live feed), like the
 * console's. The pop-up's page shows its lines, so its cached pages are invalidated.
 */

export type Columns = Partial<typeof spotQueues.$inferInsert>;

/** The body as table columns: join hours as the two columns (null clears both); names in other languages apart. */
export function columnsOf(body: UpdateQueueLineBody): Columns {
  const { joinHours, titleTranslations: _names, ...rest } = body;
  const columns: Columns = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (joinHours !== undefined) {
    columns.joinOpensAt = joinHours?.opensAt ?? null;
    columns.joinClosesAt = joinHours?.closesAt ?? null;
  }
  return columns;
}

/** How a changed name in another language is named in the line's events and the audit log. */
const TITLE_DETAIL_KEYS: Record<TranslationLocale, string> = { en: 'titleEn', ja: 'titleJa', zh: 'titleZh' };

/**
 * Writes the line's names in en/ja/zh (spot_queue_translations) as the body gives them: a
 * name sets it, null removes it, a missing key keeps it. Answers what changed, for the events
 * and the audit log ({ titleEn: 'Entry line' }, null for a removed one); nothing when equal.
 */
export async function saveTitleTranslations(
  tx: Executor,
  queueId: number,
  given: UpdateQueueLineBody['titleTranslations'],
): Promise<Record<string, string | null>> {
  if (!given) return {};
  const stored = await tx
    .select({ locale: spotQueueTranslations.locale, title: spotQueueTranslations.title })
    .from(spotQueueTranslations)
    .where(eq(spotQueueTranslations.queueId, queueId));
  const before = new Map(stored.map((row) => [row.locale, row.title]));
  const changed: Record<string, string | null> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const title = given[locale];
    if (title === undefined || title === (before.get(locale) ?? null)) continue;
    if (title === null) {
      await tx
        .delete(spotQueueTranslations)
        .where(and(eq(spotQueueTranslations.queueId, queueId), eq(spotQueueTranslations.locale, locale)));
    } else {
      await tx
        .insert(spotQueueTranslations)
        .values({ queueId, locale, title })
        .onConflictDoUpdate({
          target: [spotQueueTranslations.queueId, spotQueueTranslations.locale],
          set: { title },
        });
    }
    changed[TITLE_DETAIL_KEYS[locale]] = title;
  }
  return changed;
}

export async function lineOf(spotId: number, queueId: number): Promise<EnterpriseQueueLine> {
  const lines = await queueLinesOf(await getDb(), spotId);
  const line = lines.find((l) => l.id === queueId);
  if (!line) throw apiError('NOT_FOUND');
  return line;
}

/** The pop-up of a line (404 once it is gone). */
export async function requireLineSpot(queueId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ spotId: spotQueues.spotId }).from(spotQueues).where(eq(spotQueues.id, queueId));
  if (!row) throw apiError('NOT_FOUND');
  return row.spotId;
}
