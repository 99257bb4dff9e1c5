-- Blockers may overlap each other (an all-day blocker over an existing hour block, two series that
-- share a Tuesday): busy time is the union of the holds, so nothing is lost by letting them stack.
-- What must stay impossible, by construction: two active meetings overlapping, and a blocker over an
-- active meeting. The one EXCLUDE constraint of 0001 becomes two:
--   time_holds_no_overlap              meeting vs meeting (partial: rows with a meeting_id)
--   time_holds_no_blocker_over_meeting any two overlapping rows of different kinds (meeting vs blocker)
-- A violation is still SQLSTATE 23P01 (→ 409) from the meeting/blocker statement itself.
ALTER TABLE "time_holds" DROP CONSTRAINT "time_holds_no_overlap";
--> statement-breakpoint
ALTER TABLE "time_holds" ADD CONSTRAINT "time_holds_no_overlap"
  EXCLUDE USING gist ("lawyer_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&)
  WHERE ("meeting_id" IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "time_holds" ADD CONSTRAINT "time_holds_no_blocker_over_meeting"
  EXCLUDE USING gist ("lawyer_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&, (("meeting_id" IS NULL)::int) WITH <>);
