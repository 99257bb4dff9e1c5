import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { sendEmail } from '../mail/send-email';
import { createNotification } from '../notifications/create-notification';
import { formatLongInZone } from '@/lib/format/date-time';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';

type DueMeeting = {
  id: string;
  start_at: Date | string;
  duration_minutes: number;
  call_type: 'VIDEO' | 'PHONE';
  subject: string;
  lawyer_email: string;
  lawyer_id: string;
  lawyer_name: string;
  lawyer_zone: string;
  customer_email: string;
  customer_id: string;
  customer_name: string;
  customer_zone: string;
};

const BATCH = 50;

/**
 * Sends the 10-minute reminder of every confirmed meeting that is due, exactly once even with several
 * workers on one database: due rows are claimed by a conditional UPDATE over `FOR UPDATE SKIP LOCKED`
 * (a row another worker holds is skipped, and a claimed row no longer matches), and each e-mail and
 * notification carries a dedupe key with the start time, so a reschedule re-arms a fresh reminder.
 * The claim commits before any e-mail goes out: no network call inside a transaction.
 */
export async function sendDueReminders(options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const due = await queryRows<DueMeeting>(
    db,
    sql`
      WITH claimed AS (
        UPDATE meetings SET reminder_sent_at = ${now}
        WHERE id IN (
          SELECT id FROM meetings
          WHERE status = 'CONFIRMED' AND reminder_sent_at IS NULL AND reminder_at IS NOT NULL
            AND reminder_at <= ${now} AND end_at > ${now}
          ORDER BY reminder_at
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED
        )
        AND reminder_sent_at IS NULL
        RETURNING id, start_at, duration_minutes, call_type, subject, lawyer_id, customer_id
      )
      SELECT c.id, c.start_at, c.duration_minutes, c.call_type, c.subject,
             c.lawyer_id, lu.email AS lawyer_email, lp.display_name AS lawyer_name, lu.timezone AS lawyer_zone,
             c.customer_id, cu.email AS customer_email, cu.first_name || ' ' || cu.last_name AS customer_name, cu.timezone AS customer_zone
      FROM claimed c
      JOIN users lu ON lu.id = c.lawyer_id
      JOIN lawyer_profiles lp ON lp.user_id = c.lawyer_id
      JOIN users cu ON cu.id = c.customer_id`,
  );
  for (const meeting of due) {
    const start = new Date(meeting.start_at);
    const joinUrl = `${appUrl()}/meeting/${meeting.id}`;
    const kind = meeting.call_type === 'PHONE' ? 'phone' : 'video';
    const recipients = [
      { userId: meeting.customer_id, email: meeting.customer_email, zone: meeting.customer_zone, other: `Atty. ${meeting.lawyer_name}`, portal: 'customer-portal' },
      { userId: meeting.lawyer_id, email: meeting.lawyer_email, zone: meeting.lawyer_zone, other: meeting.customer_name, portal: 'lawyer-portal' },
    ];
    for (const r of recipients) {
      const key = `reminder:${meeting.id}:${start.toISOString()}:${r.userId}`;
      const when = formatLongInZone(start, r.zone || DEFAULT_TIME_ZONE);
      await sendEmail({
        to: r.email,
        subject: `Starts in ${REMINDER_LEAD_MINUTES} minutes: your ${kind} consultation with ${r.other}`,
        text:
          `Your ${meeting.duration_minutes}-minute ${kind} consultation with ${r.other} starts at ${when}.\n\n` +
          `Subject: ${meeting.subject}\n\nSign in and press "Join meeting":\n${joinUrl}\n\n— ${APP_NAME}`,
        dedupeKey: `email:${key}`,
      });
      await createNotification({
        userId: r.userId,
        title: 'Your consultation starts soon',
        body: `${meeting.duration_minutes}-minute ${kind} call with ${r.other} at ${when}.`,
        url: `/${r.portal}/meeting/${meeting.id}`,
        icon: 'meeting-reminder',
        dedupeKey: `notification:${key}`,
      });
    }
  }
  return due.length;
}
