import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { meetingKindsWhere, type MeetingKindRules } from '@/lib/rules/meeting-kinds';

/**
 * The kinds of the meeting-kinds table whose row passes `test`, as an SQL list for `m.kind IN …`: a query
 * that concerns calls, or notary appointments' details, asks the table rather than naming a kind.
 */
export function kindsIn(test: (rules: MeetingKindRules) => boolean): SQL {
  const kinds = meetingKindsWhere(test);
  // `IN ()` is not SQL; `IN (NULL)` matches nothing, as an empty list should.
  return kinds.length
    ? sql`(${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`
    : sql`(NULL)`;
}

/** The kinds held as a call (join window, attendance, settlement by who joined). */
export const callKindsSql = () => kindsIn((k) => k.venue === 'call');
/** The kinds with a notary_appointments row (the wire's `in_person`). */
export const notaryDetailKindsSql = () => kindsIn((k) => k.details === 'notary-appointment');
/** The kinds the scheduler settles from call attendance once the join window closed. */
export const settledByCallKinds = () => kindsIn((k) => k.settlement === 'call-attendance');
