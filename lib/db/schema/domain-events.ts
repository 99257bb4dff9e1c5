import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every status change of a meeting, payment, work item, additional service, engagement letter or
 * refund, written by the one writer (lib/server/platform/outbox/state-writer.ts, migration 0050) in the same transaction as the change: which
 * event, from which status to which, made by whom. `from_status` null: the row's first status.
 * Ids only (no names or text a person wrote), so an erasure leaves it as it is; `actor_id` has no
 * key because a user row is never deleted (erasure de-identifies it).
 *
 * The same rows are the outbox (migration 0040): an event whose rule has `after` is written
 * 'pending' and handled once after the commit (lib/server/platform/outbox/deliver-domain-events.ts). Since
 * migration 0050 also the events that move no state table but set off a mail, a text or a notice
 * (recordEvents: comments, payouts, moderation, verification, deletions, "Where do I start?"; since
 * 0052 a one-time code's text or mail and its budget's warning, a letter's signing code, a party waiting
 * in a call). Never a code itself: the payload names the recorded message.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    aggregate: text('aggregate').notNull(),
    aggregateId: uuid('aggregate_id').notNull(),
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorRole: text('actor_role').notNull(),
    actorId: uuid('actor_id'),
    /** What the event's handler needs beyond the row (e.g. a cancellation's ground and refund). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    // clock_timestamp(), not now(): two events of one transaction keep their order.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** 'pending' → 'done' (or 'failed' after the last try); null: nothing follows the event. */
    outboxState: text('outbox_state'),
    /** Claims so far (each try of the handler). */
    attempts: integer('attempts').notNull().default(0),
    /** Pending: when it is due, then the lease of the pass that claimed it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('domain_events_aggregate_idx').on(t.aggregate, t.aggregateId, t.createdAt),
    index('domain_events_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.outboxState} = 'pending'`),
    check(
      'domain_events_aggregate_check',
      sql`${t.aggregate} IN ('meeting', 'payment', 'work-item', 'additional-service', 'letter', 'refund', 'comment', 'payout', 'moderation', 'verification', 'deletion', 'triage', 'phone', 'question', 'legal-aid', 'service-order', 'matter', 'money-claim')`,
    ),
    check('domain_events_outbox_state_check', sql`${t.outboxState} IN ('pending', 'done', 'failed')`),
  ],
);
