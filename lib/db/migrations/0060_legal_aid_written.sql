-- Issue 61, the legal-aid desk's free written answers: a WRITTEN request holds the person's question (the same
-- limits as a written question, lib/rules/written-questions.ts QUESTION_LIMITS) until a lawyer takes it; then
-- its text moves to the written question (read through it) and these columns are emptied. queued_at: since when
-- it waits unclaimed in the desk's queue; claimed_at: when its lawyer claimed it; reoffered_at: when the desk
-- offered it again to the area's lawyers (once). legal_aid_offers.reminded_at: the last "your offer is waiting"
-- mail (one per 30 days).
ALTER TABLE "legal_aid_requests" ADD COLUMN "facts" text;
--> statement-breakpoint
ALTER TABLE "legal_aid_requests" ADD COLUMN "wants" text;
--> statement-breakpoint
ALTER TABLE "legal_aid_requests" ADD COLUMN "other_parties" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "legal_aid_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "legal_aid_requests" ADD COLUMN "queued_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "legal_aid_requests" ADD COLUMN "claimed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "legal_aid_requests" ADD COLUMN "reoffered_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "legal_aid_requests" ADD CONSTRAINT "legal_aid_requests_language_check" CHECK ("language" IN ('en', 'fil'));
--> statement-breakpoint
ALTER TABLE "legal_aid_requests" ADD CONSTRAINT "legal_aid_requests_facts_check" CHECK (char_length("facts") <= 3000);
--> statement-breakpoint
ALTER TABLE "legal_aid_requests" ADD CONSTRAINT "legal_aid_requests_wants_check" CHECK (char_length("wants") <= 1000);
--> statement-breakpoint
ALTER TABLE "legal_aid_requests" ADD CONSTRAINT "legal_aid_requests_parties_check" CHECK (cardinality("other_parties") <= 5);
--> statement-breakpoint
CREATE INDEX "legal_aid_requests_queue_idx" ON "legal_aid_requests" ("queued_at") WHERE "kind" = 'WRITTEN' AND "lawyer_id" IS NULL AND "status" = 'AWAITING_ASSESSMENT';
--> statement-breakpoint
ALTER TABLE "legal_aid_offers" ADD COLUMN "reminded_at" timestamp with time zone;
