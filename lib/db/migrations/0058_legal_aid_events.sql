-- Issue 61, the legal-aid desk: a legal-aid request moves by its state table (lib/rules/legal-aid-transitions.ts)
-- through stateWriter, which records each move in domain_events under the aggregate 'legal-aid'.
ALTER TABLE "domain_events" DROP CONSTRAINT "domain_events_aggregate_check";
--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_aggregate_check"
  CHECK ("aggregate" IN ('meeting', 'payment', 'work-item', 'additional-service', 'letter', 'refund',
    'comment', 'payout', 'moderation', 'verification', 'deletion', 'triage', 'phone', 'question', 'legal-aid'));
