import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  ],
);
