import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Locale, translationLocaleOf } from '@/lib/locales';
import type { Executor } from '../../db/client';
import { regions, regionTranslations } from '../../db/schema';
import { romanizeRegionName } from './romanize-region';

/** A label and the language it is in ('ko' when no translation exists: marked lang="ko"). */
interface LocalizedName {
  name: string;
  locale: Locale;
}

export interface RegionLabels {
  /** 시/도: '서울' in Korean (the short Kakao form the row stores), 'Seoul' in English. */
  depth1: LocalizedName;
  /** 시/군/구: '성동구', 'Seongdong-gu'. */
  depth2: LocalizedName;
}

/** What a spot or partner row says of its region. */
export interface RegionSource {
  regionCode: string | null;
  region1DepthName: string | null;
  region2DepthName: string | null;
}

/**
 * Region labels of a page of rows in the reader's language, in two queries whatever the
 * page size: the province and district above each row's most precise legal district
 * (region_code), then their names in `lang`. A name without a stored translation is
 * romanized for English pages, and otherwise stays Korean with locale 'ko'. Korean pages
 * keep the names the rows store, unchanged.
 */
export async function regionLabelsFor(db: Executor, rows: RegionSource[], lang: Locale): Promise<RegionLabels[]> {
  const korean = (name: string | null): LocalizedName => ({ name: name ?? '', locale: 'ko' });
  const locale = translationLocaleOf(lang);
  if (!locale) return rows.map((r) => ({ depth1: korean(r.region1DepthName), depth2: korean(r.region2DepthName) }));

  const codes = [...new Set(rows.map((r) => r.regionCode).filter((c): c is string => Boolean(c)))];
  const ancestors = new Map<string, { depth1: string | null; depth2: string | null }>();
  const names = new Map<string, string>();
  if (codes.length > 0) {
    const parent = alias(regions, 'parent');
    const grandparent = alias(regions, 'grandparent');
    const chains = await db
      .select({
        code: regions.code,
        depth: regions.depth,
        parentCode: parent.code,
        parentDepth: parent.depth,
        grandparentCode: grandparent.code,
        grandparentDepth: grandparent.depth,
      })
      .from(regions)
      .leftJoin(parent, eq(parent.code, regions.parentCode))
      .leftJoin(grandparent, eq(grandparent.code, parent.parentCode))
      .where(inArray(regions.code, codes));
    const wanted = new Set<string>();
    for (const c of chains) {
      const chain = [
        [c.code, c.depth],
        [c.parentCode, c.parentDepth],
        [c.grandparentCode, c.grandparentDepth],
      ] as const;
      const at = (depth: number) => chain.find(([code, d]) => code && Number(d) === depth)?.[0] ?? null;
      const found = { depth1: at(1), depth2: at(2) };
      ancestors.set(c.code, found);
      for (const code of [found.depth1, found.depth2]) if (code) wanted.add(code);
    }
    if (wanted.size > 0) {
      const translated = await db
        .select({ code: regionTranslations.regionCode, name: regionTranslations.name })
        .from(regionTranslations)
        .where(and(inArray(regionTranslations.regionCode, [...wanted]), eq(regionTranslations.locale, locale)));
      for (const t of translated) names.set(t.code, t.name);
    }
  }

  const label = (code: string | null | undefined, stored: string | null, depth: 1 | 2): LocalizedName => {
    const translated = code ? names.get(code) : undefined;
    if (translated) return { name: translated, locale: lang };
    if (stored && lang === 'en') return { name: romanizeRegionName(stored, depth), locale: 'en' };
    return korean(stored);
  };
  return rows.map((r) => {
    const chain = r.regionCode ? ancestors.get(r.regionCode) : undefined;
    return {
      depth1: label(chain?.depth1, r.region1DepthName, 1),
      depth2: label(chain?.depth2, r.region2DepthName, 2),
    };
  });
}
