-- Issue 38: an erasure that fails is tried again a bounded number of times, then shown to the admin
-- as failed with its reason (it used to fail on every scheduler tick for ever, unseen). attempts
-- counts the failed tries, last_error keeps the latest reason, failed_at is set when the tries are
-- spent: the scheduler leaves such a request alone until an admin erases the person again.
ALTER TABLE "account_deletions" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD COLUMN "last_error" text;
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD COLUMN "failed_at" timestamp with time zone;
