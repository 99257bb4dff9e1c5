/**
 * The shape of a state table (meetings, payments, work items and their additional services,
 * engagement letters, refunds): each event says who may make it, from which statuses, where it leads,
 * and what follows once it is committed. Pure; the server applies it (lib/server/platform/outbox/state-move.ts),
 * the table tests walk it.
 */
export type StateRule<S extends string, E extends string, A extends string> = {
  event: E;
  by: readonly A[];
  /** The statuses it moves from; `null` is a row not written yet (the event writes its first status). */
  from: readonly (S | null)[];
  /** The status afterwards; `null` when the status does not change. */
  to: S | null;
  /** The call or job that makes it. */
  call: string;
  /**
   * What follows after the commit (mails, texts, pushes, the provider's refund, calendar files): the
   * event is then an outbox row, handled once by its handler (lib/server/runtime/after-commit/handlers/<domain>.ts)
   * right after the commit or by the scheduler's pass. Absent: nothing follows.
   */
  after?: string;
};

/** The rule of `event` (every event has exactly one: the table tests check it). */
export function ruleFor<R extends { event: string }>(rules: readonly R[], event: R['event']): R {
  const rule = rules.find((r) => r.event === event);
  if (!rule) throw new Error(`No rule for the event ${event}`);
  return rule;
}
