import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { MEETING_KIND_NAMES, MEETING_KINDS } from '@/lib/rules/meeting-kinds';

/**
 * The first reminder of a meeting being confirmed, by its kind's reminder leads (lib/rules/meeting-kinds.ts):
 * the first lead still ahead of `now`, else the last — firstReminderAt in SQL. A consultation's: 10 minutes
 * before; a notarial appointment's: a day before while that is ahead, else an hour before.
 */
export function firstReminderAtSql(now: Date): SQL {
  const m = t.meetings;
  const at = (lead: number) => sql`${m.startAt} - make_interval(mins => ${lead})`;
  const byKind = MEETING_KIND_NAMES.map((kind) => {
    const leads = MEETING_KINDS[kind].reminderLeadsMinutes;
    const ahead = leads.slice(0, -1).map((lead) => sql` WHEN ${at(lead)} > ${now.toISOString()}::timestamptz THEN ${at(lead)}`);
    const last = at(leads[leads.length - 1]);
    return sql` WHEN ${kind} THEN ${ahead.length ? sql`CASE${sql.join(ahead, sql``)} ELSE ${last} END` : last}`;
  });
  return sql`CASE ${m.kind}${sql.join(byKind, sql``)} END`;
}
