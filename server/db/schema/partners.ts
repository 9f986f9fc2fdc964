import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, timestamps, translationLocale } from './common';
import { regions } from './regions';

/**
 * Businesses of the Popspot Pass (cafés, shops, restaurants) shown as "nearby partner
 * businesses" on a pop-up page and on the pass home (GET /v1/partners/{id},
 * /v1/partners/recommendations).
 *
 * Partner-pass pop-ups are NOT modelled here: they are spots of type PARTNER (see
 * spots.ts), because they need everything a spot has (period, reviews, picks, Event
 * JSON-LD). A partner has no period; it is a place with a pass benefit.
 */
export const partners = pgTable(
  'partners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /**
     * Category codes (lib/partner-category.ts: 'CAFE', 'FOOD', ...) as an array: few, fixed
     * per partner and only ever read with the partner, so a join table would add nothing.
     * The UI names them in the reader's language.
     */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description'),
    /** What a pass holder gets here (e.g. '음료 10% 할인'). */
    passBenefit: text('pass_benefit'),
    website: text('website'),
    phone: text('phone'),
    operationTime: text('operation_time')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Cover image storage key. */
    filePath: text('file_path'),
    address: text('address').notNull(),
    roadAddress: text('road_address'),
    addressDetail: text('address_detail'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    regionCode: text('region_code').references(() => regions.code, { onDelete: 'set null' }),
    region1DepthName: text('region_1depth_name'),
    region2DepthName: text('region_2depth_name'),
    ...timestamps,
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    index('partners_lat_lng_idx').on(t.latitude, t.longitude),
    index('partners_region_code_idx').on(t.regionCode),
  ],
);

/** A partner's name and pass benefit in en/ja/zh; missing ones fall back to Korean (lang="ko"). */
export const partnerTranslations = pgTable(
  'partner_translations',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locale: translationLocale('locale').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    passBenefit: text('pass_benefit'),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.locale] })],
);
