import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Partner } from '@/api/contracts/partners';
import { type Locale, translationLocaleOf } from '@/lib/locales';
import type { Executor } from '../../db/client';
import { partners, partnerTranslations } from '../../db/schema';
import { publicFileUrl } from '../../storage/file-storage';
import { regionLabelsFor } from '../regions/region-labels';

/**
 * The partner's translation row in the reader's language, to left-join
 * (`partner_translations`, by its primary key): none for Korean, whose texts are the base row.
 */
export function partnerTranslationIn(lang: Locale): SQL {
  const locale = translationLocaleOf(lang);
  return locale
    ? (and(eq(partnerTranslations.partnerId, partners.id), eq(partnerTranslations.locale, locale)) as SQL)
    : sql`false`;
}

/** What a card reads of a partner and its translation (select with partnerTranslationIn joined). */
export const partnerCardColumns = {
  id: partners.id,
  name: partners.name,
  translatedName: partnerTranslations.name,
  latitude: partners.latitude,
  longitude: partners.longitude,
  regionCode: partners.regionCode,
  region1DepthName: partners.region1DepthName,
  region2DepthName: partners.region2DepthName,
  address: partners.address,
  categories: partners.categories,
  filePath: partners.filePath,
};

type PartnerCardRow = Pick<
  typeof partners.$inferSelect,
  | 'id'
  | 'name'
  | 'latitude'
  | 'longitude'
  | 'regionCode'
  | 'region1DepthName'
  | 'region2DepthName'
  | 'address'
  | 'categories'
  | 'filePath'
> & { translatedName: string | null };

/**
 * Partner rows as cards (the lists, recommendations and the detail share them), in the
 * reader's language: the translated name where the partner has one, the district name
 * through the regions' translations (two queries for the whole page), and each with the
 * language it is really in, 'ko' when it fell back to the Korean the row stores.
 */
export async function toPartnerCards(
  db: Executor,
  rows: (PartnerCardRow & { distance: number | null })[],
  lang: Locale,
): Promise<Partner[]> {
  const regions = await regionLabelsFor(db, rows, lang);
  return rows.map((row, i) => ({
    id: row.id,
    name: row.translatedName ?? row.name,
    nameLocale: row.translatedName ? lang : 'ko',
    area: {
      latitude: row.latitude,
      longitude: row.longitude,
      region2Depth: regions[i].depth2.name,
      region2DepthLocale: regions[i].depth2.locale,
      address: row.address,
    },
    categories: row.categories,
    file: row.filePath ? { path: publicFileUrl(row.filePath) } : null,
    distance: row.distance === null ? null : Math.round(row.distance),
  }));
}
