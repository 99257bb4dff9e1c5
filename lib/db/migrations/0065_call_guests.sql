-- Issue 63 item 5, a relative on the call: the client invites one more person to a consultation's call. They
-- join from a browser with no account: the link's token is 256 random bits and only its SHA-256 is kept
-- (token_hash); the first browser that opens it is bound to the row (device_hash: the SHA-256 of a second
-- secret kept in that browser's cookie), so any other browser with the same link is refused. One guest per
-- meeting; the link dies at the meeting's end (expires_at) or when the lawyer removes the guest.
-- presence: last_seen_at (their event stream's heartbeat), connected_at (their media came up: the
-- attendance record), left_at.
CREATE TABLE "call_guests" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "meeting_id" uuid NOT NULL REFERENCES "meetings"("id") ON DELETE CASCADE,
  "invited_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "email" text,
  "language" text NOT NULL DEFAULT 'en',
  "token_hash" text NOT NULL,
  "device_hash" text,
  "status" text NOT NULL DEFAULT 'INVITED',
  "expires_at" timestamp with time zone NOT NULL,
  "claimed_at" timestamp with time zone,
  "admitted_at" timestamp with time zone,
  "removed_at" timestamp with time zone,
  "last_seen_at" timestamp with time zone,
  "connected_at" timestamp with time zone,
  "left_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "call_guests_status_check" CHECK ("status" IN ('INVITED', 'WAITING', 'ADMITTED', 'REMOVED')),
  CONSTRAINT "call_guests_language_check" CHECK ("language" IN ('en', 'fil')),
  CONSTRAINT "call_guests_bound_check" CHECK ("status" = 'INVITED' OR "status" = 'REMOVED' OR "device_hash" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "call_guests_meeting_key" ON "call_guests" ("meeting_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "call_guests_token_hash_key" ON "call_guests" ("token_hash");
--> statement-breakpoint
-- A call of three: a signal is sent by a party (a user) or by the meeting's guest, and a negotiation signal
-- goes to one other party (to_party: a user id or a guest id; NULL: every other party, as in a call of two).
ALTER TABLE "call_signals" ALTER COLUMN "sender_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "call_signals" ADD COLUMN "guest_id" uuid REFERENCES "call_guests"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "call_signals" ADD COLUMN "to_party" uuid;
--> statement-breakpoint
ALTER TABLE "call_signals" ADD CONSTRAINT "call_signals_one_sender_check" CHECK (num_nonnulls("sender_id", "guest_id") = 1);
