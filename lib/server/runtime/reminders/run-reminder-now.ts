import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { meetings } from '@/lib/db/schema';
import { AppError } from '@/lib/server/platform/http/errors';
import { sendDueReminders } from './send-due-reminders';

/**
 * The dev outboxes' "send this meeting's reminder now" (POST /api/v1/dev/reminders/run): the
 * e2e suite cannot wait for a slot's T−10, so it runs the one reminder pass for this meeting alone,
 * as at the moment it falls due — the same claim, dedupe keys and channel choices as the scheduler.
 * Only while nothing leaves the building (no SMTP, no Semaphore): the messages land in the outboxes.
 */
export async function runReminderNow(meetingId: string): Promise<{ sent: number }> {
  const db = await getDb();
  const [meeting] = await db
    .select({ reminderAt: meetings.reminderAt })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.status, 'CONFIRMED')));
  if (!meeting?.reminderAt) throw new AppError('NOT_FOUND', 'reminders.noConfirmedMeetingReminder', { key: 'NOT_FOUND' });
  return { sent: await sendDueReminders({ now: meeting.reminderAt, meetingIds: [meetingId] }) };
}
