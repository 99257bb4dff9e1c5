-- Issue 73 item 2, "pro-bono hours anyone can make": a ledger line's minutes come from what happened and say how
-- they were measured (measure: CALL_ATTENDANCE, WRITTEN_FIXED, STATED), and no line counts on the word of the lawyer
-- who earns it: each waits for the admin's desk (review PENDING → APPROVED or REJECTED, final, by reviewed_by, with
-- a note required to reject); sampled marks the lines drawn for the desk's close check. A report keeps the lines it
-- stated (statement), so its verify page says how each was measured after the ledger moves on.
ALTER TABLE "legal_aid_services" ADD COLUMN "measure" text;
--> statement-breakpoint
-- Lines before this: a consultation's minutes came from its call's attendance; a written answer's (and a drafting's)
-- were typed by the lawyer.
UPDATE "legal_aid_services" SET "measure" = CASE WHEN "kind" = 'CONSULTATION' THEN 'CALL_ATTENDANCE' ELSE 'STATED' END;
--> statement-breakpoint
ALTER TABLE "legal_aid_services" ALTER COLUMN "measure" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "legal_aid_services" ADD CONSTRAINT "legal_aid_services_measure_check"
  CHECK ("measure" IN ('CALL_ATTENDANCE', 'WRITTEN_FIXED', 'STATED'));
--> statement-breakpoint
ALTER TABLE "legal_aid_services" ADD COLUMN "review" text DEFAULT 'PENDING' NOT NULL;
--> statement-breakpoint
ALTER TABLE "legal_aid_services" ADD COLUMN "sampled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "legal_aid_services" ADD COLUMN "reviewed_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "legal_aid_services" ADD COLUMN "reviewed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "legal_aid_services" ADD COLUMN "review_note" text;
--> statement-breakpoint
ALTER TABLE "legal_aid_services" ADD CONSTRAINT "legal_aid_services_review_check"
  CHECK ("review" IN ('PENDING', 'APPROVED', 'REJECTED')
     AND ("review" = 'PENDING') = ("reviewed_at" IS NULL)
     AND ("review" <> 'REJECTED' OR "review_note" IS NOT NULL)
     AND char_length("review_note") <= 500);
--> statement-breakpoint
-- The desk's list: the lines waiting, sampled first, oldest first.
CREATE INDEX "legal_aid_services_pending_idx" ON "legal_aid_services" ("sampled", "created_at") WHERE "review" = 'PENDING';
--> statement-breakpoint
ALTER TABLE "legal_aid_reports" ADD COLUMN "statement" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- The reports already issued stated every line of their period the ledger held then, with the minutes it held then
-- (a written answer's typed minutes, measure STATED): kept so their codes go on saying what they said.
UPDATE "legal_aid_reports" r SET "statement" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('service_date', s."service_date", 'kind', s."kind", 'measure', s."measure", 'minutes', s."minutes")
                   ORDER BY s."service_date", s."created_at", s."id")
    FROM "legal_aid_services" s
   WHERE s."lawyer_id" = r."lawyer_id" AND s."service_date" BETWEEN r."period_start" AND r."period_end"
     AND s."created_at" <= r."created_at"), '[]'::jsonb);
--> statement-breakpoint
-- From now on a written answer counts the desk's fixed figure (WRITTEN_ANSWER_MINUTES in lib/rules/legal-aid.ts, 30),
-- never the typed minutes; the lines already written are measured the same way, and wait for the desk like any.
UPDATE "legal_aid_services" SET "minutes" = 30, "measure" = 'WRITTEN_FIXED' WHERE "kind" = 'WRITTEN_ANSWER';
--> statement-breakpoint
-- Whether the report's lines were each approved by the desk: the reports issued before this were not (false); every
-- report from now on is (the default true).
ALTER TABLE "legal_aid_reports" ADD COLUMN "desk_checked" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "legal_aid_reports" ALTER COLUMN "desk_checked" SET DEFAULT true;
