import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { claimDue } from '@/lib/server/platform/delivery/claim-due';
import { DELIVERY_LEASE_MS, MAX_DELIVERY_ATTEMPTS } from '@/lib/server/platform/delivery/retry-policy';
import type { DomainEvent, EventDeclarations, EventHandler } from './define-events';

/** Events handled per pass; the rest wait for the next one. */
const BATCH = 20;

/** The handler of `aggregate:event`, loaded when first needed (the generated registry); undefined: none. */
export type HandlerLookup = (aggregate: string, event: string) => Promise<EventHandler | undefined>;

/** The tries an event gets: its declaration's `retry`, else the one rule of our outboxes. */
function attemptsOf(declared: readonly EventDeclarations[], aggregate: string, event: string): number {
  return declared.find((d) => d.aggregate === aggregate)?.events[event]?.retry?.attempts ?? MAX_DELIVERY_ATTEMPTS;
}

export type OutboxResult = { done: number; retry: number; failed: number };

/**
 * The outbox pass: claims pending events that are due — all of them (the scheduler), or only
 * `eventIds` (a request's kick right after its commit) — and runs each one's handler, outside any
 * transaction. The claim is one statement (FOR UPDATE SKIP LOCKED, `attempts` + 1 and a lease on
 * `next_attempt_at`), so two passes — two instances, or a kick and the scheduler — never take the
 * same event; a pass killed mid-handler leaves it to another after the lease. Then 'done', or back
 * after 1, 2, 4, 8 minutes (the one retry rule of our outboxes), 'failed' after the fifth try (or the
 * tries its declaration's `retry` gives).
 */
export async function deliverDomainEvents(
  handlers: HandlerLookup,
  /** Every aggregate's declarations (after-commit's generated index): an event's `retry`. Handed in, as the outbox imports no domain. */
  declared: readonly EventDeclarations[],
  options: { eventIds?: string[]; now?: Date } = {},
): Promise<OutboxResult> {
  const now = options.now ?? new Date();
  const result: OutboxResult = { done: 0, retry: 0, failed: 0 };
  for (const event of await claim(now, options.eventIds)) result[await handle(handlers, declared, event, now)]++;
  return result;
}

async function claim(now: Date, eventIds?: string[]): Promise<DomainEvent[]> {
  return claimDue<DomainEvent>(await getDb(), {
    table: 'domain_events',
    due: sql`outbox_state = 'pending' AND next_attempt_at <= ${now.toISOString()}::timestamptz`,
    ids: eventIds,
    orderBy: sql`created_at`,
    limit: BATCH,
    set: sql`attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + DELIVERY_LEASE_MS).toISOString()}::timestamptz`,
    returning: sql`id, aggregate, aggregate_id AS "aggregateId", event, from_status AS "fromStatus", to_status AS "toStatus",
      actor_role AS "actorRole", actor_id AS "actorId", payload, attempts`,
  });
}

async function handle(
  handlers: HandlerLookup,
  declared: readonly EventDeclarations[],
  event: DomainEvent,
  now: Date,
): Promise<keyof OutboxResult> {
  const db = await getDb();
  // Only while the claim is still ours: a lease that ran out and was taken again has a higher count.
  const ours = sql`id = ${event.id}::uuid AND outbox_state = 'pending' AND attempts = ${event.attempts}`;
  try {
    const handler = await handlers(event.aggregate, event.event);
    if (!handler) throw new Error(`No outbox handler for ${event.aggregate}:${event.event}`);
    await handler(event);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const last = event.attempts >= attemptsOf(declared, event.aggregate, event.event);
    console.error(
      `[outbox] ${event.aggregate}:${event.event} ${event.id} (${event.aggregateId}) failed, attempt ${event.attempts}${last ? ', given up' : ''}`,
      error,
    );
    const again = new Date(now.getTime() + 2 ** (event.attempts - 1) * 60_000).toISOString();
    await db.execute(
      sql`UPDATE domain_events SET last_error = ${message.slice(0, 500)},
            outbox_state = ${last ? 'failed' : 'pending'}, next_attempt_at = ${last ? null : again}::timestamptz
          WHERE ${ours}`,
    );
    return last ? 'failed' : 'retry';
  }
  await db.execute(
    sql`UPDATE domain_events SET outbox_state = 'done', handled_at = now(), next_attempt_at = NULL, last_error = NULL WHERE ${ours}`,
  );
  return 'done';
}
