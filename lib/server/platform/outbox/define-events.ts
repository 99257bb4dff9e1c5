import { z } from 'zod';

/**
 * Issue 74 item 2: a domain's events declared next to its code (lib/server/<domain>/events.ts), as its timed jobs
 * are (define-jobs.ts): each event's name and the zod schema of its payload, which the recorder (recordEvents, at
 * record time, before the insert) and the handler (when the outbox hands it over) both parse with. The outbox's
 * lists — the aggregates, the keys, the lazily loaded handlers — are generated from these (npm run gen:events, into
 * lib/server/runtime/after-commit/events.generated.ts), never kept by hand. Names and schemas only: a recorder imports its
 * declarations without importing what handles them (lib/server/runtime/after-commit/handlers/<domain>.ts, defineHandlers
 * below). Nothing here names a domain: the outbox imports none, and its types take the declarations they are given.
 */

/** What an event's outbox row tries before it is given up ('failed'); absent: the outbox's own rule (5 tries). */
type EventRetry = { attempts: number };

/** An event as its domain writes it down: its payload's schema, whether something follows it, its retries. */
type EventInput = {
  /** Absent: the event carries no payload (an empty object; any key is refused). */
  payload?: z.ZodType<Record<string, unknown>>;
  /**
   * Something follows the commit (a mail, a text, a notice, a provider call): the row is the outbox's and has a
   * handler. A state table's event takes it from its rule's `after`; an event that moves no row defaults to true
   * (that is why it is recorded).
   */
  followed?: boolean;
  retry?: EventRetry;
};

/** The payload of an event that declares none. */
const NO_PAYLOAD = z.strictObject({});
type NoPayload = typeof NO_PAYLOAD;

export type EventSpec<P extends z.ZodType<Record<string, unknown>> = z.ZodType<Record<string, unknown>>> = {
  payload: P;
  followed: boolean;
  retry?: EventRetry;
};

/** One aggregate's declared events. */
export type EventDeclarations<A extends string = string, Ev extends Record<string, EventSpec> = Record<string, EventSpec>> = {
  aggregate: A;
  events: Ev;
};

type PayloadOf<I> = I extends { payload: infer P extends z.ZodType<Record<string, unknown>> } ? P : NoPayload;

/**
 * An aggregate's events. A state table's aggregate passes its rules (lib/rules/*-transitions.ts): each rule's event
 * is declared with it (no payload unless `events` gives one, followed when the rule has `after`), so a move the
 * table allows is always a declared event.
 */
export function defineEvents<const A extends string, const D extends Record<string, EventInput>, R extends string = never>(
  aggregate: A,
  events: D,
  table?: { rules: readonly { event: R; after?: string }[] },
): EventDeclarations<A, { [K in (keyof D & string) | R]: EventSpec<K extends keyof D ? PayloadOf<D[K]> : NoPayload> }> {
  const declared: Record<string, EventSpec> = {};
  for (const rule of table?.rules ?? []) declared[rule.event] = { payload: NO_PAYLOAD, followed: rule.after !== undefined };
  for (const [name, input] of Object.entries(events)) {
    const rule = table?.rules.find((r) => r.event === name);
    // A state table's event follows its rule's `after`: one place says whether something follows it.
    if (rule && input.followed !== undefined) throw new Error(`${aggregate}:${name}: its rule's \`after\` says whether it is followed`);
    declared[name] = {
      payload: input.payload ?? NO_PAYLOAD,
      followed: rule ? rule.after !== undefined : (input.followed ?? true),
      ...(input.retry ? { retry: input.retry } : {}),
    };
  }
  return { aggregate, events: declared as never };
}

/** `aggregate:event` for every event of these declarations. */
export type EventKeyOf<D extends EventDeclarations> = D extends EventDeclarations<infer A, infer Ev> ? `${A}:${keyof Ev & string}` : never;

/** The payload a recorder hands in for this event (its schema's input). */
type PayloadField<P> = Record<never, never> extends P ? { payload?: P } : { payload: P };

/** One event of these declarations as recordEvents takes it: a declared name, and the payload its schema accepts. */
export type EventRecordOf<D extends EventDeclarations> = {
  [K in keyof D['events'] & string]: { event: K } & PayloadField<z.input<D['events'][K]['payload']>>;
}[keyof D['events'] & string];

/** Its payload checked by its declared schema (a bad one throws, before anything is written): what is stored. */
export function parsePayload(declared: EventDeclarations, event: string, payload: unknown): Record<string, unknown> {
  const spec = declared.events[event];
  if (!spec) throw new Error(`${declared.aggregate}:${event} is not a declared event (lib/server/**/events.ts)`);
  return spec.payload.parse(payload ?? {});
}

/** A claimed outbox event, as its handler reads it: the payload parsed by the event's declared schema. */
export type DomainEvent<P = Record<string, unknown>, E extends string = string> = {
  id: string;
  aggregate: string;
  aggregateId: string;
  event: E;
  fromStatus: string | null;
  toStatus: string;
  actorRole: string;
  actorId: string | null;
  payload: P;
  attempts: number;
};

/**
 * What follows one event after its commit. A handler may run more than once for one event (a pass that died after
 * its side effects, before marking it done), so each side effect is once by its own key: the mails', texts' and
 * notifications' dedupe keys, the refund's row and idempotency key. Throwing leaves the event to be tried again.
 */
export type EventHandler = (event: DomainEvent) => Promise<void>;

/** One aggregate's handlers, by event name (defineHandlers), as the outbox's registry loads them. */
export type AggregateHandlers = { aggregate: string; handlers: Readonly<Record<string, EventHandler>> };

/**
 * An aggregate's handlers (lib/server/runtime/after-commit/handlers/<domain>.ts, loaded when one of its events is handled):
 * keyed by its declared names, each handed the payload its schema parsed — typed from the schema, no casts.
 */
export function defineHandlers<D extends EventDeclarations>(
  declared: D,
  handlers: {
    [K in keyof D['events'] & string]?: (event: DomainEvent<z.output<D['events'][K]['payload']>, K>) => Promise<void>;
  },
): AggregateHandlers {
  const wrapped: Record<string, EventHandler> = {};
  for (const [name, handle] of Object.entries(handlers) as [string, (event: DomainEvent<unknown, string>) => Promise<void>][]) {
    if (!declared.events[name]) throw new Error(`${declared.aggregate}:${name} has a handler but is not declared`);
    wrapped[name] = async (event) => handle({ ...event, payload: parsePayload(declared, name, event.payload) });
  }
  return { aggregate: declared.aggregate, handlers: wrapped };
}
