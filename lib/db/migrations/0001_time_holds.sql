-- No double booking, by construction (DESIGN.md): every active meeting and every blocker of a lawyer
-- has exactly one row in time_holds, kept by the triggers below, and the EXCLUDE constraint makes two
-- overlapping rows of one lawyer impossible. Ranges are half-open, so 09:00-09:30 and 09:30-10:00 touch
-- without overlapping. A violation surfaces as SQLSTATE 23P01 from the meeting/blocker statement itself.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "time_holds" ADD CONSTRAINT "time_holds_no_overlap"
  EXCLUDE USING gist ("lawyer_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&);
--> statement-breakpoint
CREATE FUNCTION "sync_meeting_time_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Keep in step with ACTIVE_MEETING_STATUSES in lib/db/schema/enums.ts.
  IF NEW.status IN ('PAYMENT_PENDING', 'CONFIRMED', 'COMPLETED') THEN
    INSERT INTO time_holds (lawyer_id, start_at, end_at, meeting_id)
    VALUES (NEW.lawyer_id, NEW.start_at, NEW.end_at, NEW.id)
    ON CONFLICT (meeting_id) DO UPDATE
      SET lawyer_id = EXCLUDED.lawyer_id, start_at = EXCLUDED.start_at, end_at = EXCLUDED.end_at;
  ELSE
    DELETE FROM time_holds WHERE meeting_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "meetings_time_hold"
  AFTER INSERT OR UPDATE OF "status", "start_at", "end_at", "lawyer_id" ON "meetings"
  FOR EACH ROW EXECUTE FUNCTION "sync_meeting_time_hold"();
--> statement-breakpoint
CREATE FUNCTION "sync_blocker_time_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO time_holds (lawyer_id, start_at, end_at, blocker_id)
  VALUES (NEW.lawyer_id, NEW.start_at, NEW.end_at, NEW.id)
  ON CONFLICT (blocker_id) DO UPDATE
    SET lawyer_id = EXCLUDED.lawyer_id, start_at = EXCLUDED.start_at, end_at = EXCLUDED.end_at;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "blockers_time_hold"
  AFTER INSERT OR UPDATE OF "start_at", "end_at", "lawyer_id" ON "blockers"
  FOR EACH ROW EXECUTE FUNCTION "sync_blocker_time_hold"();
