-- Issue 59 (item 3): work items, their additional services, engagement letters and refunds move by state tables
-- too (lib/rules/*-transitions.ts, through stateWriter), each move recorded in domain_events with its event.
ALTER TABLE "domain_events" DROP CONSTRAINT "domain_events_aggregate_check";
--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_aggregate_check"
  CHECK ("aggregate" IN ('meeting', 'payment', 'work-item', 'additional-service', 'letter', 'refund'));
--> statement-breakpoint
-- The one writer stamps every move it makes; a letter had no such column.
ALTER TABLE "engagement_letters" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
