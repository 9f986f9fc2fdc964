import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { instant, timestamps, translationLocale } from './common';
import { companies } from './companies';
import { regions } from './regions';

/**
 * PARTNER spots are the partner-pass pop-ups: they share the pop-up detail page, the
 * Event JSON-LD and every spot feature (picks, reviews, queues), so they are spots of this
 * type rather than rows of a separate partner_spots table. `partners` (partners.ts) are
 * the nearby businesses of the pass, a different thing with no pop-up period.
 */
export const spotType = pgEnum('spot_type', ['STORE', 'EXHIBITION', 'EVENT', 'FESTIVAL', 'PARTNER', 'POPSPOT_STORE']);

/**
 * A pop-up store, exhibition, event or festival.
 *
 * periodType (READY / IN_PROGRESS / ENDED) is not stored: it follows from open/close date and
 * today's date in Asia/Seoul, and a stored copy would go stale at every midnight. See
 * server/db/sql/period-type.ts for the SQL expression.
 *
 * Visibility: a spot is public when activated_at is set and not in the future, and
 * deleted_at is null. activated_at doubles as the "newest first" sort key (spec sort
 * activated_at). Deleted spots stay (soft delete) so old reviews, picks and links keep
 * resolving to the "deleted content" dialog instead of a broken page.
 */
export const spots = pgTable(
  'spots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** Venue or brand name shown beside the title (spec "name"). */
    name: text('name'),
    type: spotType('type').notNull(),
    /**
     * Calendar days in Korea, not instants: a pop-up runs "from 11/20 to 11/30" whatever the
     * reader's time zone. close_date null means 'to be announced' (still IN_PROGRESS after
     * opening).
     */
    openDate: date('open_date', { mode: 'string' }).notNull(),
    closeDate: date('close_date', { mode: 'string' }),
    /** Free-form lines such as '월-금 11:00-20:00', shown as given. */
    operationTime: text('operation_time')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    address: text('address').notNull(),
    roadAddress: text('road_address'),
    addressDetail: text('address_detail'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Most precise legal-district code known; joins to regions for the group filters. */
    regionCode: text('region_code').references(() => regions.code, { onDelete: 'set null' }),
    /** Copied from the geocoder so cards can show '서울 성동구' without a join. */
    region1DepthName: text('region_1depth_name'),
    region2DepthName: text('region_2depth_name'),
    notice: text('notice'),
    content: text('content'),
    additionalInformation: text('additional_information'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Admission in KRW: 0 free entry, null unknown. Feeds the Event JSON-LD offers. */
    entryFee: integer('entry_fee'),
    /** Reservation handled by Popspot itself (popspot_reservations) rather than a link. */
    isPopspotReservation: boolean('is_popspot_reservation').notNull().default(false),
    preReservationLink: text('pre_reservation_link'),
    preReservationStartedAt: instant('pre_reservation_started_at'),
    preReservationEndedAt: instant('pre_reservation_ended_at'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Total page views; the per-view rows in spot_view_logs feed rankings by period. */
    viewCount: integer('view_count').notNull().default(0),
    /*
     * Denormalised counters for the search filters and sorts (docs/decisions/014-search.md).
     * Database triggers keep them right (migration 0004: statement-level, delta-based, so
     * bulk inserts such as the seed and concurrent writers stay exact); services never write
     * them. pick_count: POPUP picks; review_count: registered, not deleted reviews;
     * benefit_count: benefits with a non-blank value; queue_count: spot_queues rows.
     */
    pickCount: integer('pick_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    benefitCount: integer('benefit_count').notNull().default(0),
    queueCount: integer('queue_count').notNull().default(0),
    /** The 'score' sort: views + 10 per pick + 20 per registered review. */
    popularity: integer('popularity')
      .notNull()
      .generatedAlwaysAs(sql`"view_count" + 10 * "pick_count" + 20 * "review_count"`),
    /**
     * Keyword search, filled by a trigger (migration 0004): the searchable fields (title,
     * name, addresses, region names, tags, translated titles) lower-cased with whitespace
     * removed, one field per line. Its 1- and 2-character grams live only in the GIN index
     * below (an expression index, so the table stays narrow), so even a 1- or 2-syllable
     * keyword ('성수') is an index lookup.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The initial consonants (초성) of the title, name, tags and region names, one field per
     * line, filled by the same trigger (migration 0019): what "ㅅㅅ" is matched against.
     * Addresses are left out, or every "서울특별시 성동구" address would answer "ㅅㅅ".
     */
    searchChoseong: text('search_choseong').notNull().default(''),
    activatedAt: instant('activated_at'),
    ...timestamps,
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    index('spots_open_date_idx').on(t.openDate),
    index('spots_close_date_idx').on(t.closeDate),
    index('spots_activated_at_idx').on(t.activatedAt),
    // When lists next change by themselves (next-list-change.ts): the earliest pre-reservation
    // end still ahead, read on every list request; without it a scan of the whole table.
    index('spots_pre_reservation_ended_at_idx')
      .on(t.preReservationEndedAt)
      .where(sql`${t.preReservationEndedAt} IS NOT NULL`),
    index('spots_region_code_idx').on(t.regionCode),
    index('spots_type_idx').on(t.type),
    index('spots_company_idx').on(t.companyId),
    // Bounding-box queries of the map view (and 'nearby' lists) filter on both coordinates.
    index('spots_lat_lng_idx').on(t.latitude, t.longitude),
    // Korean substring search (ILIKE '%성수%', similarity()): trigram GIN, extension created
    // by migration 0000.
    index('spots_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    // Tag filter (tags @> ARRAY['굿즈']).
    index('spots_tags_gin_idx').using('gin', t.tags),
    // Keyword search: search_grams @> the keyword's bigrams (1- and 2-syllable keywords too).
    index('spots_search_grams_idx').using('gin', sql`popspot_search_grams(${t.searchText})`),
    // Initial-consonant search ('ㅅㅅ'): the same 1- and 2-gram index over the 초성 column.
    index('spots_search_choseong_grams_idx').using('gin', sql`popspot_search_grams(${t.searchChoseong})`),
    // A longer 초성 word ('ㅍㅇㅅㅌㅇ'): its bigrams are common in a 19-letter alphabet (a
    // bigram lookup leaves thousands of rows to check), its trigrams are not (pg_trgm, LIKE).
    index('spots_search_choseong_trgm_idx').using('gin', t.searchChoseong.op('gin_trgm_ops')),
    // The default 'score' sort and the map's 'most popular first' cut.
    index('spots_popularity_idx').on(t.popularity.desc(), t.id.desc()),
    // The 'review' sort, read in order until a page is full.
    index('spots_review_count_idx').on(t.reviewCount.desc(), t.id.desc()),
    // The WAITING filter: few pop-ups run a waiting line, so this small index finds them all.
    index('spots_waiting_idx')
      .on(t.closeDate)
      .where(sql`${t.queueCount} > 0`),
    check('spots_period_ck', sql`${t.closeDate} IS NULL OR ${t.closeDate} >= ${t.openDate}`),
    check(
      'spots_pre_reservation_period_ck',
      sql`${t.preReservationEndedAt} IS NULL OR ${t.preReservationStartedAt} IS NULL OR ${t.preReservationEndedAt} >= ${t.preReservationStartedAt}`,
    ),
    check('spots_entry_fee_ck', sql`${t.entryFee} IS NULL OR ${t.entryFee} >= 0`),
    check('spots_latitude_ck', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('spots_longitude_ck', sql`${t.longitude} BETWEEN -180 AND 180`),
  ],
);

export const spotFileKind = pgEnum('spot_file_kind', ['HERO', 'DETAIL']);

/** Images of a spot: HERO for the gallery at the top, DETAIL for the detail-images tab. */
export const spotFiles = pgTable(
  'spot_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    kind: spotFileKind('kind').notNull(),
    /** Storage key (relative path under the upload root or S3 key), not a full URL. */
    path: text('path').notNull(),
    width: integer('width'),
    height: integer('height'),
    sortOrder: smallint('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('spot_files_spot_idx').on(t.spotId, t.kind, t.sortOrder)],
);

export const spotCategories = pgTable(
  'spot_categories',
  {
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.spotId, t.categoryId] }), index('spot_categories_category_idx').on(t.categoryId)],
);

/** Benefits as ordered key/value lines (e.g. '구매 혜택' / '3만원 이상 구매 시 엽서'). */
export const spotBenefits = pgTable(
  'spot_benefits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The API drops benefits whose value is blank (spec section 3). */
    value: text('value'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('spot_benefits_spot_idx').on(t.spotId, t.sortOrder)],
);

/** A benefit line in en/ja/zh; a benefit without a row here is shown in Korean, marked lang="ko". */
export const spotBenefitTranslations = pgTable(
  'spot_benefit_translations',
  {
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => spotBenefits.id, { onDelete: 'cascade' }),
    locale: translationLocale('locale').notNull(),
    key: text('key').notNull(),
    value: text('value'),
  },
  (t) => [primaryKey({ columns: [t.benefitId, t.locale] })],
);

/**
 * Tag names in en/ja/zh. Tags are a shared vocabulary ('굿즈', '포토존'), so one row names a
 * tag for every pop-up that carries it; search and filters keep using the Korean tag.
 */
export const tagTranslations = pgTable(
  'tag_translations',
  {
    tag: text('tag').notNull(),
    locale: translationLocale('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tag, t.locale] })],
);

export const spotWebsiteType = pgEnum('spot_website_type', ['WEB', 'INSTAGRAM', 'FACEBOOK', 'POPSPOT_PASS']);

/** The API exposes websites as a map of type to path, hence one row per type per spot. */
export const spotWebsites = pgTable(
  'spot_websites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    type: spotWebsiteType('type').notNull(),
    path: text('path').notNull(),
  },
  (t) => [uniqueIndex('spot_websites_spot_type_uq').on(t.spotId, t.type)],
);

/**
 * Text of a spot in en/ja/zh. Missing columns fall back to the Korean base row, so a
 * translation may cover only the title.
 */
export const spotTranslations = pgTable(
  'spot_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    locale: translationLocale('locale').notNull(),
    title: text('title').notNull(),
    name: text('name'),
    content: text('content'),
    notice: text('notice'),
    additionalInformation: text('additional_information'),
    /** Opening-hours lines in this language; null: the Korean lines are shown, marked lang="ko". */
    operationTime: text('operation_time').array(),
    ...timestamps,
  },
  (t) => [uniqueIndex('spot_translations_spot_locale_uq').on(t.spotId, t.locale)],
);
