CREATE TYPE "public"."consent_source" AS ENUM('SIGNUP', 'SETTINGS', 'KAKAO_SYNC', 'NOTIFICATION_SETTINGS');--> statement-breakpoint
CREATE TABLE "user_term_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_term_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"term_type" "term_type" NOT NULL,
	"is_agreed" boolean NOT NULL,
	"version" text,
	"source" "consent_source" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_terms" ADD COLUMN "version" text;--> statement-breakpoint
ALTER TABLE "user_term_history" ADD CONSTRAINT "user_term_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_term_history_user_idx" ON "user_term_history" USING btree ("user_id","created_at");