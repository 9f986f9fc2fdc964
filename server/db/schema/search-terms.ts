import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './common';

/** REGION, BRAND and TAG terms are suggested; WORD (title words) only corrects typos. */
export const searchTermKind = pgEnum('search_term_kind', ['REGION', 'BRAND', 'TAG', 'WORD']);

/**
 * The search dictionary (docs/decisions/055-korean-search.md): the words people search for,
 * taken from live pop-ups only, with their jamo and initial consonants computed by es-hangul.
 * It serves suggestions while typing and the zero-result typo correction. Its size follows
 * the vocabulary, not the number of pop-ups, so both stay cheap at 100,000 pop-ups.
 * Rebuilt by refreshSearchTerms (seed, scheduler), never written by hand.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: searchTermKind('kind').notNull(),
    /** 'ko', 'en', 'ja' or 'zh': the language of text. */
    locale: text('locale').notNull(),
    /** As shown. */
    text: text('text').notNull(),
    /** Lower-cased, whitespace removed: what the list search matches. */
    norm: text('norm').notNull(),
    /** es-hangul disassemble(norm): compatibility jamo, so '성ㅅ' is a prefix of '성수'. */
    jamo: text('jamo').notNull(),
    /** es-hangul getChoseong(norm) without spaces; '' when the term has no Hangul. */
    choseong: text('choseong').notNull().default(''),
    /** Live pop-ups carrying the term. */
    spotCount: integer('spot_count').notNull().default(0),
    /** Sum of those pop-ups' popularity: the order among equally good matches. */
    weight: integer('weight').notNull().default(0),
    updatedAt: instant('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('search_terms_kind_locale_norm_uq').on(t.kind, t.locale, t.norm),
    index('search_terms_jamo_prefix_idx').on(t.jamo.op('text_pattern_ops')),
    index('search_terms_choseong_prefix_idx')
      .on(t.choseong.op('text_pattern_ops'))
      .where(sql`${t.choseong} <> ''`),
    index('search_terms_jamo_trgm_idx').using('gin', t.jamo.op('gin_trgm_ops')),
    // A keyword's words and their pieces are looked up by norm (decision 068).
    index('search_terms_norm_idx').on(t.norm),
  ],
);

/**
 * The search vocabulary (decision 068): words that mean the same to a visitor, in any of the
 * four languages ('전시회' and '전시', '팝업스토어', 'popup' and 'ポップアップ'). A keyword word
 * equal to one term of a group matches a pop-up carrying any term of the group. Data, not
 * code: migration 0027 puts in the first groups, and a row added or removed here changes
 * the search at once (it is read per search, never cached in a process).
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The group's name, e.g. 'popup', 'exhibition': terms with the same group are one word. */
    groupKey: text('group_key').notNull(),
    /** 'ko', 'en', 'ja' or 'zh': the language of term. */
    locale: text('locale').notNull(),
    /** As written. */
    term: text('term').notNull(),
    /** popspot_search_normalize(term): lower-cased, whitespace removed. */
    norm: text('norm').notNull(),
    /**
     * A word every listing is ('팝업', 'popup': everything here is a pop-up). Beside other
     * words it narrows nothing ('성수팝업' is every Seongsu pop-up, whatever its title says);
     * alone it matches as any word does. Set per group.
     */
    generic: boolean('generic').notNull().default(false),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('search_synonyms_group_norm_uq').on(t.groupKey, t.norm),
    index('search_synonyms_norm_idx').on(t.norm),
  ],
);
