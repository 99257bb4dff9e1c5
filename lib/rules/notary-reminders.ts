import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';

/**
 * A notarial appointment's reminders (issue 43): people travel to the office, so a day before and an
 * hour before — not the consultations' 10-minute one with its join link.
 */
export const NOTARY_REMINDER_LEADS_MINUTES = [24 * 60, 60] as const;
const [DAY, HOUR] = NOTARY_REMINDER_LEADS_MINUTES;
const MINUTE = 60_000;

/** The first reminder to arm when an appointment is confirmed: the day-before one while it is ahead, else the hour's. */
export function firstNotaryReminderAt(start: Date, now: Date): Date {
  const dayBefore = new Date(start.getTime() - DAY * MINUTE);
  return dayBefore > now ? dayBefore : new Date(start.getTime() - HOUR * MINUTE);
}

/**
 * The first reminder of a meeting at `start`, by its kind: a consultation's 10 minutes before, a
 * notarial appointment's as firstNotaryReminderAt. Armed on confirming and on every move, so the
 * reminders already sent for an old time go out again for the new one (their dedupe keys carry the
 * start). Its SQL twin for confirmations: firstReminderAtSql (lib/server/notary/notary-reminder-sql.ts).
 */
export function firstReminderAt(kind: 'CONSULTATION' | 'NOTARY', start: Date, now: Date): Date {
  return kind === 'NOTARY' ? firstNotaryReminderAt(start, now) : new Date(start.getTime() - REMINDER_LEAD_MINUTES * MINUTE);
}

/**
 * Which reminder a due one is, from how far ahead of the start it was armed, and when it is sent:
 * the day-before one sent within the hour is the hour's (one message, not two back to back).
 */
export function notaryReminderStage(start: Date, reminderAt: Date, now: Date): 'day' | 'hour' {
  const lead = (start.getTime() - reminderAt.getTime()) / MINUTE;
  return lead > HOUR && now.getTime() < start.getTime() - HOUR * MINUTE ? 'day' : 'hour';
}

/** After the day-before reminder, the hour's is armed; after the hour's, none. */
export function nextNotaryReminderAt(start: Date, stage: 'day' | 'hour'): Date | null {
  return stage === 'day' ? new Date(start.getTime() - HOUR * MINUTE) : null;
}
