CREATE TYPE "public"."additional_service_status" AS ENUM('PROPOSED', 'PAYMENT_PENDING', 'PAID', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."auth_token_kind" AS ENUM('VERIFY_EMAIL', 'RESET_PASSWORD', 'VERIFY_IBP');--> statement-breakpoint
CREATE TYPE "public"."call_type" AS ENUM('VIDEO', 'PHONE');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('QUEUED', 'SENT', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."file_visibility" AS ENUM('PUBLIC', 'PRIVATE');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('PENDING', 'RUNNING', 'DONE', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."meeting_status" AS ENUM('PAYMENT_PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED', 'EXPIRED', 'PAYMENT_FAILED');--> statement-breakpoint
CREATE TYPE "public"."notification_icon" AS ENUM('meeting-comment', 'meeting-reminder', 'new-meeting', 'new-work-item');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('SANDBOX', 'PAYMONGO');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED', 'REFUND_REQUIRED', 'REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('CUSTOMER', 'LAWYER');--> statement-breakpoint
CREATE TYPE "public"."verification_status" AS ENUM('PENDING', 'VERIFIED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."work_item_status" AS ENUM('DRAFT', 'PROPOSAL', 'PAYMENT_PENDING', 'PAID', 'COMPLETED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "auth_token_kind" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_identities" (
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_identities_provider_provider_user_id_pk" PRIMARY KEY("provider","provider_user_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"type" "user_type" DEFAULT 'CUSTOMER' NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"picture_url" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"timezone" text DEFAULT 'Asia/Manila' NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"visibility" "file_visibility" DEFAULT 'PRIVATE' NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "blockers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"title" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blockers_range_check" CHECK ("blockers"."start_at" < "blockers"."end_at")
);
--> statement-breakpoint
CREATE TABLE "lawyer_availability" (
	"lawyer_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"available" boolean DEFAULT false NOT NULL,
	"start_minute" smallint DEFAULT 540 NOT NULL,
	"end_minute" smallint DEFAULT 1020 NOT NULL,
	CONSTRAINT "lawyer_availability_lawyer_id_weekday_pk" PRIMARY KEY("lawyer_id","weekday"),
	CONSTRAINT "lawyer_availability_weekday_check" CHECK ("lawyer_availability"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "lawyer_availability_range_check" CHECK ("lawyer_availability"."start_minute" >= 0 AND "lawyer_availability"."end_minute" <= 1440 AND "lawyer_availability"."start_minute" < "lawyer_availability"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "lawyer_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"year" smallint,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawyer_awards_description_len" CHECK ("lawyer_awards"."description" IS NULL OR char_length("lawyer_awards"."description") <= 250)
);
--> statement-breakpoint
CREATE TABLE "lawyer_education" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"school" text NOT NULL,
	"degree" text NOT NULL,
	"start_year" smallint NOT NULL,
	"end_year" smallint,
	"honours" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lawyer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"picture_url" text,
	"phone" text,
	"law_firm" text,
	"office_address" text,
	"city" text,
	"region" text,
	"bar_year" smallint,
	"roll_number" text NOT NULL,
	"ibp_number" text NOT NULL,
	"ibp_chapter" text,
	"ibp_id_file_id" uuid,
	"government_id_file_id" uuid,
	"verification_status" "verification_status" DEFAULT 'PENDING' NOT NULL,
	"ibp_verified" boolean DEFAULT false NOT NULL,
	"ibp_verified_at" timestamp with time zone,
	"banking_info" jsonb,
	"about" text,
	"quote" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"legal_problems" integer[] DEFAULT '{}'::int[] NOT NULL,
	"specializations" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"timezone" text DEFAULT 'Asia/Manila' NOT NULL,
	"notice_time_minutes" integer DEFAULT 120 NOT NULL,
	"ical_feed_token" text,
	"ical_import_url" text,
	"rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lawyer_services" (
	"lawyer_id" uuid NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"price_centavos" integer,
	CONSTRAINT "lawyer_services_lawyer_id_duration_minutes_pk" PRIMARY KEY("lawyer_id","duration_minutes"),
	CONSTRAINT "lawyer_services_duration_check" CHECK ("lawyer_services"."duration_minutes" IN (30, 60)),
	CONSTRAINT "lawyer_services_price_check" CHECK ("lawyer_services"."price_centavos" IS NULL OR "lawyer_services"."price_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lawyer_work_experience" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"organization" text NOT NULL,
	"location" text,
	"start_year" smallint NOT NULL,
	"end_year" smallint,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_reads" (
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_reads_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_reschedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"by_user_id" uuid,
	"previous_start_at" timestamp with time zone NOT NULL,
	"new_start_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"status" "meeting_status" DEFAULT 'PAYMENT_PENDING' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"subject" text NOT NULL,
	"description" text,
	"call_type" "call_type" DEFAULT 'VIDEO' NOT NULL,
	"price_centavos" integer NOT NULL,
	"work_item_id" uuid,
	"reminder_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_range_check" CHECK ("meetings"."start_at" < "meetings"."end_at"),
	CONSTRAINT "meetings_duration_check" CHECK ("meetings"."duration_minutes" IN (30, 60))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "time_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"meeting_id" uuid,
	"blocker_id" uuid,
	CONSTRAINT "time_holds_meeting_id_unique" UNIQUE("meeting_id"),
	CONSTRAINT "time_holds_blocker_id_unique" UNIQUE("blocker_id"),
	CONSTRAINT "time_holds_owner_check" CHECK (("time_holds"."meeting_id" IS NULL) <> ("time_holds"."blocker_id" IS NULL)),
	CONSTRAINT "time_holds_range_check" CHECK ("time_holds"."start_at" < "time_holds"."end_at")
);
--> statement-breakpoint
CREATE TABLE "work_item_additional_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"price_centavos" integer NOT NULL,
	"status" "additional_service_status" DEFAULT 'PROPOSED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_item_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_item_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_item_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"duration_minutes" smallint DEFAULT 60 NOT NULL,
	"meeting_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" "work_item_status" DEFAULT 'DRAFT' NOT NULL,
	"price_centavos" integer DEFAULT 0 NOT NULL,
	"due_date" timestamp with time zone,
	"lawyer_completed_at" timestamp with time zone,
	"customer_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_items_price_check" CHECK ("work_items"."price_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"meeting_id" uuid,
	"work_item_id" uuid,
	"additional_service_id" uuid,
	"provider" "payment_provider" NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"amount_centavos" integer NOT NULL,
	"currency" text DEFAULT 'PHP' NOT NULL,
	"status" "payment_status" DEFAULT 'PENDING' NOT NULL,
	"method" text,
	"checkout_url" text,
	"description" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"meeting_id" uuid,
	"work_item_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_parent_check" CHECK (("comments"."meeting_id" IS NULL) <> ("comments"."work_item_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "job_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"icon" "notification_icon" NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attachments" jsonb,
	"status" "email_status" DEFAULT 'QUEUED' NOT NULL,
	"dedupe_key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notary_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"picture_url" text,
	"commission_doc_file_id" uuid,
	"commission_number" text,
	"commission_expires_on" date,
	"commissioning_court" text,
	"roll_number" text,
	"ibp_number" text,
	"office_address" text,
	"city" text,
	"city_slug" text,
	"region" text,
	"phone" text,
	"email" text,
	"office_hours" text,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"fees_note" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notary_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_identities" ADD CONSTRAINT "oauth_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blockers" ADD CONSTRAINT "blockers_lawyer_id_lawyer_profiles_user_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyer_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_availability" ADD CONSTRAINT "lawyer_availability_lawyer_id_lawyer_profiles_user_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyer_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_awards" ADD CONSTRAINT "lawyer_awards_lawyer_id_lawyer_profiles_user_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyer_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_education" ADD CONSTRAINT "lawyer_education_lawyer_id_lawyer_profiles_user_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyer_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD CONSTRAINT "lawyer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD CONSTRAINT "lawyer_profiles_ibp_id_file_id_stored_files_id_fk" FOREIGN KEY ("ibp_id_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD CONSTRAINT "lawyer_profiles_government_id_file_id_stored_files_id_fk" FOREIGN KEY ("government_id_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_services" ADD CONSTRAINT "lawyer_services_lawyer_id_lawyer_profiles_user_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyer_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_work_experience" ADD CONSTRAINT "lawyer_work_experience_lawyer_id_lawyer_profiles_user_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyer_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_events" ADD CONSTRAINT "meeting_events_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_events" ADD CONSTRAINT "meeting_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_files" ADD CONSTRAINT "meeting_files_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_files" ADD CONSTRAINT "meeting_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_files" ADD CONSTRAINT "meeting_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_reads" ADD CONSTRAINT "meeting_reads_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_reads" ADD CONSTRAINT "meeting_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_reschedules" ADD CONSTRAINT "meeting_reschedules_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_reschedules" ADD CONSTRAINT "meeting_reschedules_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_lawyer_id_lawyer_profiles_user_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyer_profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_work_item_id_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."work_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_lawyer_id_lawyer_profiles_user_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyer_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_holds" ADD CONSTRAINT "time_holds_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_holds" ADD CONSTRAINT "time_holds_blocker_id_blockers_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."blockers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_additional_services" ADD CONSTRAINT "work_item_additional_services_work_item_id_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_files" ADD CONSTRAINT "work_item_files_work_item_id_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_files" ADD CONSTRAINT "work_item_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_files" ADD CONSTRAINT "work_item_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_meetings" ADD CONSTRAINT "work_item_meetings_work_item_id_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_lawyer_id_lawyer_profiles_user_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyer_profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_lawyer_id_lawyer_profiles_user_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyer_profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_work_item_id_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."work_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_additional_service_id_work_item_additional_services_id_fk" FOREIGN KEY ("additional_service_id") REFERENCES "public"."work_item_additional_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_work_item_id_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notary_profiles" ADD CONSTRAINT "notary_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notary_profiles" ADD CONSTRAINT "notary_profiles_commission_doc_file_id_stored_files_id_fk" FOREIGN KEY ("commission_doc_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "oauth_identities_user_idx" ON "oauth_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "blockers_lawyer_idx" ON "blockers" USING btree ("lawyer_id","start_at");--> statement-breakpoint
CREATE INDEX "lawyer_awards_lawyer_idx" ON "lawyer_awards" USING btree ("lawyer_id","priority");--> statement-breakpoint
CREATE INDEX "lawyer_education_lawyer_idx" ON "lawyer_education" USING btree ("lawyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lawyer_profiles_ical_token_key" ON "lawyer_profiles" USING btree ("ical_feed_token");--> statement-breakpoint
CREATE INDEX "lawyer_profiles_listed_rating_idx" ON "lawyer_profiles" USING btree ("rating_avg" DESC NULLS LAST,"user_id") WHERE "lawyer_profiles"."is_public" AND "lawyer_profiles"."is_complete" AND "lawyer_profiles"."ibp_verified";--> statement-breakpoint
CREATE INDEX "lawyer_profiles_listed_bar_idx" ON "lawyer_profiles" USING btree ("bar_year","user_id") WHERE "lawyer_profiles"."is_public" AND "lawyer_profiles"."is_complete" AND "lawyer_profiles"."ibp_verified";--> statement-breakpoint
CREATE INDEX "lawyer_profiles_region_idx" ON "lawyer_profiles" USING btree ("region");--> statement-breakpoint
CREATE INDEX "lawyer_profiles_areas_gin" ON "lawyer_profiles" USING gin ("areas");--> statement-breakpoint
CREATE INDEX "lawyer_profiles_languages_gin" ON "lawyer_profiles" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "lawyer_profiles_problems_gin" ON "lawyer_profiles" USING gin ("legal_problems");--> statement-breakpoint
CREATE INDEX "lawyer_services_price_idx" ON "lawyer_services" USING btree ("duration_minutes","price_centavos","lawyer_id");--> statement-breakpoint
CREATE INDEX "lawyer_work_experience_lawyer_idx" ON "lawyer_work_experience" USING btree ("lawyer_id");--> statement-breakpoint
CREATE INDEX "meeting_events_meeting_idx" ON "meeting_events" USING btree ("meeting_id","created_at");--> statement-breakpoint
CREATE INDEX "meeting_files_meeting_idx" ON "meeting_files" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_reschedules_meeting_idx" ON "meeting_reschedules" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meetings_lawyer_start_idx" ON "meetings" USING btree ("lawyer_id","start_at");--> statement-breakpoint
CREATE INDEX "meetings_customer_start_idx" ON "meetings" USING btree ("customer_id","start_at");--> statement-breakpoint
CREATE INDEX "meetings_reminder_due_idx" ON "meetings" USING btree ("reminder_at") WHERE "meetings"."reminder_sent_at" IS NULL AND "meetings"."reminder_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "meetings_hold_expiry_idx" ON "meetings" USING btree ("hold_expires_at") WHERE "meetings"."status" = 'PAYMENT_PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_meeting_key" ON "reviews" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "reviews_lawyer_idx" ON "reviews" USING btree ("lawyer_id","created_at");--> statement-breakpoint
CREATE INDEX "work_item_additional_services_item_idx" ON "work_item_additional_services" USING btree ("work_item_id");--> statement-breakpoint
CREATE INDEX "work_item_files_item_idx" ON "work_item_files" USING btree ("work_item_id");--> statement-breakpoint
CREATE INDEX "work_item_meetings_item_idx" ON "work_item_meetings" USING btree ("work_item_id");--> statement-breakpoint
CREATE INDEX "work_items_lawyer_idx" ON "work_items" USING btree ("lawyer_id","created_at");--> statement-breakpoint
CREATE INDEX "work_items_customer_idx" ON "work_items" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_session_key" ON "payments" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "payments_meeting_idx" ON "payments" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "payments_lawyer_idx" ON "payments" USING btree ("lawyer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_provider_event_key" ON "webhook_events" USING btree ("provider","provider_event_id");--> statement-breakpoint
CREATE INDEX "comments_meeting_idx" ON "comments" USING btree ("meeting_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_work_item_idx" ON "comments" USING btree ("work_item_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbound_emails_to_idx" ON "outbound_emails" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_emails_dedupe_key" ON "outbound_emails" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notary_profiles_city_idx" ON "notary_profiles" USING btree ("city_slug") WHERE "notary_profiles"."is_public";