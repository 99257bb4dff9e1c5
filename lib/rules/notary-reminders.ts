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
