-- Issue 61, the legal-aid desk: lawyers' offers (on/off, free weekly consultation times, free written answers a
-- month), a person's beneficiary declaration (sensitive: owner, the request's lawyer, admins), the free matters
-- and their assessment, the hours ledger for the lawyer's ULAS report, and the reports' verification codes.
CREATE TYPE "legal_aid_request_kind" AS ENUM ('CONSULTATION', 'WRITTEN');
--> statement-breakpoint
CREATE TYPE "legal_aid_request_status" AS ENUM ('AWAITING_ASSESSMENT', 'QUALIFIED', 'DECLINED', 'COMPLETED', 'CANCELLED', 'REFERRED');
--> statement-breakpoint
CREATE TYPE "legal_aid_service_kind" AS ENUM ('CONSULTATION', 'WRITTEN_ANSWER', 'DRAFTING');
--> statement-breakpoint
CREATE TABLE "legal_aid_offers" (
  "lawyer_id" uuid PRIMARY KEY REFERENCES "lawyer_profiles"("user_id") ON DELETE cascade,
  "enabled" boolean NOT NULL DEFAULT false,
  "written_per_month" integer NOT NULL DEFAULT 0,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "legal_aid_offers_written_check" CHECK ("written_per_month" BETWEEN 0 AND 20)
);
--> statement-breakpoint
CREATE TABLE "legal_aid_slots" (
  "lawyer_id" uuid NOT NULL REFERENCES "lawyer_profiles"("user_id") ON DELETE cascade,
  "weekday" integer NOT NULL,
  "start_minute" integer NOT NULL,
  PRIMARY KEY ("lawyer_id", "weekday", "start_minute"),
  CONSTRAINT "legal_aid_slots_weekday_check" CHECK ("weekday" BETWEEN 0 AND 6),
  CONSTRAINT "legal_aid_slots_minute_check" CHECK ("start_minute" >= 0 AND "start_minute" <= 1410 AND "start_minute" % 30 = 0)
);
--> statement-breakpoint
CREATE TABLE "legal_aid_declarations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "household_size" integer NOT NULL,
  "monthly_income_pesos" integer NOT NULL,
  "income_source" text NOT NULL,
  "property" text NOT NULL DEFAULT '',
  "reason" text NOT NULL,
  "agreed_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "legal_aid_declarations_household_check" CHECK ("household_size" BETWEEN 1 AND 30),
  CONSTRAINT "legal_aid_declarations_income_check" CHECK ("monthly_income_pesos" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "legal_aid_declarations_user_key" ON "legal_aid_declarations" ("user_id");
--> statement-breakpoint
CREATE TABLE "legal_aid_requests" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "client_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "lawyer_id" uuid REFERENCES "lawyer_profiles"("user_id") ON DELETE set null,
  "kind" "legal_aid_request_kind" NOT NULL,
  "status" "legal_aid_request_status" NOT NULL DEFAULT 'AWAITING_ASSESSMENT',
  "problem" integer NOT NULL,
  "meeting_id" uuid REFERENCES "meetings"("id") ON DELETE set null,
  "question_id" uuid REFERENCES "written_questions"("id") ON DELETE set null,
  "decline_reason" text,
  "decline_note" text,
  "assessed_at" timestamp with time zone,
  "assessed_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "legal_aid_requests_meeting_key" ON "legal_aid_requests" ("meeting_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "legal_aid_requests_question_key" ON "legal_aid_requests" ("question_id");
--> statement-breakpoint
CREATE INDEX "legal_aid_requests_client_idx" ON "legal_aid_requests" ("client_id", "status");
--> statement-breakpoint
CREATE INDEX "legal_aid_requests_lawyer_idx" ON "legal_aid_requests" ("lawyer_id", "status");
--> statement-breakpoint
CREATE TABLE "legal_aid_services" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "lawyer_id" uuid NOT NULL REFERENCES "lawyer_profiles"("user_id") ON DELETE cascade,
  "request_id" uuid REFERENCES "legal_aid_requests"("id") ON DELETE set null,
  "service_date" date NOT NULL,
  "kind" "legal_aid_service_kind" NOT NULL,
  "minutes" integer NOT NULL,
  "beneficiary_initials" text NOT NULL,
  "area" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "legal_aid_services_minutes_check" CHECK ("minutes" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "legal_aid_services_request_kind_key" ON "legal_aid_services" ("request_id", "kind");
--> statement-breakpoint
CREATE INDEX "legal_aid_services_lawyer_idx" ON "legal_aid_services" ("lawyer_id", "service_date");
--> statement-breakpoint
CREATE TABLE "legal_aid_reports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "lawyer_id" uuid NOT NULL REFERENCES "lawyer_profiles"("user_id") ON DELETE cascade,
  "period_start" date NOT NULL,
  "period_end" date NOT NULL,
  "verification_code" text NOT NULL,
  "total_minutes" integer NOT NULL,
  "lines" integer NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "legal_aid_reports_code_key" ON "legal_aid_reports" ("verification_code");
--> statement-breakpoint
CREATE INDEX "legal_aid_reports_lawyer_idx" ON "legal_aid_reports" ("lawyer_id");
