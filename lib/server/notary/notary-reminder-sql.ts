import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';
import { NOTARY_REMINDER_LEADS_MINUTES } from '@/lib/rules/notary-reminders';

const [DAY, HOUR] = NOTARY_REMINDER_LEADS_MINUTES;

/**
 * The first reminder of a meeting being confirmed, by its kind: a consultation's 10 minutes before;
 * a notarial appointment's a day before while that is ahead, else an hour before (firstNotaryReminderAt).
 */
export function firstReminderAtSql(now: Date): SQL {
  const m = t.meetings;
  return sql`CASE WHEN ${m.kind} = 'NOTARY' THEN
      CASE WHEN ${m.startAt} - make_interval(mins => ${DAY}) > ${now.toISOString()}::timestamptz
        THEN ${m.startAt} - make_interval(mins => ${DAY}) ELSE ${m.startAt} - make_interval(mins => ${HOUR}) END
    ELSE ${m.startAt} - make_interval(mins => ${REMINDER_LEAD_MINUTES}) END`;
}
