ALTER TABLE "spots" ADD COLUMN "pick_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "benefit_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "queue_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "popularity" integer GENERATED ALWAYS AS ("view_count" + 10 * "pick_count" + 20 * "review_count") STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "search_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "spots_search_grams_idx" ON "spots" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "spots_popularity_idx" ON "spots" USING btree ("popularity" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spots_location_gist_idx" ON "spots" USING gist (point("longitude", "latitude"));