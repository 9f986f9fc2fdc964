ALTER TABLE "spot_queues" ADD COLUMN "remote_join_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_queues" ADD COLUMN "max_party_size" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_queues" ADD COLUMN "join_opens_at" text;--> statement-breakpoint
ALTER TABLE "spot_queues" ADD COLUMN "join_closes_at" text;--> statement-breakpoint
ALTER TABLE "spot_queues" ADD CONSTRAINT "spot_queues_max_party_size_ck" CHECK ("spot_queues"."max_party_size" BETWEEN 1 AND 20);--> statement-breakpoint
ALTER TABLE "spot_queues" ADD CONSTRAINT "spot_queues_join_hours_ck" CHECK (("spot_queues"."join_opens_at" IS NULL) = ("spot_queues"."join_closes_at" IS NULL)
        AND ("spot_queues"."join_opens_at" IS NULL OR ("spot_queues"."join_opens_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
          AND "spot_queues"."join_closes_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "spot_queues"."join_opens_at" < "spot_queues"."join_closes_at")));