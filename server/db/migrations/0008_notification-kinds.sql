ALTER TYPE "public"."notification_group" ADD VALUE 'MARKETING';--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "spot_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_keyword_user_spot_uq" ON "notifications" USING btree ("user_id","spot_id") WHERE "notifications"."group" = 'KEYWORD';