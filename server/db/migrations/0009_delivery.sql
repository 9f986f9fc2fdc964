CREATE TYPE "public"."reservation_alert_outcome" AS ENUM('SENT', 'SUPPRESSED', 'SUPERSEDED', 'MISSED');--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"locale" text DEFAULT 'ko' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_locale_ck" CHECK (locale IN ('ko', 'en', 'ja', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "job_watermarks" (
	"name" text PRIMARY KEY NOT NULL,
	"watermark" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_notifications" ADD COLUMN "outcome" "reservation_alert_outcome";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
-- Alerts sent before outcomes existed were sent (hand-written backfill; a new type, not an added value, so usable in this transaction).
UPDATE "reservation_notifications" SET "outcome" = 'SENT' WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_notifications" ADD CONSTRAINT "reservation_notifications_outcome_ck" CHECK (("reservation_notifications"."sent_at" IS NULL) = ("reservation_notifications"."outcome" IS NULL));