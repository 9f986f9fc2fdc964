CREATE TYPE "public"."enterprise_member_role" AS ENUM('OWNER', 'MANAGER', 'STAFF');--> statement-breakpoint
CREATE TYPE "public"."queue_event_action" AS ENUM('JOIN', 'LEAVE', 'CALL', 'ADMIT', 'ENTER', 'NO_SHOW', 'CANCEL', 'WALK_IN', 'STATUS', 'SETTINGS');--> statement-breakpoint
CREATE TYPE "public"."queue_ticket_source" AS ENUM('REMOTE', 'ON_SITE', 'WALK_IN');--> statement-breakpoint
CREATE TABLE "queue_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"queue_id" integer NOT NULL,
	"ticket_id" integer,
	"actor_user_id" integer,
	"action" "queue_event_action" NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queue_tickets" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_members" ADD COLUMN "role" "enterprise_member_role" DEFAULT 'STAFF' NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD COLUMN "source" "queue_ticket_source" DEFAULT 'REMOTE' NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD COLUMN "walk_in_note" text;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD COLUMN "admitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "spot_queues" ADD COLUMN "no_show_grace_minutes" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_events" ADD CONSTRAINT "queue_events_queue_id_spot_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."spot_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_events" ADD CONSTRAINT "queue_events_ticket_id_queue_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."queue_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_events" ADD CONSTRAINT "queue_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queue_events_queue_idx" ON "queue_events" USING btree ("queue_id","id");--> statement-breakpoint
CREATE INDEX "queue_events_ticket_idx" ON "queue_events" USING btree ("ticket_id");--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_owner_ck" CHECK ("queue_tickets"."user_id" IS NOT NULL OR "queue_tickets"."source" = 'WALK_IN');--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_walk_in_note_ck" CHECK (char_length("queue_tickets"."walk_in_note") <= 40);--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_cancel_reason_ck" CHECK (char_length("queue_tickets"."cancel_reason") BETWEEN 1 AND 200);--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_admitted_ck" CHECK ("queue_tickets"."admitted_at" IS NULL OR "queue_tickets"."called_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "spot_queues" ADD CONSTRAINT "spot_queues_no_show_grace_ck" CHECK ("spot_queues"."no_show_grace_minutes" BETWEEN 1 AND 60);