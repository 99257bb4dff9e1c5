-- Issue 41: the answers from "Where do I start?" a client chose to show the lawyer when booking — the
-- flow's address query of short codes (lib/validation/triage.ts), never the person's words or an income figure.
ALTER TABLE "meetings" ADD COLUMN "triage_answers" text;
