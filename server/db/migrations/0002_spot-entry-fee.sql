ALTER TABLE "spots" ADD COLUMN "entry_fee" integer;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_entry_fee_ck" CHECK ("spots"."entry_fee" IS NULL OR "spots"."entry_fee" >= 0);