import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { type Locale, translationLocaleOf } from '@/lib/locales';
import type { Executor } from '../../db/client';
import { spotBenefitTranslations, tagTranslations } from '../../db/schema';
import { anyId } from '../../db/sql/any-id';

/**
 * Tags, benefits and opening hours in the reader's language (decision 057). Each comes with
 * the language it is really in, 'ko' when no translation exists, so pages mark what is still
 * Korean with lang="ko". Korean readers get the stored text unchanged and no query is made.
 */

/** A label and the language it is in. */
interface TagLabel {
  /** The stored (Korean) tag: what search and the tag filter take. */
  tag: string;
  name: string;
  locale: Locale;
}

/** A tag's key in the shared vocabulary: '#굿즈' and '굿즈' are one tag. */
const tagKey = (tag: string) => tag.trim().replace(/^#/, '');

/**
 * Names of the given tags in `lang`, in one query whatever the number of tags (a page of
 * cards, or the editorial labels of magazine posts, which share the vocabulary).
 */
export async function tagNamesIn(db: Executor, tags: readonly string[], lang: Locale): Promise<Map<string, string>> {
  const locale = translationLocaleOf(lang);
  const keys = [...new Set(tags.map(tagKey).filter(Boolean))];
  const out = new Map<string, string>();
  if (!locale || keys.length === 0) return out;
  const rows = await db
    .select({ tag: tagTranslations.tag, name: tagTranslations.name })
    .from(tagTranslations)
    .where(and(inArray(tagTranslations.tag, keys), eq(tagTranslations.locale, locale)));
  for (const row of rows) if (row.name.trim()) out.set(row.tag, row.name);
  return out;
}

/** Tags as labels in `lang`, in their order, from the names tagNamesIn found. */
export function tagLabelsOf(tags: readonly string[], names: Map<string, string>, lang: Locale): TagLabel[] {
  return tags.map((tag) => {
    const name = names.get(tagKey(tag));
    return name ? { tag, name, locale: lang } : { tag, name: tag, locale: 'ko' };
  });
}

/**
 * The `lang` text of the given benefit lines, by benefit id, in one query. A translation
 * counts only with both its key and value written; otherwise the Korean line is shown whole.
 */
export async function benefitTranslationsIn(
  db: Executor,
  benefitIds: readonly number[],
  lang: Locale,
): Promise<Map<number, { key: string; value: string }>> {
  const locale = translationLocaleOf(lang);
  const out = new Map<number, { key: string; value: string }>();
  if (!locale || benefitIds.length === 0) return out;
  const rows = await db
    .select({
      benefitId: spotBenefitTranslations.benefitId,
      key: spotBenefitTranslations.key,
      value: spotBenefitTranslations.value,
    })
    .from(spotBenefitTranslations)
    .where(and(anyId(spotBenefitTranslations.benefitId, benefitIds), eq(spotBenefitTranslations.locale, locale)));
  for (const row of rows) {
    const key = row.key.trim();
    const value = row.value?.trim();
    if (key && value) out.set(row.benefitId, { key, value: row.value! });
  }
  return out;
}

/**
 * Opening-hours lines in `lang`: the translation's lines when it has any, else the Korean
 * lines (locale 'ko'). A pop-up whose Korean hours were cleared shows none in any language.
 */
export function operationTimeIn(
  korean: string[],
  translated: string[] | null | undefined,
  lang: Locale,
): { lines: string[]; locale: Locale } {
  if (lang !== 'ko' && korean.length > 0 && translated && translated.length > 0)
    return { lines: translated, locale: lang };
  return { lines: korean, locale: 'ko' };
}
