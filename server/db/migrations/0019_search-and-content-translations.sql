CREATE TYPE "public"."search_term_kind" AS ENUM('REGION', 'BRAND', 'TAG', 'WORD');--> statement-breakpoint
CREATE TABLE "spot_benefit_translations" (
	"benefit_id" integer NOT NULL,
	"locale" "translation_locale" NOT NULL,
	"key" text NOT NULL,
	"value" text,
	CONSTRAINT "spot_benefit_translations_benefit_id_locale_pk" PRIMARY KEY("benefit_id","locale")
);
--> statement-breakpoint
CREATE TABLE "tag_translations" (
	"tag" text NOT NULL,
	"locale" "translation_locale" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tag_translations_tag_locale_pk" PRIMARY KEY("tag","locale")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "search_term_kind" NOT NULL,
	"locale" text NOT NULL,
	"text" text NOT NULL,
	"norm" text NOT NULL,
	"jamo" text NOT NULL,
	"choseong" text DEFAULT '' NOT NULL,
	"spot_count" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_queue_translations" (
	"queue_id" integer NOT NULL,
	"locale" "translation_locale" NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "spot_queue_translations_queue_id_locale_pk" PRIMARY KEY("queue_id","locale")
);
--> statement-breakpoint
CREATE TABLE "partner_translations" (
	"partner_id" integer NOT NULL,
	"locale" "translation_locale" NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"pass_benefit" text,
	CONSTRAINT "partner_translations_partner_id_locale_pk" PRIMARY KEY("partner_id","locale")
);
--> statement-breakpoint
CREATE TABLE "notice_translations" (
	"notice_id" integer NOT NULL,
	"locale" "translation_locale" NOT NULL,
	"title" text NOT NULL,
	"content" text,
	CONSTRAINT "notice_translations_notice_id_locale_pk" PRIMARY KEY("notice_id","locale")
);
--> statement-breakpoint
ALTER TABLE "spot_translations" ADD COLUMN "operation_time" text[];--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "search_choseong" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_benefit_translations" ADD CONSTRAINT "spot_benefit_translations_benefit_id_spot_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."spot_benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_queue_translations" ADD CONSTRAINT "spot_queue_translations_queue_id_spot_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."spot_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_translations" ADD CONSTRAINT "partner_translations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_translations" ADD CONSTRAINT "notice_translations_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_terms_kind_locale_norm_uq" ON "search_terms" USING btree ("kind","locale","norm");--> statement-breakpoint
CREATE INDEX "search_terms_jamo_prefix_idx" ON "search_terms" USING btree ("jamo" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_choseong_prefix_idx" ON "search_terms" USING btree ("choseong" text_pattern_ops) WHERE "search_terms"."choseong" <> '';--> statement-breakpoint
CREATE INDEX "search_terms_jamo_trgm_idx" ON "search_terms" USING gin ("jamo" gin_trgm_ops);--> statement-breakpoint

-- Korean search (docs/decisions/055-korean-search.md). Added by hand after drizzle-kit's
-- statements: the initial-consonant column's function and fill, a backfill, and then the
-- column's grams index (built once over the filled column rather than row by row).

-- The initial consonants (초성) of the Hangul syllables in a text, as es-hangul's getChoseong
-- gives them: a syllable (U+AC00..U+D7A3) becomes its initial, a bare compatibility
-- consonant (U+3131..U+314E, 'ㅋㅋ') is kept, and so is the newline between fields; everything
-- else (Latin, digits, vowels, spaces) is dropped. tests/api/search-choseong-sql.test.ts checks
-- it against es-hangul over all 11,172 syllables. string_to_array(…, NULL) splits into
-- characters in one pass (substr(input, i, 1) rescans the UTF-8 text for every i, about 10×
-- slower here), and the aggregate reads them in the array's order.
CREATE OR REPLACE FUNCTION popspot_choseong(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE
      WHEN ascii(c) BETWEEN 44032 AND 55203
        THEN substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', (ascii(c) - 44032) / 588 + 1, 1)
      WHEN ascii(c) BETWEEN 12593 AND 12622 OR c = E'\n' THEN c
    END, ''), '')
  FROM unnest(string_to_array(input, NULL)) AS c
$$;
--> statement-breakpoint

-- 0005's fill, plus: search_text also carries the district chain's en/ja/zh names (so
-- 'seongsu' finds 성수동 pop-ups on an English page), and search_choseong the initials of the
-- title, brand, tags and legal-district names, one line each. Addresses are left out of
-- search_choseong on purpose: '서울특별시성동구' would make 'ㅅㅅ' match every Seoul address.
CREATE OR REPLACE FUNCTION popspot_spots_search_fill() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  chain text[];
  district_names text[];
BEGIN
  SELECT ARRAY[r3.code, r2.code, r1.code],
         ARRAY[popspot_search_normalize(r3.name), popspot_search_normalize(r2.name),
           popspot_search_normalize(r1.name)]
    INTO chain, district_names
    FROM regions r3
    LEFT JOIN regions r2 ON r2.code = r3.parent_code
    LEFT JOIN regions r1 ON r1.code = r2.parent_code
   WHERE r3.code = NEW.region_code;
  NEW.search_text := concat_ws(E'\n',
    popspot_search_normalize(NEW.title),
    popspot_search_normalize(NEW.name),
    popspot_search_normalize(NEW.address),
    popspot_search_normalize(NEW.road_address),
    popspot_search_normalize(NEW.region_1depth_name),
    popspot_search_normalize(NEW.region_2depth_name),
    array_to_string(district_names, E'\n'),
    (SELECT string_agg(popspot_search_normalize(rt.name), E'\n' ORDER BY rt.locale, rt.region_code DESC)
       FROM region_translations rt WHERE rt.region_code = ANY (chain)),
    (SELECT string_agg(popspot_search_normalize(tag), E'\n') FROM unnest(NEW.tags) AS tag),
    (SELECT string_agg(popspot_search_normalize(st.title), E'\n' ORDER BY st.locale)
       FROM spot_translations st WHERE st.spot_id = NEW.id));
  -- One call over the fields joined by newlines; a field without Hangul leaves an empty line.
  NEW.search_choseong := popspot_choseong(concat_ws(E'\n',
    popspot_search_normalize(NEW.title),
    popspot_search_normalize(NEW.name),
    (SELECT string_agg(popspot_search_normalize(tag), E'\n') FROM unnest(NEW.tags) AS tag),
    array_to_string(district_names, E'\n')));
  RETURN NEW;
END
$$;
--> statement-breakpoint

-- Fill both columns of every existing pop-up (the trigger fires on any UPDATE OF title).
UPDATE spots SET title = title;
--> statement-breakpoint
CREATE INDEX "spots_search_choseong_grams_idx" ON "spots" USING gin (popspot_search_grams("search_choseong"));
