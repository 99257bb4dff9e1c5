CREATE TYPE "public"."meeting_outcome" AS ENUM('ATTENDED', 'CLIENT_NO_SHOW', 'LAWYER_NO_SHOW', 'NOBODY_ATTENDED');--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "outcome" "meeting_outcome";--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "settlement_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "meetings_settle_due_idx" ON "meetings" USING btree ("end_at") WHERE "meetings"."status" = 'CONFIRMED';--> statement-breakpoint
CREATE INDEX "meetings_settlement_notice_idx" ON "meetings" USING btree ("settled_at") WHERE "meetings"."settled_at" IS NOT NULL AND "meetings"."settlement_notified_at" IS NULL;--> statement-breakpoint
-- The backlog, once: a paid meeting whose join window closed more than the no-show claim period
-- (NO_SHOW_CLAIM_DAYS = 7, plus JOIN_CLOSES_AFTER_MINUTES = 15) before this migration is closed as
-- COMPLETED without an outcome, messages or refund. The policy no longer refunds it, a review request
-- that late is noise, and meetings from before call attendance was recorded (migration 0011) would all
-- look like lawyer no-shows. Newer ones stay CONFIRMED for the scheduler's settlement.
UPDATE "meetings" SET "status" = 'COMPLETED', "updated_at" = now()
WHERE "status" = 'CONFIRMED' AND "end_at" < now() - interval '7 days 15 minutes';
