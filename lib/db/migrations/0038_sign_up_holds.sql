-- Issue 45: a visitor who taps a slot and signs up keeps that slot while they verify their e-mail.
-- A sign-up hold is a short hold (like a checkout's, BOOKING_HOLD_MINUTES) of one start for the new
-- (or the address's) CUSTOMER account, one per account. It takes the time the way a meeting does:
-- a trigger keeps its time_holds row, so the EXCLUDE constraint of 0015 (a row without a meeting
-- against a meeting) refuses anyone else's booking of that time until the hold is gone. It goes when
-- the holder books (create-meeting.ts, in the booking's transaction), when it expires (the scheduler
-- and every booking of that lawyer delete expired ones; until then lawyer_busy() and isSlotTaken
-- ignore them, as they ignore lapsed payment holds), or with the account (ON DELETE CASCADE).
-- hold_key: a random id the sign-up page made and sent along; a later hold with the same key (the
-- visitor who typed a wrong address and signs up again with the right one) replaces this one, which
-- would otherwise keep the slot from the new account.
CREATE TABLE "sign_up_holds" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "customer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "lawyer_id" uuid NOT NULL REFERENCES "lawyer_profiles"("user_id") ON DELETE CASCADE,
  "start_at" timestamp with time zone NOT NULL,
  "end_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "hold_key" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sign_up_holds_customer_unique" UNIQUE ("customer_id"),
  CONSTRAINT "sign_up_holds_hold_key_unique" UNIQUE ("hold_key"),
  CONSTRAINT "sign_up_holds_range_check" CHECK ("start_at" < "end_at")
);
--> statement-breakpoint
CREATE INDEX "sign_up_holds_expiry_idx" ON "sign_up_holds" ("expires_at");
--> statement-breakpoint
ALTER TABLE "time_holds" ADD COLUMN "sign_up_hold_id" uuid UNIQUE REFERENCES "sign_up_holds"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "time_holds" DROP CONSTRAINT "time_holds_owner_check";
--> statement-breakpoint
ALTER TABLE "time_holds" ADD CONSTRAINT "time_holds_owner_check" CHECK (num_nonnulls("meeting_id", "blocker_id", "sign_up_hold_id") = 1);
--> statement-breakpoint
CREATE FUNCTION "sync_sign_up_hold_time_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO time_holds (lawyer_id, start_at, end_at, sign_up_hold_id)
  VALUES (NEW.lawyer_id, NEW.start_at, NEW.end_at, NEW.id)
  ON CONFLICT (sign_up_hold_id) DO UPDATE
    SET lawyer_id = EXCLUDED.lawyer_id, start_at = EXCLUDED.start_at, end_at = EXCLUDED.end_at;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sign_up_holds_time_hold"
  AFTER INSERT OR UPDATE OF "start_at", "end_at", "lawyer_id" ON "sign_up_holds"
  FOR EACH ROW EXECUTE FUNCTION "sync_sign_up_hold_time_hold"();
--> statement-breakpoint
-- lawyer_busy() (0013) with a fifth parameter: an expired sign-up hold is not busy time, and neither is
-- the viewer's own (p_holder: the booking page of the client who holds it offers that slot). The old
-- four-argument calls keep working through the default.
DROP FUNCTION "lawyer_busy"(uuid, timestamptz, timestamptz, timestamptz);
--> statement-breakpoint
CREATE FUNCTION "lawyer_busy"(p_lawyer uuid, p_from timestamptz, p_to timestamptz, p_now timestamptz, p_holder uuid DEFAULT NULL)
RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_agg(json_build_array(b.start_at, b.end_at))
    FROM (
      SELECT h.start_at, h.end_at
      FROM time_holds h
        LEFT JOIN meetings m ON m.id = h.meeting_id
        LEFT JOIN sign_up_holds s ON s.id = h.sign_up_hold_id
      WHERE h.lawyer_id = p_lawyer
        AND tstzrange(h.start_at, h.end_at, '[)') && tstzrange(p_from, p_to, '[)')
        AND NOT (m.status IS NOT DISTINCT FROM 'PAYMENT_PENDING' AND m.hold_expires_at IS NOT NULL
                 AND m.hold_expires_at <= p_now)
        AND NOT (s.id IS NOT NULL AND (s.expires_at <= p_now OR s.customer_id IS NOT DISTINCT FROM p_holder))
      UNION ALL
      SELECT e.start_at, e.end_at
      FROM external_busy e
      WHERE e.lawyer_id = p_lawyer AND e.start_at < p_to AND e.end_at > p_from
    ) b);
END
$$;
