-- Issue 60: "Ask a lawyer in writing". A client pays for one written answer (and one follow-up) from one lawyer;
-- the lawyer sees the problem and the other party's names first (the conflict check), takes it under CPRA Canon III
-- §35 (limited legal services) or declines; declined or lapsed offers move to another lawyer of the same field
-- (at most 3 in all) or are refunded in full. Statuses move by QUESTION_RULES (lib/rules/question-transitions.ts).
CREATE TYPE "public"."written_question_status" AS ENUM('DRAFT', 'PAYMENT_PENDING', 'WAITING', 'TAKEN', 'ANSWERED', 'FOLLOW_UP', 'CLOSED', 'REFUNDED');
--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD COLUMN "question_price_centavos" integer;
--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD CONSTRAINT "lawyer_profiles_question_price_check"
  CHECK ("question_price_centavos" IS NULL OR "question_price_centavos" BETWEEN 30000 AND 500000);
--> statement-breakpoint
CREATE TABLE "written_questions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "customer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
  "lawyer_id" uuid NOT NULL REFERENCES "lawyer_profiles"("user_id") ON DELETE restrict,
  "problem" integer NOT NULL,
  "facts" text DEFAULT '' NOT NULL,
  "wants" text DEFAULT '' NOT NULL,
  "other_parties" text[] DEFAULT '{}'::text[] NOT NULL,
  "language" text DEFAULT 'en' NOT NULL,
  "pool_ok" boolean DEFAULT false NOT NULL,
  "status" "written_question_status" DEFAULT 'DRAFT' NOT NULL,
  "price_centavos" integer,
  "offered_at" timestamp with time zone,
  "take_due_at" timestamp with time zone,
  "taken_at" timestamp with time zone,
  "scope_statement_version" text,
  "answer_due_at" timestamp with time zone,
  "answered_at" timestamp with time zone,
  "follow_up_due_at" timestamp with time zone,
  "closed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "written_questions_language_check" CHECK ("language" IN ('en', 'fil')),
  CONSTRAINT "written_questions_facts_check" CHECK (char_length("facts") <= 3000),
  CONSTRAINT "written_questions_wants_check" CHECK (char_length("wants") <= 1000),
  CONSTRAINT "written_questions_parties_check" CHECK (cardinality("other_parties") <= 5),
  CONSTRAINT "written_questions_price_check" CHECK ("price_centavos" IS NULL OR "price_centavos" > 0),
  CONSTRAINT "written_questions_taken_check" CHECK ("taken_at" IS NULL OR "scope_statement_version" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "written_questions_customer_idx" ON "written_questions" ("customer_id", "created_at");
--> statement-breakpoint
CREATE INDEX "written_questions_lawyer_idx" ON "written_questions" ("lawyer_id", "created_at");
--> statement-breakpoint
-- The scheduler's sweeps: offers not taken in time, answers and follow-ups overdue, follow-up windows over.
CREATE INDEX "written_questions_take_due_idx" ON "written_questions" ("take_due_at") WHERE "status" = 'WAITING';
--> statement-breakpoint
CREATE INDEX "written_questions_answer_due_idx" ON "written_questions" ("answer_due_at") WHERE "status" IN ('TAKEN', 'FOLLOW_UP');
--> statement-breakpoint
CREATE INDEX "written_questions_follow_up_due_idx" ON "written_questions" ("follow_up_due_at") WHERE "status" = 'ANSWERED';
--> statement-breakpoint
CREATE TABLE "written_question_offers" (
  "question_id" uuid NOT NULL REFERENCES "written_questions"("id") ON DELETE cascade,
  "lawyer_id" uuid NOT NULL REFERENCES "lawyer_profiles"("user_id") ON DELETE restrict,
  "offered_at" timestamp with time zone DEFAULT now() NOT NULL,
  "outcome" text DEFAULT 'open' NOT NULL,
  "reason" text,
  "decided_at" timestamp with time zone,
  CONSTRAINT "written_question_offers_pkey" PRIMARY KEY ("question_id", "lawyer_id"),
  CONSTRAINT "written_question_offers_outcome_check" CHECK ("outcome" IN ('open', 'taken', 'declined', 'lapsed')),
  CONSTRAINT "written_question_offers_reason_check" CHECK ("reason" IS NULL OR "reason" IN ('conflict', 'not-my-field', 'no-time'))
);
--> statement-breakpoint
CREATE INDEX "written_question_offers_lawyer_idx" ON "written_question_offers" ("lawyer_id", "offered_at");
--> statement-breakpoint
CREATE TABLE "written_question_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "question_id" uuid NOT NULL REFERENCES "written_questions"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "author_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "body" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "written_question_messages_kind_check" CHECK ("kind" IN ('answer', 'follow-up', 'follow-up-answer')),
  CONSTRAINT "written_question_messages_body_check" CHECK (char_length("body") BETWEEN 1 AND 10000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "written_question_messages_kind_key" ON "written_question_messages" ("question_id", "kind");
--> statement-breakpoint
-- The question's file sets: the client's (message_id null) and each message's.
CREATE TABLE "written_question_files" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "question_id" uuid NOT NULL REFERENCES "written_questions"("id") ON DELETE cascade,
  "message_id" uuid REFERENCES "written_question_messages"("id") ON DELETE cascade,
  "file_id" uuid NOT NULL REFERENCES "stored_files"("id") ON DELETE cascade,
  "uploaded_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "written_question_files_question_idx" ON "written_question_files" ("question_id", "message_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "written_question_files_file_key" ON "written_question_files" ("file_id");
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "question_id" uuid REFERENCES "written_questions"("id") ON DELETE set null;
--> statement-breakpoint
CREATE INDEX "payments_question_idx" ON "payments" ("question_id");
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_check";
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK ("reason" IN ('CLIENT_CANCELLED', 'LAWYER_CANCELLED',
  'LAWYER_NO_SHOW', 'LATE_PAYMENT', 'ADMIN_DECISION', 'LEGACY', 'QUESTION_NOT_ANSWERED'));
--> statement-breakpoint
ALTER TABLE "domain_events" DROP CONSTRAINT "domain_events_aggregate_check";
--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_aggregate_check"
  CHECK ("aggregate" IN ('meeting', 'payment', 'work-item', 'additional-service', 'letter', 'refund',
    'comment', 'payout', 'moderation', 'verification', 'deletion', 'triage', 'phone', 'question'));
