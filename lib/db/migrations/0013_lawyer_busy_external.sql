-- Calendar sync. 1) lawyer_busy() also returns the busy intervals imported from the lawyer's external
-- calendar (external_busy, migration 0012), so search and the booking calendar skip those slots with
-- no change to their queries. Same signature as migration 0010; plain SQL that PostgreSQL 15 runs.
CREATE OR REPLACE FUNCTION "lawyer_busy"(p_lawyer uuid, p_from timestamptz, p_to timestamptz, p_now timestamptz)
RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_agg(json_build_array(b.start_at, b.end_at))
    FROM (
      SELECT h.start_at, h.end_at
      FROM time_holds h LEFT JOIN meetings m ON m.id = h.meeting_id
      WHERE h.lawyer_id = p_lawyer
        AND tstzrange(h.start_at, h.end_at, '[)') && tstzrange(p_from, p_to, '[)')
        AND NOT (m.status IS NOT DISTINCT FROM 'PAYMENT_PENDING' AND m.hold_expires_at IS NOT NULL
                 AND m.hold_expires_at <= p_now)
      UNION ALL
      SELECT e.start_at, e.end_at
      FROM external_busy e
      WHERE e.lawyer_id = p_lawyer AND e.start_at < p_to AND e.end_at > p_from
    ) b);
END
$$;
--> statement-breakpoint
-- 2) The iCal SEQUENCE of meetings and blockers in the lawyer's feed: a revision that only grows, by
-- one on every change a calendar app shows (time, status, subject / title). A trigger, so that no
-- service can forget it.
CREATE FUNCTION "bump_meeting_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.start_at, NEW.end_at, NEW.status, NEW.subject) IS DISTINCT FROM (OLD.start_at, OLD.end_at, OLD.status, OLD.subject) THEN
    NEW.revision := OLD.revision + 1;
  ELSE
    NEW.revision := OLD.revision;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "meetings_revision"
  BEFORE UPDATE ON "meetings"
  FOR EACH ROW EXECUTE FUNCTION "bump_meeting_revision"();
--> statement-breakpoint
CREATE FUNCTION "bump_blocker_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.start_at, NEW.end_at, NEW.title) IS DISTINCT FROM (OLD.start_at, OLD.end_at, OLD.title) THEN
    NEW.revision := OLD.revision + 1;
  ELSE
    NEW.revision := OLD.revision;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "blockers_revision"
  BEFORE UPDATE ON "blockers"
  FOR EACH ROW EXECUTE FUNCTION "bump_blocker_revision"();
