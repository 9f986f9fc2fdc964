import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { type Locale, translationLocaleOf } from '@/lib/locales';
import { spotQueues, spotQueueTranslations } from '../../db/schema';

/**
 * A line's name in the reader's language (spot_queue_translations, by its primary key), for
 * any query that has spot_queues in its FROM; null on Korean pages and for a line with no
 * name in that language, which then shows its Korean name, marked so.
 */
export function translatedQueueTitle(lang: Locale): SQL<string | null> {
  const locale = translationLocaleOf(lang);
  if (!locale) return sql<string | null>`null::text`;
  return sql<string | null>`(select ${spotQueueTranslations.title} from ${spotQueueTranslations}
    where ${spotQueueTranslations.queueId} = ${spotQueues.id} and ${spotQueueTranslations.locale} = ${locale})`;
}

/** The name to show and the language it is in ('ko' when it fell back to the Korean name). */
export function queueTitleIn(
  row: { title: string; translatedTitle: string | null },
  lang: Locale,
): { title: string; titleLocale: Locale } {
  return row.translatedTitle
    ? { title: row.translatedTitle, titleLocale: lang }
    : { title: row.title, titleLocale: 'ko' };
}
