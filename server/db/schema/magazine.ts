import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, timestamps, translationLocale } from './common';
import { spots } from './spots';

/** DRAFT is invisible, PUBLISHED public from published_at, HIDDEN taken down (links 404). */
export const magazineStatus = pgEnum('magazine_status', ['DRAFT', 'PUBLISHED', 'HIDDEN']);

/** Editorial articles (Article JSON-LD), rendered at /{id}. */
export const magazinePosts = pgTable(
  'magazine_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    /** The date printed on the article, chosen by the editor (not the publish instant). */
    displayedDate: date('displayed_date', { mode: 'string' }),
    /** Cover image storage key. */
    filePath: text('file_path'),
    status: magazineStatus('status').notNull().default('DRAFT'),
    publishedAt: instant('published_at'),
    ...timestamps,
  },
  (t) => [
    index('magazine_posts_published_idx').on(t.status, t.publishedAt),
    index('magazine_posts_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/**
 * The article body as ordered blocks ("options" in the spec). Only the columns that match
 * the type are set: TEXT/HEADING/QUOTE use text_content, IMAGE image_path (+ caption in
 * text_content), SPOT spot_id (an embedded pop-up card), LINK link_url.
 */
export const magazineOptionType = pgEnum('magazine_option_type', [
  'TEXT',
  'HEADING',
  'QUOTE',
  'IMAGE',
  'SPOT',
  'LINK',
  'DIVIDER',
]);

export const magazinePostOptions = pgTable(
  'magazine_post_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => magazinePosts.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
    type: magazineOptionType('type').notNull(),
    textContent: text('text_content'),
    imagePath: text('image_path'),
    spotId: integer('spot_id').references(() => spots.id, { onDelete: 'set null' }),
    linkUrl: text('link_url'),
  },
  (t) => [
    index('magazine_post_options_post_idx').on(t.postId, t.sortOrder),
    index('magazine_post_options_spot_idx')
      .on(t.spotId)
      .where(sql`${t.spotId} IS NOT NULL`),
  ],
);

/**
 * Editorial categories are free labels per post (e.g. '인터뷰', '트렌드'), not the spot
 * categories, so a plain name column is enough.
 */
export const magazinePostCategories = pgTable(
  'magazine_post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => magazinePosts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.name] }), index('magazine_post_categories_name_idx').on(t.name)],
);

export const magazinePostTranslations = pgTable(
  'magazine_post_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => magazinePosts.id, { onDelete: 'cascade' }),
    locale: translationLocale('locale').notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    ...timestamps,
  },
  (t) => [uniqueIndex('magazine_post_translations_post_locale_uq').on(t.postId, t.locale)],
);

/** Translated text of a body block; blocks without a row show the Korean text. */
export const magazinePostOptionTranslations = pgTable(
  'magazine_post_option_translations',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => magazinePostOptions.id, { onDelete: 'cascade' }),
    locale: translationLocale('locale').notNull(),
    textContent: text('text_content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.locale] })],
);
