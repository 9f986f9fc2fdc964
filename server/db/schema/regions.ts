import { index, pgEnum, pgTable, primaryKey, smallint, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { REGION_GROUP_KEYS } from '../../../lib/search/search-options';
import { translationLocale } from './common';

/**
 * The spec's region groups (section 9) used by the list and map filters. A group is a set
 * of legal districts, so it is a property of a region row rather than a table of its own.
 */
export const regionGroup = pgEnum('region_group', REGION_GROUP_KEYS);

/**
 * Legal districts (법정동) by their 10-digit code, e.g. 1100000000 서울특별시,
 * 1120000000 성동구, 1120011400 성수동1가. The tree (parent_code) lets a filter on a
 * district include its children; spots and partners point at the most precise row.
 */
export const regions = pgTable(
  'regions',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** 1 = 시/도, 2 = 시/군/구, 3 = 읍/면/동 (Kakao's region_1depth..3depth). */
    depth: smallint('depth').notNull(),
    parentCode: text('parent_code').references((): AnyPgColumn => regions.code, {
      onDelete: 'restrict',
    }),
    /** Null for rows that only exist as parents (e.g. 서울특별시 itself). */
    groupKey: regionGroup('group_key'),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode), index('regions_group_idx').on(t.groupKey)],
);

/**
 * Region names for en/ja/zh pages; Korean stays in regions.name. English is the official
 * romanized legal-district name (성동구 Seongdong-gu, 성수동1가 Seongsu-dong 1(il)-ga);
 * Japanese and Chinese are the names in kanji/hanzi. A region without a row here is shown
 * in English by romanization and otherwise in Korean, marked lang="ko".
 */
export const regionTranslations = pgTable(
  'region_translations',
  {
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code, { onDelete: 'cascade' }),
    locale: translationLocale('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.regionCode, t.locale] })],
);
