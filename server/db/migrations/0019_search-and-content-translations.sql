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
CREATE INDEX "spots_search_choseong_grams_idx" ON "spots" USING gin (popspot_search_grams("search_choseong"));