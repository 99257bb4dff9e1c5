import 'server-only';
import { AppError } from '@/lib/server/platform/http/errors';
import { ruleFor, type StateRule } from '@/lib/rules/state-table';

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
  aggregate: string,
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
