-- Issue 39: meetings and payments move by a table (lib/rules/{meeting,payment}-transitions.ts), and
-- every move records its event here, in the transaction of the move: which event, from which status
-- to which, by whom. from_status NULL: the row's first status (a booking, a checkout opened).
-- Ids and codes only, no text a person wrote: an erasure leaves these rows as they are.
--
-- The same rows are the outbox of what follows a commit (mails, texts, pushes, the provider's refund,
-- calendar files): an event whose rule has `after` is written with outbox_state 'pending' and handled
-- once, right after the commit by the request's kick or by the scheduler's pass
-- (lib/server/outbox/deliver-domain-events.ts): claimed with FOR UPDATE SKIP LOCKED and a lease on
-- next_attempt_at (attempts counts the claims), then 'done', or again after 1, 2, 4, 8 minutes, and
-- 'failed' with last_error after the fifth try. outbox_state NULL: nothing follows the event.
CREATE TABLE "domain_events" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "aggregate" text NOT NULL,
  "aggregate_id" uuid NOT NULL,
  "event" text NOT NULL,
  "from_status" text,
  "to_status" text NOT NULL,
  "actor_role" text NOT NULL,
  "actor_id" uuid,
  "payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  "outbox_state" text,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone,
  "handled_at" timestamp with time zone,
  "last_error" text,
  CONSTRAINT "domain_events_aggregate_check" CHECK ("aggregate" IN ('meeting', 'payment')),
  CONSTRAINT "domain_events_outbox_state_check" CHECK ("outbox_state" IN ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "domain_events_aggregate_idx" ON "domain_events" ("aggregate", "aggregate_id", "created_at");
--> statement-breakpoint
-- The outbox pass's one question: pending events due now, oldest first.
CREATE INDEX "domain_events_outbox_due_idx" ON "domain_events" ("next_attempt_at") WHERE "outbox_state" = 'pending';
