-- Issue 38: a party attends a call when their media connection came up, not when a page was
-- fetched. call_attendance keeps one row per join (the presence the lobby and the other party see);
-- connected_at is set, once, by the call page's report (POST /api/v1/meeting/{id}/attendance) when
-- its RTCPeerConnection reached `connected` on a connection both parties negotiated through us. The
-- settlement, the cancellation policy and the review rule read attendance from it. Rows from before
-- counted as attended when they were written, and keep that meaning.
ALTER TABLE "call_attendance" ADD COLUMN "connected_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "call_attendance" SET "connected_at" = "joined_at";
