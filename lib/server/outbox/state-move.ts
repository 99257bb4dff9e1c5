import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/http/errors';
import { ruleFor, type StateRule } from '@/lib/rules/state-table';
import { noteOutboxEvents } from './transaction-with-events';

/**
 * The aggregates whose events domain_events records (its check: migrations 0050, 0051): the ones that
 * move by a state table (lib/rules/*-transitions.ts, through stateWriter), and the ones whose events only
 * set off what follows the commit (recordOutboxEvent, issue 59).
 */
type StateAggregate = 'meeting' | 'payment' | 'work-item' | 'additional-service' | 'letter' | 'refund';
export type Aggregate = StateAggregate | 'comment' | 'payout' | 'moderation' | 'verification' | 'deletion' | 'triage';

/** Who makes an event: the table's role, and the person when there is one (none for the provider or the clock). */
export type StateActor<A extends string> = { role: A; id: string | null };

/**
 * Where `event` takes a row in status `from` (null: a row not written yet) when `actor` makes it —
 * the table's `to`, or the same status for an event that does not move it — or the refusal: 403 for
 * a side the table never lets make it, 409 for the wrong moment. The services decide with their
 * own rules first (the cancellation policy, the settlement), so a refusal here is a caller that
 * read a status the table does not allow.
 */
export function nextStatus<S extends string, E extends string, A extends string>(
  aggregate: Aggregate,
  rules: readonly StateRule<S, E, A>[],
  event: E,
  actor: A,
  from: S | null,
): S {
  const rule = ruleFor(rules, event);
  if (!rule.by.includes(actor)) throw new AppError('FORBIDDEN', 'common.notYoursToChange', { key: 'NOT_ALLOWED', params: { aggregate } });
  if (!rule.from.includes(from)) {
    throw new AppError('CONFLICT', 'common.noLongerChangeable', {
      key: 'INVALID_TRANSITION',
      params: { aggregate },
    });
  }
  const to = rule.to ?? from;
  if (to === null) throw new Error(`The ${aggregate} table leaves ${event} without a status`);
  return to;
}

export type DomainEventInput = {
  aggregate: Aggregate;
  aggregateId: string;
  event: string;
  from: string | null;
  to: string;
  actor: StateActor<string>;
  payload?: Record<string, unknown>;
  /** The rule's `after`: something follows the commit, so the event is an outbox row too. */
  after?: string;
};

/**
 * The events of moves just written, in the caller's transaction (the move and its record commit
 * together). One whose rule has `after` is written pending for the outbox, due at once, and noted
 * for the kick after the commit (transactionWithEvents).
 */
export async function recordDomainEvents(tx: Db, events: DomainEventInput[]): Promise<void> {
  if (!events.length) return;
  const rows = await tx
    .insert(t.domainEvents)
    .values(
      events.map((e) => ({
        aggregate: e.aggregate,
        aggregateId: e.aggregateId,
        event: e.event,
        fromStatus: e.from,
        toStatus: e.to,
        actorRole: e.actor.role,
        actorId: e.actor.id,
        payload: e.payload ?? {},
        ...(e.after ? { outboxState: 'pending', nextAttemptAt: sql`now()` } : {}),
      })),
    )
    .returning({ id: t.domainEvents.id, outboxState: t.domainEvents.outboxState });
  noteOutboxEvents(
    tx,
    rows.filter((r) => r.outboxState === 'pending').map((r) => r.id),
  );
}
