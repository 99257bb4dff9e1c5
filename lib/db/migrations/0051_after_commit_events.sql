-- Issue 59 (item 1): every side effect of a request follows its commit from the outbox, so events that
-- move no state table are recorded here too: a comment posted, a payout batch paid, a review or profile
-- hidden or restored, an IBP decision or a resubmission, a deletion requested / cancelled / completed or
-- its confirmation link asked for, a "Where do I start?" answer to mail. to_status is where the aggregate
-- stands after the event (lib/server/outbox/record-event.ts).
ALTER TABLE "domain_events" DROP CONSTRAINT "domain_events_aggregate_check";
--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_aggregate_check"
  CHECK ("aggregate" IN ('meeting', 'payment', 'work-item', 'additional-service', 'letter', 'refund',
    'comment', 'payout', 'moderation', 'verification', 'deletion', 'triage'));
