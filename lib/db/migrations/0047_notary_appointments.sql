-- Issue 43: a notarial appointment is a meeting of its own kind, held in person at the notary's office.
-- It shares the meetings' calendar (time_holds: never over a consultation, a blocker or another
-- appointment), statuses, payments and reminders; it never has a call. Its lengths are the offer's
-- (15 to 90 minutes). The side table keeps what the client was told when booking: the service, the
-- office address and what to bring (checklist keys, lib/reference/notary-checklist.ts), and whether
-- the fee is paid at the office (then the appointment is confirmed without a payment).
ALTER TABLE "meetings" ADD COLUMN "kind" text DEFAULT 'CONSULTATION' NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_kind_check" CHECK ("kind" IN ('CONSULTATION', 'NOTARY'));--> statement-breakpoint
ALTER TABLE "meetings" DROP CONSTRAINT "meetings_duration_check";--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_duration_check" CHECK (
  ("kind" = 'CONSULTATION' AND "duration_minutes" IN (30, 60))
  OR ("kind" = 'NOTARY' AND "duration_minutes" IN (15, 30, 45, 60, 90))
);--> statement-breakpoint
CREATE TABLE "notary_appointments" (
  "meeting_id" uuid PRIMARY KEY NOT NULL REFERENCES "meetings"("id") ON DELETE CASCADE,
  "notary_id" uuid NOT NULL REFERENCES "notary_profiles"("id") ON DELETE RESTRICT,
  "service" text NOT NULL,
  "office_address" text NOT NULL,
  "city" text,
  "checklist" text[] DEFAULT '{}'::text[] NOT NULL,
  "pay_at_office" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "notary_appointments_notary_idx" ON "notary_appointments" USING btree ("notary_id");
