-- Issue 60: the verification code printed on a written answer's PDF (and its QR code), checked on the
-- engagement letters' verify page. "WQ-XXXX-XXXX-XXXX" (a letter's is "EL-…": the prefix says which
-- table to read). Null until the first answer, which sets it in the same transaction.
ALTER TABLE "written_questions" ADD COLUMN "verification_code" text;
--> statement-breakpoint
-- Questions answered before this migration: a random code each (md5's hex, its 0 and 1 read as G and H,
-- the alphabet's letters: no 0, O, 1 or I).
UPDATE "written_questions" SET "verification_code" = 'WQ-' || substr(c, 1, 4) || '-' || substr(c, 5, 4) || '-' || substr(c, 9, 4)
  FROM (SELECT "id" AS qid, translate(upper(substr(md5("id"::text || random()::text || clock_timestamp()::text), 1, 12)), '01', 'GH') AS c
          FROM "written_questions" WHERE "answered_at" IS NOT NULL) AS codes
 WHERE "id" = codes.qid;
--> statement-breakpoint
CREATE UNIQUE INDEX "written_questions_code_key" ON "written_questions" ("verification_code");
--> statement-breakpoint
ALTER TABLE "written_questions" ADD CONSTRAINT "written_questions_code_check"
  CHECK ("verification_code" IS NULL OR "answered_at" IS NOT NULL);
