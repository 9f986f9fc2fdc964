ALTER TABLE "popspot_reservations" ADD COLUMN "entry_code" text DEFAULT upper(substr(md5(gen_random_uuid()::text), 1, 10)) NOT NULL;--> statement-breakpoint
ALTER TABLE "popspot_reservations" ADD COLUMN "booker_name" text;--> statement-breakpoint
ALTER TABLE "popspot_reservations" ADD COLUMN "booker_phone" text;--> statement-breakpoint
ALTER TABLE "popspot_reservations" ADD COLUMN "privacy_consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popspot_reservations" ADD COLUMN "privacy_consent_version" text;--> statement-breakpoint
ALTER TABLE "popspot_reservations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD COLUMN "starts_at" timestamp with time zone GENERATED ALWAYS AS (((visit_date + start_time) AT TIME ZONE 'Asia/Seoul')) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "popspot_reservations_entry_code_uq" ON "popspot_reservations" USING btree ("entry_code");--> statement-breakpoint
CREATE INDEX "reservation_slots_starts_at_idx" ON "reservation_slots" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "popspot_reservations" ADD CONSTRAINT "popspot_reservations_booker_name_ck" CHECK (char_length("popspot_reservations"."booker_name") BETWEEN 1 AND 20);--> statement-breakpoint
ALTER TABLE "popspot_reservations" ADD CONSTRAINT "popspot_reservations_booker_phone_ck" CHECK ("popspot_reservations"."booker_phone" ~ '^010[0-9]{8}$');--> statement-breakpoint
ALTER TABLE "popspot_reservations" ADD CONSTRAINT "popspot_reservations_booker_consent_ck" CHECK (("popspot_reservations"."booker_name" IS NULL AND "popspot_reservations"."booker_phone" IS NULL) OR ("popspot_reservations"."privacy_consented_at" IS NOT NULL AND "popspot_reservations"."privacy_consent_version" IS NOT NULL));