-- Issue 60: "Ask for a proposal (work item)" from a written question's answer. When the client asked the
-- lawyer who answered (null: not asked); the lawyer may then propose a work item to them, booked or not.
ALTER TABLE "written_questions" ADD COLUMN "proposal_requested_at" timestamp with time zone;
