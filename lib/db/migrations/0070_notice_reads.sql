-- Issue 73 item 5: a court notice is read in the background, never in the upload's request. POST matters/{id}/notices
-- stores the file entry with one row here (QUEUED) and answers at once; the background reader (scheduler pass, or a
-- kick right after the commit) claims it: READING with a lease (next_attempt_at), then DONE with what the text
-- offered (result, the wire's shape) or, after its last attempt ran out, FAILED. next_attempt_at: when a QUEUED row
-- may start, when a READING row's lease ends (a reader that died is taken again then); none once ended.
CREATE TABLE "matter_notice_reads" (
  "entry_id" uuid PRIMARY KEY NOT NULL REFERENCES "matter_entries"("id") ON DELETE CASCADE,
  "file_id" uuid NOT NULL REFERENCES "stored_files"("id") ON DELETE CASCADE,
  "lawyer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "status" text DEFAULT 'QUEUED' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now(),
  "result" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "finished_at" timestamp with time zone,
  CONSTRAINT "matter_notice_reads_status_check" CHECK ("status" IN ('QUEUED', 'READING', 'DONE', 'FAILED')),
  CONSTRAINT "matter_notice_reads_lease_check" CHECK (("status" IN ('QUEUED', 'READING')) = ("next_attempt_at" IS NOT NULL)),
  CONSTRAINT "matter_notice_reads_result_check" CHECK (("status" = 'DONE') = ("result" IS NOT NULL)),
  CONSTRAINT "matter_notice_reads_ended_check" CHECK (("status" IN ('DONE', 'FAILED')) = ("finished_at" IS NOT NULL))
);
--> statement-breakpoint
-- One reading at a time per lawyer, whatever the readers do: a second notice waits in the queue.
CREATE UNIQUE INDEX "matter_notice_reads_one_per_lawyer" ON "matter_notice_reads" ("lawyer_id") WHERE "status" = 'READING';
--> statement-breakpoint
CREATE INDEX "matter_notice_reads_queue_idx" ON "matter_notice_reads" ("next_attempt_at", "created_at") WHERE "status" IN ('QUEUED', 'READING');
