-- Issue 59 (item 1): a one-time code for a mobile number (and the app's hourly budget of codes running
-- out) is texted, or the admins told, after the commit by the outbox like every other side effect of a
-- request: its event is the account's ('phone'), its payload the text's or the mail's id, never the code.
ALTER TABLE "domain_events" DROP CONSTRAINT "domain_events_aggregate_check";
--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_aggregate_check"
  CHECK ("aggregate" IN ('meeting', 'payment', 'work-item', 'additional-service', 'letter', 'refund',
    'comment', 'payout', 'moderation', 'verification', 'deletion', 'triage', 'phone'));
