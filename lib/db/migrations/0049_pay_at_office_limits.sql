-- Issue 58 (items 1 and 3): what a booking that costs nothing may hold and set off.
-- The notary's own daily number of pay-at-the-office appointments (lib/server/notary/pay-at-office-rules.ts).
ALTER TABLE "notary_profiles" ADD COLUMN "pay_at_office_per_day" integer DEFAULT 4 NOT NULL;
--> statement-breakpoint
ALTER TABLE "notary_profiles" ADD CONSTRAINT "notary_profiles_pay_at_office_per_day_check" CHECK ("pay_at_office_per_day" BETWEEN 1 AND 20);
--> statement-breakpoint
-- Notices to one person about one other person (a pay-at-the-office booking or cancellation of the same client
-- to the same notary), one row per notice: counted per Philippine day (lib/server/notifications/pair-notices.ts).
CREATE TABLE "pair_notices" (
	"recipient_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"about_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"notice_key" text NOT NULL,
	"allowed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pair_notices_pkey" PRIMARY KEY ("recipient_id", "notice_key")
);
--> statement-breakpoint
CREATE INDEX "pair_notices_pair_idx" ON "pair_notices" ("recipient_id", "about_id", "created_at");
