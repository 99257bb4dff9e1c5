import 'server-only';
import type { Db } from '@/lib/db';
import { recordDomainEvents, type Aggregate, type StateActor } from './state-move';

type OutboxEvent = {
  aggregate: Aggregate;
  aggregateId: string;
  event: string;
  /** Where the aggregate stands after the event (its status, or the event's own word when it has none). */
  status: string;
  actor: StateActor<string>;
  /** Ids and codes only, no text a person wrote: the handler reads the rest from the rows (an erasure leaves events as they are). */
  payload?: Record<string, unknown>;
};

/**
 * An event that moves no state table but sets off a mail, a text, a notification or a provider call:
 * written pending in the caller's transaction, handled once after the commit by the outbox (the
 * request's kick when the transaction is a transactionWithEvents, else the scheduler's pass), never
 * awaited by the request (issue 59). Its handler is registered in after-commit/domain-event-handlers.ts
 * under `aggregate:event`.
 */
export function recordOutboxEvent(tx: Db, e: OutboxEvent): Promise<void> {
  return recordDomainEvents(tx, [
    {
      aggregate: e.aggregate,
      aggregateId: e.aggregateId,
      event: e.event,
      from: null,
      to: e.status,
      actor: e.actor,
      payload: e.payload,
      after: e.event,
    },
  ]);
}
