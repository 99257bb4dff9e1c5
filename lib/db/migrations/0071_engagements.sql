-- Issue 74 item 1: one engagement core. Every way a client and a lawyer work together — a meeting, a work item, a
-- fixed-price service order (riding on its work item's id), a written question — is a row here, with the same id as
-- its own row; the kinds and what differs between them are ENGAGEMENT_KINDS (lib/rules/engagement-kinds.ts).
-- Payments, reviews, comments and matters point at it with a foreign key; its files are one view.
CREATE TABLE "engagements" (
  "id" uuid PRIMARY KEY NOT NULL,
  "kind" text NOT NULL,
  "client_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
  "lawyer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "engagements_kind_check" CHECK ("kind" IN ('MEETING', 'WORK_ITEM', 'SERVICE_ORDER', 'QUESTION')),
  -- (id, kind) is what a matter's source names: the pair's foreign key keeps its kind the engagement's own.
  CONSTRAINT "engagements_id_kind_key" UNIQUE ("id", "kind")
);
--> statement-breakpoint
CREATE INDEX "engagements_client_idx" ON "engagements" ("client_id", "created_at");
--> statement-breakpoint
CREATE INDEX "engagements_lawyer_idx" ON "engagements" ("lawyer_id", "created_at");
--> statement-breakpoint
-- An engagement's id is its row's id, so the three tables must not share one. Random ids never do; the demo data
-- of the last release did, once (its letter's work item took the id of a demo meeting): such a work item moves to a
-- new id here, with every row that points at it (each foreign key, followed down a key that is also a primary key,
-- as a service order's) and the matter opened on it, before the engagements are written.
CREATE FUNCTION "engagement_rekey_0071"("tbl" regclass, "old_id" uuid, "new_id" uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE "fk" record;
BEGIN
  EXECUTE format('INSERT INTO %s SELECT (jsonb_populate_record(NULL::%s, to_jsonb(r) || jsonb_build_object(''id'', $1))).* FROM %s r WHERE r.id = $2', "tbl", "tbl", "tbl")
    USING "new_id", "old_id";
  FOR "fk" IN
    SELECT c.conrelid::regclass AS "child", a.attname AS "col",
           EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conrelid = c.conrelid AND k.contype = 'p' AND k.conkey = c.conkey) AS "is_key"
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     WHERE c.contype = 'f' AND c.confrelid = "tbl" AND array_length(c.conkey, 1) = 1
  LOOP
    IF "fk"."is_key" THEN
      PERFORM "engagement_rekey_0071"("fk"."child", "old_id", "new_id");
    ELSE
      EXECUTE format('UPDATE %s SET %I = $1 WHERE %I = $2', "fk"."child", "fk"."col", "fk"."col") USING "new_id", "old_id";
    END IF;
  END LOOP;
  EXECUTE format('DELETE FROM %s WHERE id = $1', "tbl") USING "old_id";
END
$$;
--> statement-breakpoint
DO $$
DECLARE "shared" record; "fresh" uuid;
BEGIN
  FOR "shared" IN SELECT w."id" FROM "work_items" w JOIN "meetings" m ON m."id" = w."id" LOOP
    "fresh" := gen_random_uuid();
    PERFORM "engagement_rekey_0071"('work_items'::regclass, "shared"."id", "fresh");
    UPDATE "matters" SET "source_id" = "fresh" WHERE "source_id" = "shared"."id" AND "source_kind" IN ('WORK_ITEM', 'SERVICE_ORDER');
  END LOOP;
END
$$;
--> statement-breakpoint
DROP FUNCTION "engagement_rekey_0071"(regclass, uuid, uuid);
--> statement-breakpoint
-- The rows of the last release, in this migration: one engagement per meeting, work item and written question.
INSERT INTO "engagements" ("id", "kind", "client_id", "lawyer_id", "created_at")
  SELECT "id", 'MEETING', "customer_id", "lawyer_id", "created_at" FROM "meetings"
  UNION ALL
  SELECT "id", CASE WHEN "kind" = 'SERVICE' THEN 'SERVICE_ORDER' ELSE 'WORK_ITEM' END, "customer_id", "lawyer_id", "created_at" FROM "work_items"
  UNION ALL
  SELECT "id", 'QUESTION', "customer_id", "lawyer_id", "created_at" FROM "written_questions";
--> statement-breakpoint
-- The database writes a row's engagement in the row's own statement, so no insert path (a service, the seed, a
-- test's fixture, a bench) can leave one without it; a moved question's new lawyer follows; a deleted draft takes
-- its engagement along. The kind is the trigger's argument — a work item of kind SERVICE is a service order.
CREATE FUNCTION "engagement_follows_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "engagements" ("id", "kind", "client_id", "lawyer_id", "created_at")
    VALUES (NEW."id",
            CASE WHEN TG_ARGV[0] = 'WORK_ITEM' AND to_jsonb(NEW) ->> 'kind' = 'SERVICE' THEN 'SERVICE_ORDER' ELSE TG_ARGV[0] END,
            NEW."customer_id", NEW."lawyer_id", NEW."created_at");
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "engagements" SET "client_id" = NEW."customer_id", "lawyer_id" = NEW."lawyer_id" WHERE "id" = NEW."id";
    RETURN NEW;
  END IF;
  DELETE FROM "engagements" WHERE "id" = OLD."id";
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "meetings_engagement_insert" BEFORE INSERT ON "meetings" FOR EACH ROW EXECUTE FUNCTION "engagement_follows_row"('MEETING');
--> statement-breakpoint
CREATE TRIGGER "meetings_engagement_update" AFTER UPDATE OF "customer_id", "lawyer_id" ON "meetings" FOR EACH ROW EXECUTE FUNCTION "engagement_follows_row"('MEETING');
--> statement-breakpoint
CREATE TRIGGER "meetings_engagement_delete" AFTER DELETE ON "meetings" FOR EACH ROW EXECUTE FUNCTION "engagement_follows_row"('MEETING');
--> statement-breakpoint
CREATE TRIGGER "work_items_engagement_insert" BEFORE INSERT ON "work_items" FOR EACH ROW EXECUTE FUNCTION "engagement_follows_row"('WORK_ITEM');
--> statement-breakpoint
CREATE TRIGGER "work_items_engagement_update" AFTER UPDATE OF "customer_id", "lawyer_id" ON "work_items" FOR EACH ROW EXECUTE FUNCTION "engagement_follows_row"('WORK_ITEM');
--> statement-breakpoint
CREATE TRIGGER "work_items_engagement_delete" AFTER DELETE ON "work_items" FOR EACH ROW EXECUTE FUNCTION "engagement_follows_row"('WORK_ITEM');
--> statement-breakpoint
CREATE TRIGGER "written_questions_engagement_insert" BEFORE INSERT ON "written_questions" FOR EACH ROW EXECUTE FUNCTION "engagement_follows_row"('QUESTION');
--> statement-breakpoint
CREATE TRIGGER "written_questions_engagement_update" AFTER UPDATE OF "customer_id", "lawyer_id" ON "written_questions" FOR EACH ROW EXECUTE FUNCTION "engagement_follows_row"('QUESTION');
--> statement-breakpoint
CREATE TRIGGER "written_questions_engagement_delete" AFTER DELETE ON "written_questions" FOR EACH ROW EXECUTE FUNCTION "engagement_follows_row"('QUESTION');
--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_engagement_fk" FOREIGN KEY ("id") REFERENCES "engagements"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_engagement_fk" FOREIGN KEY ("id") REFERENCES "engagements"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "written_questions" ADD CONSTRAINT "written_questions_engagement_fk" FOREIGN KEY ("id") REFERENCES "engagements"("id") ON DELETE CASCADE;
--> statement-breakpoint
-- A payment is for exactly one engagement (an additional service's payment is its work item's): the key the
-- payment already names, kept by the database, never written by hand. Only an attempt that came to nothing may
-- outlive it: a draft deleted after its payment was cancelled (a work item's proposal accepted, its payment
-- cancelled, withdrawn, deleted; a question's draft) keeps its cancelled, expired or failed attempt.
ALTER TABLE "payments" ADD COLUMN "engagement_id" uuid GENERATED ALWAYS AS (coalesce("meeting_id", "question_id", "work_item_id")) STORED REFERENCES "engagements"("id");
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_engagement_check"
  CHECK ("engagement_id" IS NOT NULL OR "status" IN ('CANCELLED', 'EXPIRED', 'FAILED'));
--> statement-breakpoint
CREATE INDEX "payments_engagement_idx" ON "payments" ("engagement_id");
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "engagement_id" uuid GENERATED ALWAYS AS (coalesce("meeting_id", "question_id")) STORED REFERENCES "engagements"("id");
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "engagement_id" uuid GENERATED ALWAYS AS (coalesce("meeting_id", "work_item_id")) STORED REFERENCES "engagements"("id");
--> statement-breakpoint
-- A matter opens on an engagement: its source is the engagement, of the kind it says.
ALTER TABLE "matters" ADD CONSTRAINT "matters_source_engagement_fk" FOREIGN KEY ("source_id", "source_kind") REFERENCES "engagements"("id", "kind");
--> statement-breakpoint
-- An engagement's files, wherever its kind keeps them (ENGAGEMENT_KINDS' fileTables): one place to read them from.
CREATE VIEW "engagement_files" AS
  SELECT "meeting_id" AS "engagement_id", "file_id", 'meeting_files' AS "origin", "created_at" FROM "meeting_files"
  UNION ALL
  SELECT "work_item_id", "file_id", 'work_item_files', "created_at" FROM "work_item_files"
  UNION ALL
  SELECT "question_id", "file_id", 'written_question_files', "created_at" FROM "written_question_files"
  UNION ALL
  SELECT d."order_id", df."file_id", 'service_delivery_files', d."delivered_at" FROM "service_delivery_files" df
    JOIN "service_deliveries" d ON d."id" = df."delivery_id"
  UNION ALL
  SELECT "order_id", "file_id", 'service_sending_proof_files', "attached_at" FROM "service_sending_proof_files"
  UNION ALL
  SELECT s."order_id", sf."file_id", 'service_dispute_files', s."opened_at" FROM "service_dispute_files" sf
    JOIN "service_disputes" s ON s."id" = sf."dispute_id";
