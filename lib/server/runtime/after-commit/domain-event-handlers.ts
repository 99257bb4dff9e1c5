import 'server-only';
import { deliverDomainEvents, type HandlerLookup, type OutboxResult } from '@/lib/server/platform/outbox/deliver-domain-events';
import type { AggregateHandlers } from '@/lib/server/platform/outbox/define-events';
import { listenForOutboxKicks } from '@/lib/server/platform/outbox/kick';
import { DECLARED_EVENTS, EVENT_HANDLERS } from './events.generated';

/**
 * The handler of `aggregate:event`: what its aggregate's handlers/<domain>.ts (defineHandlers) gives that name, the
 * handlers loaded with its first event (the registry is generated: npm run gen:events). Here, above the domain
 * folders, which may import any of them: a domain records its events without importing what handles them, and a
 * handler calls into other domains (a payment's refund, a meeting's legal-aid follow-up) with no two-way import. Undefined: no handler (the
 * outbox retries, then gives up — lib/server/platform/outbox/outbox.test.ts checks every followed event has one).
 */
export const handlerFor: HandlerLookup = async (aggregate, event) => {
  const registry: Readonly<Record<string, (() => Promise<AggregateHandlers>) | undefined>> = EVENT_HANDLERS;
  return (await registry[aggregate]?.())?.handlers[event];
};

/** The outbox pass over these handlers: every due event (the scheduler), or the ones a commit just wrote. */
export function deliverOutbox(options: { eventIds?: string[]; now?: Date } = {}): Promise<OutboxResult> {
  return deliverDomainEvents(handlerFor, DECLARED_EVENTS, options);
}

/** This process handles its own commits' events right after them (server start; the scheduler's pass is the guarantee). */
export function installOutboxKicks(): void {
  listenForOutboxKicks((eventIds) => deliverOutbox({ eventIds }));
}
