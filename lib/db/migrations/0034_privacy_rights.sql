-- Issue 30 "A person's rights over their data" (Data Privacy Act, RA 10173, Sec. 16-18).
--
-- Erasure keeps the users row (meetings, payments and work items point at it with ON DELETE
-- RESTRICT, and the other party's records and the tax-law payment records must stay whole) but
-- de-identifies it; erased_at says it was. A person without a password confirms a deletion from a
-- mailed link: auth_tokens kind CONFIRM_DELETION.
ALTER TYPE "public"."auth_token_kind" ADD VALUE 'CONFIRM_DELETION';
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;
--> statement-breakpoint
-- One row per request to delete an account: by the person (SELF, after a 7-day grace period that a
-- sign-in cancels) or recorded by an admin for a request that came by other means (ADMIN). The row
-- outlives the erasure (user_id still points at the de-identified users row), so the admin console
-- lists what was done and when. was_public / notary_was_public keep the listing the request took
-- down at once, so a cancellation puts it back.
CREATE TABLE "account_deletions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "source" text NOT NULL CHECK ("source" IN ('SELF', 'ADMIN')),
  "requested_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "reason" text,
  "requested_at" timestamp with time zone DEFAULT now() NOT NULL,
  "due_at" timestamp with time zone NOT NULL,
  "was_public" boolean DEFAULT false NOT NULL,
  "notary_was_public" boolean DEFAULT false NOT NULL,
  "cancelled_at" timestamp with time zone,
  "completed_at" timestamp with time zone,
  -- A scheduler's lease while it erases (FOR UPDATE SKIP LOCKED picks rows; the lease covers the
  -- blob removal after commit, so two instances never erase one account at once).
  "claimed_until" timestamp with time zone,
  CHECK ("cancelled_at" IS NULL OR "completed_at" IS NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_open_key" ON "account_deletions" ("user_id") WHERE "cancelled_at" IS NULL AND "completed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" ("due_at") WHERE "cancelled_at" IS NULL AND "completed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "account_deletions_requested_idx" ON "account_deletions" ("requested_at" DESC);
--> statement-breakpoint
-- "Download my data" (the right of access and to data portability, RA 10173 Sec. 16(c), 18): a ZIP
-- built in the background by the scheduler, kept for 7 days behind the person's session, then its
-- blob is deleted (EXPIRED). One export open (PENDING or BUILDING) per person at a time.
CREATE TABLE "data_exports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "status" text DEFAULT 'PENDING' NOT NULL CHECK ("status" IN ('PENDING', 'BUILDING', 'READY', 'FAILED', 'EXPIRED')),
  "requested_at" timestamp with time zone DEFAULT now() NOT NULL,
  "ready_at" timestamp with time zone,
  "expires_at" timestamp with time zone,
  "storage_key" text,
  "size_bytes" bigint,
  "claimed_until" timestamp with time zone,
  "failure" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_open_key" ON "data_exports" ("user_id") WHERE "status" IN ('PENDING', 'BUILDING');
--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" ("user_id", "requested_at" DESC);
--> statement-breakpoint
CREATE INDEX "data_exports_work_idx" ON "data_exports" ("status", "requested_at") WHERE "status" IN ('PENDING', 'BUILDING', 'READY');
--> statement-breakpoint
-- Consents on record (RA 10173 Sec. 3(b): evidenced by written, electronic or recorded means): one
-- row per change, never updated — which version of the Terms / Privacy Policy was accepted and when,
-- and each optional consent given or withdrawn, with where it happened.
CREATE TABLE "consents" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL CHECK ("kind" IN ('TERMS', 'PRIVACY', 'MARKETING_EMAIL', 'SMS')),
  "version" text,
  "granted" boolean NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "source" text NOT NULL CHECK ("source" IN ('SIGN_UP', 'SIGN_IN', 'SETTINGS', 'BACKFILL')),
  CHECK ("kind" NOT IN ('TERMS', 'PRIVACY') OR "version" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "consents_user_kind_idx" ON "consents" ("user_id", "kind", "at" DESC);
--> statement-breakpoint
-- The acceptances made before this table (the sign-up checkbox, migration 0022) count as the
-- versions of lib/config/policies.ts at the time (2026-11-24), so nobody is asked again for them.
INSERT INTO "consents" ("user_id", "kind", "version", "granted", "at", "source")
SELECT u.id, k.kind, '2026-11-24', true, u.terms_accepted_at, 'BACKFILL'
  FROM "users" u CROSS JOIN (VALUES ('TERMS'), ('PRIVACY')) AS k(kind)
 WHERE u.terms_accepted_at IS NOT NULL;
