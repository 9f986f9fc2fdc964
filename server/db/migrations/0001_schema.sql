CREATE TYPE "public"."translation_locale" AS ENUM('en', 'ja', 'zh');--> statement-breakpoint
CREATE TYPE "public"."term_type" AS ENUM('SERVICE', 'PRIVACY', 'AGE_OVER_14', 'LOCATION', 'MARKETING', 'PROMOTION_EMAIL', 'PROMOTION_SMS', 'PROMOTION_APP_PUSH', 'PROMOTION_MESSENGER');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('USER', 'ENTERPRISE', 'ADMIN');--> statement-breakpoint
CREATE TYPE "public"."enterprise_member_status" AS ENUM('PENDING', 'VERIFIED', 'REVOKED');--> statement-breakpoint
CREATE TYPE "public"."region_group" AS ENUM('SEONGSU', 'JAMSIL', 'HONGDAE_SINCHON', 'GANGNAM', 'YONGSAN', 'SEOUL', 'GYEONGGI_INCHEON', 'ETC');--> statement-breakpoint
CREATE TYPE "public"."spot_file_kind" AS ENUM('HERO', 'DETAIL');--> statement-breakpoint
CREATE TYPE "public"."spot_type" AS ENUM('STORE', 'EXHIBITION', 'EVENT', 'FESTIVAL', 'PARTNER', 'POPSPOT_STORE');--> statement-breakpoint
CREATE TYPE "public"."spot_website_type" AS ENUM('WEB', 'INSTAGRAM', 'FACEBOOK', 'POPSPOT_PASS');--> statement-breakpoint
CREATE TYPE "public"."pick_type" AS ENUM('POPUP');--> statement-breakpoint
CREATE TYPE "public"."vote_option" AS ENUM('LEFT', 'RIGHT');--> statement-breakpoint
CREATE TYPE "public"."review_reaction_type" AS ENUM('HELPFUL');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('TEMPORARY', 'REGISTERED');--> statement-breakpoint
CREATE TYPE "public"."queue_status" AS ENUM('READY', 'IN_PROGRESS', 'HOLD', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."queue_ticket_status" AS ENUM('REGISTERED', 'CALLED', 'ENTERED', 'CANCELED', 'CANCELED_BY_MANAGER', 'NO_SHOW');--> statement-breakpoint
CREATE TYPE "public"."popspot_reservation_status" AS ENUM('RESERVED', 'CANCELED', 'VISITED');--> statement-breakpoint
CREATE TYPE "public"."notification_group" AS ENUM('POPUP', 'REVIEW', 'QUEUE', 'KEYWORD', 'COMMUNITY', 'SYSTEM');--> statement-breakpoint
CREATE TYPE "public"."magazine_option_type" AS ENUM('TEXT', 'HEADING', 'QUOTE', 'IMAGE', 'SPOT', 'LINK', 'DIVIDER');--> statement-breakpoint
CREATE TYPE "public"."magazine_status" AS ENUM('DRAFT', 'PUBLISHED', 'HIDDEN');--> statement-breakpoint
CREATE TABLE "user_terms" (
	"user_id" integer NOT NULL,
	"term_type" "term_type" NOT NULL,
	"is_agreed" boolean NOT NULL,
	"agreed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_terms_user_id_term_type_pk" PRIMARY KEY("user_id","term_type")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kakao_account_id" text NOT NULL,
	"nickname" text NOT NULL,
	"profile_image_url" text,
	"email" text,
	"role" "user_role" DEFAULT 'USER' NOT NULL,
	"birth_year" smallint,
	"age_range" text,
	"signed_up_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_nickname_length_ck" CHECK (char_length("users"."nickname") BETWEEN 2 AND 32),
	CONSTRAINT "users_birth_year_ck" CHECK ("users"."birth_year" IS NULL OR "users"."birth_year" BETWEEN 1900 AND 2100)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"business_registration_number" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" "enterprise_member_status" DEFAULT 'PENDING' NOT NULL,
	"verification_code" text,
	"verification_code_expires_at" timestamp with time zone,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"depth" smallint NOT NULL,
	"parent_code" text,
	"group_key" "region_group"
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"locale" "translation_locale" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "category_translations_category_id_locale_pk" PRIMARY KEY("category_id","locale")
);
--> statement-breakpoint
CREATE TABLE "spot_benefits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spot_benefits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"spot_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_categories" (
	"spot_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "spot_categories_spot_id_category_id_pk" PRIMARY KEY("spot_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "spot_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spot_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"spot_id" integer NOT NULL,
	"kind" "spot_file_kind" NOT NULL,
	"path" text NOT NULL,
	"width" integer,
	"height" integer,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spot_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"spot_id" integer NOT NULL,
	"locale" "translation_locale" NOT NULL,
	"title" text NOT NULL,
	"name" text,
	"content" text,
	"notice" text,
	"additional_information" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_websites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spot_websites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"spot_id" integer NOT NULL,
	"type" "spot_website_type" NOT NULL,
	"path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"name" text,
	"type" "spot_type" NOT NULL,
	"open_date" date NOT NULL,
	"close_date" date,
	"operation_time" text[] DEFAULT '{}'::text[] NOT NULL,
	"address" text NOT NULL,
	"road_address" text,
	"address_detail" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"region_code" text,
	"region_1depth_name" text,
	"region_2depth_name" text,
	"notice" text,
	"content" text,
	"additional_information" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_popspot_reservation" boolean DEFAULT false NOT NULL,
	"pre_reservation_link" text,
	"pre_reservation_started_at" timestamp with time zone,
	"pre_reservation_ended_at" timestamp with time zone,
	"company_id" integer,
	"view_count" integer DEFAULT 0 NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "spots_period_ck" CHECK ("spots"."close_date" IS NULL OR "spots"."close_date" >= "spots"."open_date"),
	CONSTRAINT "spots_pre_reservation_period_ck" CHECK ("spots"."pre_reservation_ended_at" IS NULL OR "spots"."pre_reservation_started_at" IS NULL OR "spots"."pre_reservation_ended_at" >= "spots"."pre_reservation_started_at"),
	CONSTRAINT "spots_latitude_ck" CHECK ("spots"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "spots_longitude_ck" CHECK ("spots"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "picks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "picks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" "pick_type" NOT NULL,
	"reference_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"spot_id" integer NOT NULL,
	"user_id" integer,
	"session_id" text,
	"option_type" "vote_option" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_voter_ck" CHECK ("votes"."user_id" IS NOT NULL OR "votes"."session_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "search_keyword_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_keyword_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"keyword" text NOT NULL,
	"session_id" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_view_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spot_view_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"spot_id" integer NOT NULL,
	"user_id" integer,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"path" text NOT NULL,
	"width" integer,
	"height" integer,
	"byte_size" integer,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_metric_translations" (
	"metric_id" integer NOT NULL,
	"locale" "translation_locale" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "review_metric_translations_metric_id_locale_pk" PRIMARY KEY("metric_id","locale")
);
--> statement-breakpoint
CREATE TABLE "review_metrics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_metrics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reactions" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reaction_type" "review_reaction_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reactions_review_id_user_id_reaction_type_pk" PRIMARY KEY("review_id","user_id","reaction_type")
);
--> statement-breakpoint
CREATE TABLE "review_selected_metrics" (
	"review_id" integer NOT NULL,
	"metric_id" integer NOT NULL,
	CONSTRAINT "review_selected_metrics_review_id_metric_id_pk" PRIMARY KEY("review_id","metric_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"spot_id" integer NOT NULL,
	"status" "review_status" DEFAULT 'TEMPORARY' NOT NULL,
	"score" smallint,
	"content" text,
	"visit_date" date,
	"registered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "reviews_score_ck" CHECK ("reviews"."score" IS NULL OR "reviews"."score" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_registered_complete_ck" CHECK ("reviews"."status" <> 'REGISTERED' OR ("reviews"."score" IS NOT NULL AND "reviews"."content" IS NOT NULL AND "reviews"."registered_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "queue_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"queue_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ticket_number" integer NOT NULL,
	"party_size" smallint DEFAULT 1 NOT NULL,
	"status" "queue_ticket_status" DEFAULT 'REGISTERED' NOT NULL,
	"called_at" timestamp with time zone,
	"entered_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queue_tickets_party_size_ck" CHECK ("queue_tickets"."party_size" BETWEEN 1 AND 20)
);
--> statement-breakpoint
CREATE TABLE "spot_queues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spot_queues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"spot_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" "queue_status" DEFAULT 'READY' NOT NULL,
	"team_counter" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popspot_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "popspot_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"spot_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"party_size" smallint DEFAULT 1 NOT NULL,
	"status" "popspot_reservation_status" DEFAULT 'RESERVED' NOT NULL,
	"canceled_at" timestamp with time zone,
	"visited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popspot_reservations_party_size_ck" CHECK ("popspot_reservations"."party_size" BETWEEN 1 AND 20)
);
--> statement-breakpoint
CREATE TABLE "reservation_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"spot_id" integer NOT NULL,
	"remind_offset_minutes" integer NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_notifications_offset_ck" CHECK ("reservation_notifications"."remind_offset_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"spot_id" integer NOT NULL,
	"visit_date" date NOT NULL,
	"start_time" time NOT NULL,
	"capacity" integer NOT NULL,
	"reserved_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_slots_capacity_ck" CHECK ("reservation_slots"."reserved_count" >= 0 AND "reservation_slots"."reserved_count" <= "reservation_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group" "notification_group" NOT NULL,
	"is_activated" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group" "notification_group" NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"message_key" text,
	"message_params" jsonb,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "keyword_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "keywords_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_group_reads" (
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_group_reads_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "message_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"day_key" date,
	"is_operating" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "magazine_post_categories" (
	"post_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "magazine_post_categories_post_id_name_pk" PRIMARY KEY("post_id","name")
);
--> statement-breakpoint
CREATE TABLE "magazine_post_option_translations" (
	"option_id" integer NOT NULL,
	"locale" "translation_locale" NOT NULL,
	"text_content" text NOT NULL,
	CONSTRAINT "magazine_post_option_translations_option_id_locale_pk" PRIMARY KEY("option_id","locale")
);
--> statement-breakpoint
CREATE TABLE "magazine_post_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "magazine_post_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"type" "magazine_option_type" NOT NULL,
	"text_content" text,
	"image_path" text,
	"spot_id" integer,
	"link_url" text
);
--> statement-breakpoint
CREATE TABLE "magazine_post_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "magazine_post_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"locale" "translation_locale" NOT NULL,
	"title" text NOT NULL,
	"sub_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "magazine_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"sub_title" text,
	"displayed_date" date,
	"file_path" text,
	"status" "magazine_status" DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"pass_benefit" text,
	"website" text,
	"phone" text,
	"operation_time" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_path" text,
	"address" text NOT NULL,
	"road_address" text,
	"address_detail" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"region_code" text,
	"region_1depth_name" text,
	"region_2depth_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_terms" ADD CONSTRAINT "user_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_members" ADD CONSTRAINT "enterprise_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_members" ADD CONSTRAINT "enterprise_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_parent_code_regions_code_fk" FOREIGN KEY ("parent_code") REFERENCES "public"."regions"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_benefits" ADD CONSTRAINT "spot_benefits_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_categories" ADD CONSTRAINT "spot_categories_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_categories" ADD CONSTRAINT "spot_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_files" ADD CONSTRAINT "spot_files_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_translations" ADD CONSTRAINT "spot_translations_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_websites" ADD CONSTRAINT "spot_websites_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_keyword_logs" ADD CONSTRAINT "search_keyword_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_view_logs" ADD CONSTRAINT "spot_view_logs_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_view_logs" ADD CONSTRAINT "spot_view_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_files" ADD CONSTRAINT "review_files_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_metric_translations" ADD CONSTRAINT "review_metric_translations_metric_id_review_metrics_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."review_metrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reactions" ADD CONSTRAINT "review_reactions_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reactions" ADD CONSTRAINT "review_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_selected_metrics" ADD CONSTRAINT "review_selected_metrics_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_selected_metrics" ADD CONSTRAINT "review_selected_metrics_metric_id_review_metrics_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."review_metrics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_queue_id_spot_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."spot_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_queues" ADD CONSTRAINT "spot_queues_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popspot_reservations" ADD CONSTRAINT "popspot_reservations_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popspot_reservations" ADD CONSTRAINT "popspot_reservations_slot_id_reservation_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."reservation_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popspot_reservations" ADD CONSTRAINT "popspot_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_notifications" ADD CONSTRAINT "reservation_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_notifications" ADD CONSTRAINT "reservation_notifications_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_requests" ADD CONSTRAINT "keyword_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keywords" ADD CONSTRAINT "keywords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_group_reads" ADD CONSTRAINT "message_group_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_group_reads" ADD CONSTRAINT "message_group_reads_group_id_message_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."message_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_group_id_message_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."message_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_post_categories" ADD CONSTRAINT "magazine_post_categories_post_id_magazine_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."magazine_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_post_option_translations" ADD CONSTRAINT "magazine_post_option_translations_option_id_magazine_post_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."magazine_post_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_post_options" ADD CONSTRAINT "magazine_post_options_post_id_magazine_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."magazine_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_post_options" ADD CONSTRAINT "magazine_post_options_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_post_translations" ADD CONSTRAINT "magazine_post_translations_post_id_magazine_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."magazine_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_kakao_account_id_live_uq" ON "users" USING btree ("kakao_account_id") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_live_uq" ON "users" USING btree (lower("nickname")) WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_brn_uq" ON "companies" USING btree ("business_registration_number");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_members_user_live_uq" ON "enterprise_members" USING btree ("user_id") WHERE "enterprise_members"."status" <> 'REVOKED';--> statement-breakpoint
CREATE INDEX "enterprise_members_user_idx" ON "enterprise_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enterprise_members_company_idx" ON "enterprise_members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "regions_group_idx" ON "regions" USING btree ("group_key");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_uq" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "spot_benefits_spot_idx" ON "spot_benefits" USING btree ("spot_id","sort_order");--> statement-breakpoint
CREATE INDEX "spot_categories_category_idx" ON "spot_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "spot_files_spot_idx" ON "spot_files" USING btree ("spot_id","kind","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "spot_translations_spot_locale_uq" ON "spot_translations" USING btree ("spot_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "spot_websites_spot_type_uq" ON "spot_websites" USING btree ("spot_id","type");--> statement-breakpoint
CREATE INDEX "spots_open_date_idx" ON "spots" USING btree ("open_date");--> statement-breakpoint
CREATE INDEX "spots_close_date_idx" ON "spots" USING btree ("close_date");--> statement-breakpoint
CREATE INDEX "spots_activated_at_idx" ON "spots" USING btree ("activated_at");--> statement-breakpoint
CREATE INDEX "spots_region_code_idx" ON "spots" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "spots_type_idx" ON "spots" USING btree ("type");--> statement-breakpoint
CREATE INDEX "spots_company_idx" ON "spots" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "spots_lat_lng_idx" ON "spots" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "spots_title_trgm_idx" ON "spots" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spots_tags_gin_idx" ON "spots" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "picks_user_type_reference_uq" ON "picks" USING btree ("user_id","type","reference_id");--> statement-breakpoint
CREATE INDEX "picks_reference_idx" ON "picks" USING btree ("type","reference_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "votes_spot_user_uq" ON "votes" USING btree ("spot_id","user_id") WHERE "votes"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "votes_spot_session_anonymous_uq" ON "votes" USING btree ("spot_id","session_id") WHERE "votes"."user_id" IS NULL;--> statement-breakpoint
CREATE INDEX "votes_spot_option_idx" ON "votes" USING btree ("spot_id","option_type");--> statement-breakpoint
CREATE INDEX "votes_user_idx" ON "votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "search_keyword_logs_created_idx" ON "search_keyword_logs" USING btree ("created_at","keyword");--> statement-breakpoint
CREATE INDEX "search_keyword_logs_user_idx" ON "search_keyword_logs" USING btree ("user_id") WHERE "search_keyword_logs"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "spot_view_logs_spot_created_idx" ON "spot_view_logs" USING btree ("spot_id","created_at");--> statement-breakpoint
CREATE INDEX "spot_view_logs_created_idx" ON "spot_view_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "spot_view_logs_user_idx" ON "spot_view_logs" USING btree ("user_id") WHERE "spot_view_logs"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "review_files_review_idx" ON "review_files" USING btree ("review_id","sort_order");--> statement-breakpoint
CREATE INDEX "review_reactions_user_idx" ON "review_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "review_selected_metrics_metric_idx" ON "review_selected_metrics" USING btree ("metric_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_spot_registered_uq" ON "reviews" USING btree ("user_id","spot_id") WHERE "reviews"."status" = 'REGISTERED' AND "reviews"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "reviews_spot_status_idx" ON "reviews" USING btree ("spot_id","status","registered_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tickets_queue_user_active_uq" ON "queue_tickets" USING btree ("queue_id","user_id") WHERE "queue_tickets"."status" IN ('REGISTERED', 'CALLED');--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tickets_queue_number_uq" ON "queue_tickets" USING btree ("queue_id","ticket_number");--> statement-breakpoint
CREATE INDEX "queue_tickets_user_idx" ON "queue_tickets" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "queue_tickets_queue_status_idx" ON "queue_tickets" USING btree ("queue_id","status","ticket_number");--> statement-breakpoint
CREATE INDEX "spot_queues_spot_idx" ON "spot_queues" USING btree ("spot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "popspot_reservations_slot_user_live_uq" ON "popspot_reservations" USING btree ("slot_id","user_id") WHERE "popspot_reservations"."status" = 'RESERVED';--> statement-breakpoint
CREATE INDEX "popspot_reservations_user_idx" ON "popspot_reservations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "popspot_reservations_slot_idx" ON "popspot_reservations" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "popspot_reservations_spot_idx" ON "popspot_reservations" USING btree ("spot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_notifications_user_spot_offset_uq" ON "reservation_notifications" USING btree ("user_id","spot_id","remind_offset_minutes");--> statement-breakpoint
CREATE INDEX "reservation_notifications_spot_idx" ON "reservation_notifications" USING btree ("spot_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_slots_spot_time_uq" ON "reservation_slots" USING btree ("spot_id","visit_date","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_settings_user_group_uq" ON "notification_settings" USING btree ("user_id","group");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","group") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "keyword_requests_created_idx" ON "keyword_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "keyword_requests_user_idx" ON "keyword_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "keywords_user_keyword_uq" ON "keywords" USING btree ("user_id","keyword");--> statement-breakpoint
CREATE INDEX "keywords_keyword_idx" ON "keywords" USING btree ("keyword");--> statement-breakpoint
CREATE INDEX "message_group_reads_group_idx" ON "message_group_reads" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_groups_day_uq" ON "message_groups" USING btree ("day_key") WHERE "message_groups"."day_key" IS NOT NULL AND "message_groups"."is_operating" = false;--> statement-breakpoint
CREATE INDEX "messages_group_id_idx" ON "messages" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "magazine_post_categories_name_idx" ON "magazine_post_categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "magazine_post_options_post_idx" ON "magazine_post_options" USING btree ("post_id","sort_order");--> statement-breakpoint
CREATE INDEX "magazine_post_options_spot_idx" ON "magazine_post_options" USING btree ("spot_id") WHERE "magazine_post_options"."spot_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_post_translations_post_locale_uq" ON "magazine_post_translations" USING btree ("post_id","locale");--> statement-breakpoint
CREATE INDEX "magazine_posts_published_idx" ON "magazine_posts" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "magazine_posts_title_trgm_idx" ON "magazine_posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_lat_lng_idx" ON "partners" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "partners_region_code_idx" ON "partners" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "notices_list_idx" ON "notices" USING btree ("is_pinned","published_at");