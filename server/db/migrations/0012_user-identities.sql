CREATE TYPE "public"."auth_provider" AS ENUM('KAKAO', 'NAVER', 'APPLE', 'DEV');--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" "auth_provider" NOT NULL,
	"subject" text NOT NULL,
	"refresh_token" text,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_kakao_account_id_live_uq";--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject_uq" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
-- Every live account keeps its way in: digits-only ids are Kakao's, the rest ('dev:', 'seed:')
-- are the demo, test and seed accounts. A deleted account's tombstone id is not carried over.
INSERT INTO "user_identities" ("user_id", "provider", "subject", "last_used_at", "created_at", "updated_at")
SELECT "id", CASE WHEN "kakao_account_id" ~ '^[0-9]+$' THEN 'KAKAO'::"auth_provider" ELSE 'DEV'::"auth_provider" END,
       "kakao_account_id", "last_login_at", "created_at", "updated_at"
FROM "users" WHERE "deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "kakao_account_id";