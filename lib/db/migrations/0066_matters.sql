-- Issue 64, the matter: after a consultation, a work item, a service order or a written question, the lawyer
-- opens one matter for the client, and both follow it on a timeline. Only its lawyer and its client ever see
-- it (lib/server/matters/matter-access.ts). Closed by the lawyer (closed_at, close_reason), never deleted: it
-- stays readable to both; the erasure of a client with payments keeps it de-identified like the payments.
-- last_shared_at: the last entry the client can see that the lawyer wrote (the nudge counts from it).
CREATE TABLE "matters" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "lawyer_id" uuid NOT NULL REFERENCES "lawyer_profiles"("user_id") ON DELETE RESTRICT,
  "customer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
  "title" text NOT NULL,
  "problem" text,
  "court" text,
  "case_number" text,
  "branch" text,
  "source_kind" text NOT NULL,
  "source_id" uuid NOT NULL,
  "last_shared_at" timestamp with time zone DEFAULT now() NOT NULL,
  "nudged_at" timestamp with time zone,
  "closed_at" timestamp with time zone,
  "close_reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "matters_source_kind_check" CHECK ("source_kind" IN ('MEETING', 'WORK_ITEM', 'SERVICE_ORDER', 'QUESTION')),
  CONSTRAINT "matters_closed_check" CHECK (("closed_at" IS NULL) = ("close_reason" IS NULL))
);
--> statement-breakpoint
-- One matter per source: a second "Open a matter" on the same consultation finds the first.
CREATE UNIQUE INDEX "matters_source_key" ON "matters" ("source_kind", "source_id");
--> statement-breakpoint
CREATE INDEX "matters_lawyer_idx" ON "matters" ("lawyer_id", "created_at");
--> statement-breakpoint
CREATE INDEX "matters_customer_idx" ON "matters" ("customer_id", "created_at");
--> statement-breakpoint
-- The nudge's scan: open matters by the age of their last shared update.
CREATE INDEX "matters_nudge_idx" ON "matters" ("last_shared_at") WHERE "closed_at" IS NULL;
--> statement-breakpoint
-- The timeline. author_id NULL: an automatic entry (a meeting booked, a letter signed, a payment, opened,
-- closed), ref_id naming what it is about, at most once per matter. shared = false: a private note of the
-- lawyer's, never in the client's view, API answer, export or notices. A client writes COMMENT and FILE only,
-- always shared.
CREATE TABLE "matter_entries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "matter_id" uuid NOT NULL REFERENCES "matters"("id") ON DELETE CASCADE,
  "author_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "kind" text NOT NULL,
  "shared" boolean DEFAULT true NOT NULL,
  "body" text,
  "file_id" uuid REFERENCES "stored_files"("id") ON DELETE SET NULL,
  "due_at" timestamp with time zone,
  "ref_id" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "matter_entries_kind_check" CHECK ("kind" IN ('UPDATE', 'COMMENT', 'FILE', 'DEADLINE', 'HEARING', 'OPENED', 'MEETING_BOOKED', 'LETTER_SIGNED', 'PAYMENT', 'CLOSED')),
  CONSTRAINT "matter_entries_deadline_check" CHECK ("kind" <> 'DEADLINE' OR "due_at" IS NOT NULL),
  CONSTRAINT "matter_entries_file_check" CHECK ("kind" <> 'FILE' OR "file_id" IS NOT NULL OR "author_id" IS NULL)
);
--> statement-breakpoint
-- The page reads newest first by (created_at, id): the cursor of GET matters/{id}/entries.
CREATE INDEX "matter_entries_timeline_idx" ON "matter_entries" ("matter_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX "matter_entries_automatic_key" ON "matter_entries" ("matter_id", "kind", "ref_id") WHERE "ref_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "matter_entries_file_idx" ON "matter_entries" ("file_id") WHERE "file_id" IS NOT NULL;
--> statement-breakpoint
-- A hearing: the HEARING entry's details. Added only by the lawyer's confirmation (from a court notice's
-- offered dates or by hand); revision +1 on each change the parties are told of; cancelled_at: called off
-- (the parties are told; the feeds keep it as cancelled). Reminders: about 24 hours and 2 hours before,
-- each once per revision (day_before_sent_revision, two_hours_sent_revision), to the lawyer and, when the
-- entry is shared, the client. notice_file_id: the court notice it was read from.
CREATE TABLE "matter_hearings" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "matter_id" uuid NOT NULL REFERENCES "matters"("id") ON DELETE CASCADE,
  "entry_id" uuid NOT NULL REFERENCES "matter_entries"("id") ON DELETE CASCADE,
  "starts_at" timestamp with time zone NOT NULL,
  "court" text NOT NULL,
  "branch" text,
  "mode" text DEFAULT 'IN_PERSON' NOT NULL,
  "notice_file_id" uuid REFERENCES "stored_files"("id") ON DELETE SET NULL,
  "revision" integer DEFAULT 1 NOT NULL,
  "cancelled_at" timestamp with time zone,
  "day_before_sent_revision" integer,
  "two_hours_sent_revision" integer,
  "reminder_claimed_until" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "matter_hearings_mode_check" CHECK ("mode" IN ('IN_PERSON', 'VIDEOCONFERENCE'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "matter_hearings_entry_key" ON "matter_hearings" ("entry_id");
--> statement-breakpoint
CREATE INDEX "matter_hearings_matter_idx" ON "matter_hearings" ("matter_id", "starts_at");
--> statement-breakpoint
CREATE INDEX "matter_hearings_due_idx" ON "matter_hearings" ("starts_at") WHERE "cancelled_at" IS NULL;
--> statement-breakpoint
-- The lawyer's nudge: a matter with no shared update for this many days reminds the lawyer (issue 64 item 5).
ALTER TABLE "lawyer_profiles" ADD COLUMN "matter_nudge_days" smallint DEFAULT 30 NOT NULL;
--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD CONSTRAINT "lawyer_profiles_matter_nudge_days_check" CHECK ("matter_nudge_days" BETWEEN 7 AND 180);
--> statement-breakpoint
-- A client's private calendar feed (their meetings and hearings), like the lawyers' ical_feed_token: the
-- token is the URL's only credential; a new one replaces it.
ALTER TABLE "users" ADD COLUMN "calendar_feed_token" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_calendar_feed_token_key" ON "users" ("calendar_feed_token");
--> statement-breakpoint
-- Hearings' reminders, changes and cancellations: a kind of message each person chooses channels for.
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("kind" IN ('booking_confirmed', 'meeting_reminder', 'party_waiting', 'meeting_changed', 'verification_decision', 'hearing'));
--> statement-breakpoint
-- The matter's events the outbox follows (a hearing changed or cancelled: the parties told after the commit).
ALTER TABLE "domain_events" DROP CONSTRAINT "domain_events_aggregate_check";
--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_aggregate_check" CHECK ("aggregate" IN ('meeting', 'payment', 'work-item', 'additional-service', 'letter', 'refund', 'comment', 'payout', 'moderation', 'verification', 'deletion', 'triage', 'phone', 'question', 'legal-aid', 'service-order', 'matter'));
