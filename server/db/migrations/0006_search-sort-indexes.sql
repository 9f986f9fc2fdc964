-- The map's viewport uses the (latitude, longitude) B-tree: its range conditions get real row
-- estimates from the column statistics, so the planner can choose between it and reading the
-- popularity index in order (a dense viewport); the GiST box operator's fixed estimate made it
-- always pick the box and then sort every marker. The 'review' sort and the WAITING filter get
-- indexes of their own. popspot_search_grams is costly per row (it builds the grams): saying
-- so keeps the planner from evaluating it as a filter where the GIN index can answer instead.
ALTER FUNCTION popspot_search_grams(text) COST 1000;--> statement-breakpoint
DROP INDEX "spots_location_gist_idx";--> statement-breakpoint
CREATE INDEX "spots_review_count_idx" ON "spots" USING btree ("review_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spots_waiting_idx" ON "spots" USING btree ("close_date") WHERE "spots"."queue_count" > 0;
