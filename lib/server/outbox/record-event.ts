import 'server-only';
import { sql } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import type { Aggregate, StateActor } from './state-move';
import { noteOutboxEvents } from './transaction-with-events';

export type EventRecord = {
  aggregate: Aggregate;
  aggregateId: string;
  event: string;
  /** The status it left (a state table's move); null or absent: a new row, or an aggregate with no status. */
  from?: string | null;
  /** Where the aggregate stands after the event (its status, or the event's own word when it has none). */
  status: string;
  actor: StateActor<string>;
  /** Ids only, no text a person wrote and no secret (a code stays in its text or mail): the handler reads the rest. */
  payload?: Record<string, unknown>;
  /**
   * Something follows the commit (a state rule's `after`; a mail, a text, a notification, a provider
   * call): the event is written pending for the outbox and handled once, by the handler registered
   * under `aggregate:event` in lib/server/after-commit/domain-event-handlers.ts.
   */
  followed: boolean;
};

/**
 * The one writer of domain_events (issue 59): a state table's moves (stateWriter) and the events that
 * move no state but set off a mail, a text, a notification or a provider call, all in the caller's
 * transaction, so an event commits with its change or not at all. A followed event is due at once
 * and noted for the kick after the commit (transactionWithEvents); else the scheduler's pass takes
 * it. Never awaited by the request.
 */
export async function recordEvents(tx: Db, events: EventRecord | EventRecord[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  if (!list.length) return;
  const rows = await tx
    .insert(t.domainEvents)
    .values(
      list.map((e) => ({
        aggregate: e.aggregate,
        aggregateId: e.aggregateId,
        event: e.event,
        fromStatus: e.from ?? null,
        toStatus: e.status,
        actorRole: e.actor.role,
        actorId: e.actor.id,
        payload: e.payload ?? {},
        ...(e.followed ? { outboxState: 'pending', nextAttemptAt: sql`now()` } : {}),
      })),
    )
    .returning({ id: t.domainEvents.id, outboxState: t.domainEvents.outboxState });
  noteOutboxEvents(
    tx,
    rows.filter((r) => r.outboxState === 'pending').map((r) => r.id),
  );
}
