import 'server-only';
import { sql } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import { parsePayload, type EventDeclarations, type EventRecordOf } from './define-events';
import type { StateActor } from './state-move';
import { noteOutboxEvents } from './transaction-with-events';

/**
 * One event of an aggregate whose events `D` declares (lib/server/<domain>/events.ts): a declared name and the
 * payload its schema accepts. Whether something follows the commit is the declaration's (`followed`): then the
 * row is the outbox's, handled once by the handler lib/server/runtime/after-commit/handlers/<domain>.ts gives that name.
 */
export type EventRecord<D extends EventDeclarations> = EventRecordOf<D> & EventFields;

/** What every event says beside its name and payload. */
type EventFields = {
  aggregateId: string;
  /** The status it left (a state table's move); null or absent: a new row, or an aggregate with no status. */
  from?: string | null;
  /** Where the aggregate stands after the event (its status, or the event's own word when it has none). */
  status: string;
  actor: StateActor<string>;
};

/**
 * The one writer of domain_events (issue 59): a state table's moves (stateWriter) and the events that
 * move no state but set off a mail, a text, a notification or a provider call, all in the caller's
 * transaction, so an event commits with its change or not at all. Each payload is parsed by its declared
 * schema first (ids only, no text a person wrote and no secret: a bad one throws before anything is written).
 * A followed event is due at once and noted for the kick after the commit (transactionWithEvents); else the
 * scheduler's pass takes it. Never awaited by the request.
 */
export function recordEvents<D extends EventDeclarations>(tx: Db, declared: D, events: EventRecord<D> | EventRecord<D>[]): Promise<void> {
  return writeEvents(tx, declared, Array.isArray(events) ? events : [events]);
}

/** An event whose name and payload are checked when it is written, not before: stateWriter's, generic in its event. */
export type UncheckedEvent = EventFields & { event: string; payload?: unknown };

/** recordEvents, for a writer whose events the compiler cannot name (stateWriter: its declarations hold every rule's event). */
export async function writeEvents(tx: Db, declared: EventDeclarations, list: readonly UncheckedEvent[]): Promise<void> {
  if (!list.length) return;
  const values = list.map((e) => ({
    aggregate: declared.aggregate,
    aggregateId: e.aggregateId,
    event: e.event,
    fromStatus: e.from ?? null,
    toStatus: e.status,
    actorRole: e.actor.role,
    actorId: e.actor.id,
    payload: parsePayload(declared, e.event, e.payload),
    ...(declared.events[e.event].followed ? { outboxState: 'pending', nextAttemptAt: sql`now()` } : {}),
  }));
  const rows = await tx.insert(t.domainEvents).values(values).returning({ id: t.domainEvents.id, outboxState: t.domainEvents.outboxState });
  noteOutboxEvents(
    tx,
    rows.filter((r) => r.outboxState === 'pending').map((r) => r.id),
  );
}
