import 'server-only';
import { NAMELESS, nameInMessage } from '@/lib/format/name-in-message';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { claimDue } from '@/lib/server/platform/delivery/claim-due';
import { notaryDetailKindsSql } from '@/lib/server/meetings/meeting-kind-sql';
import { APP_NAME } from '@/lib/config/app';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { createNotification } from '@/lib/server/messaging/notifications/create-notification';
import { channelsFor } from '@/lib/server/messaging/notifications/preferences';
import { textUser } from '@/lib/server/messaging/notifications/text-user';
import { meetingReminderSms } from '@/lib/server/messaging/sms/templates';
import { formatLongForReader } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/paths';
import { emailText, itemIn, pageUrl } from '@/lib/server/messaging/mail/mail-text';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';
import { env } from '@/lib/server/env';
import { nextNotaryReminderAt, notaryReminderStage } from '@/lib/rules/notary-reminders';
import { meetingKindRules, type MeetingKind } from '@/lib/rules/meeting-kinds';
import { sendNotaryReminder } from '@/lib/server/notary/send-notary-mails';

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
  lawyer_language: Locale | null;
  customer_email: string;
  customer_id: string;
  customer_name: string;
  customer_zone: string;
  customer_language: Locale | null;
  kind: MeetingKind;
  reminder_at: Date | string;
  price_centavos: number;
  paid_online: boolean;
  na_service: string | null;
  na_address: string | null;
  na_city: string | null;
  na_checklist: string[] | null;
  na_pay_at_office: boolean | null;
};

const BATCH = 50;
/**
 * How long a claim keeps other schedulers off a reminder (REMINDER_LEASE_SECONDS, 30 by default):
 * far longer than recording two e-mails and notifications takes, and short enough that a crashed
 * scheduler's reminders still go out minutes before the start. Should a slow SMTP server outlast it,
 * the second scheduler's sends are no-ops (dedupe keys), so a short lease costs at most some
 * repeated work.
 */
function reminderLeaseMs(): number {
  return env().REMINDER_LEASE_SECONDS * 1000;
}

// The reminders this process has claimed and not yet finished, so a stopping scheduler can hand them
// back at once (releaseReminderClaims) instead of leaving them to the lease. On globalThis: Next
// bundles instrumentation.ts and the route handlers separately, each with its own module copies.
const g = globalThis as unknown as { __abogadoReminderClaims?: Set<string> };
const held = (g.__abogadoReminderClaims ??= new Set<string>());

/**
 * Claims up to BATCH due reminders for the lease (REMINDER_LEASE_SECONDS): a conditional UPDATE over
 * `FOR UPDATE SKIP LOCKED`, so concurrent schedulers never take the same row, and a reminder whose
 * lease ran out (its scheduler died after claiming) is due again. Commits before any e-mail goes out:
 * no network call inside a transaction.
 */
export async function claimDueReminders(now: Date, only?: string[]): Promise<DueMeeting[]> {
  const db = await getDb();
  const leaseUntil = new Date(now.getTime() + reminderLeaseMs());
  const unclaimed = sql`(reminder_claimed_until IS NULL OR reminder_claimed_until <= ${now})`;
  const due = await claimDue<DueMeeting>(db, {
    table: 'meetings',
    due: sql`status = 'CONFIRMED' AND reminder_sent_at IS NULL AND reminder_at IS NOT NULL
      AND reminder_at <= ${now} AND end_at > ${now} AND ${unclaimed}`,
    ids: only,
    orderBy: sql`reminder_at`,
    limit: BATCH,
    set: sql`reminder_claimed_until = ${leaseUntil}`,
    recheck: sql`reminder_sent_at IS NULL AND ${unclaimed}`,
    returning: sql`id, start_at, duration_minutes, call_type, subject, lawyer_id, customer_id, kind, reminder_at, price_centavos`,
    read: sql`
      SELECT c.id, c.start_at, c.duration_minutes, c.call_type, c.subject,
             c.lawyer_id, lu.email AS lawyer_email, lp.display_name AS lawyer_name, lu.timezone AS lawyer_zone, lu.language AS lawyer_language,
             c.customer_id, cu.email AS customer_email, cu.first_name || ' ' || cu.last_name AS customer_name, cu.timezone AS customer_zone,
             cu.language AS customer_language,
             c.kind, c.reminder_at, c.price_centavos,
             EXISTS (SELECT 1 FROM payments p WHERE p.meeting_id = c.id AND p.paid_at IS NOT NULL) AS paid_online,
             na.service AS na_service, na.office_address AS na_address, na.city AS na_city, na.checklist AS na_checklist,
             na.pay_at_office AS na_pay_at_office
      FROM claimed c
      LEFT JOIN notary_appointments na ON na.meeting_id = c.id AND c.kind IN ${notaryDetailKindsSql()}
      JOIN users lu ON lu.id = c.lawyer_id
      JOIN lawyer_profiles lp ON lp.user_id = c.lawyer_id
      JOIN users cu ON cu.id = c.customer_id`,
  });
  for (const meeting of due) held.add(meeting.id);
  return due;
}

/**
 * Hands back claims of this process that are not finished (all of them when a scheduler stops):
 * another instance takes them at its next tick. A reminder half sent is not sent twice: every
 * e-mail and notification carries a dedupe key.
 */
export async function releaseReminderClaims(only?: string[]): Promise<number> {
  const ids = (only ?? [...held]).filter((id) => held.has(id));
  if (!ids.length) return 0;
  const db = await getDb();
  const released = await db
    .update(t.meetings)
    .set({ reminderClaimedUntil: null })
    .where(and(inArray(t.meetings.id, ids), isNull(t.meetings.reminderSentAt)))
    .returning({ id: t.meetings.id });
  for (const id of ids) held.delete(id);
  return released.length;
}

/**
 * Sends the 10-minute reminder of every confirmed meeting that is due, exactly once even with several
 * schedulers on one database and across crashes: due rows are claimed with a lease
 * (claimDueReminders), each e-mail and notification carries a dedupe key with the start time (so a
 * reschedule re-arms a fresh reminder and a resend after a crash is a no-op), and a meeting is
 * marked sent only after both parties' messages are recorded. A scheduler killed mid-way leaves
 * its lease to run out; the next tick after that sends what is missing.
 */
export async function sendDueReminders(options: { now?: Date; meetingIds?: string[] } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const due = await claimDueReminders(now, options.meetingIds);
  try {
    for (const meeting of due) {
      const start = new Date(meeting.start_at);
      // Names as the messages to the other party carry them: without links or domains (issue 38).
      const lawyerName = nameInMessage(meeting.lawyer_name, NAMELESS.lawyer);
      const customerName = nameInMessage(meeting.customer_name, NAMELESS.client);
      const recipients = [
        {
          userId: meeting.customer_id,
          email: meeting.customer_email,
          zone: meeting.customer_zone,
          language: meeting.customer_language ?? 'en',
          other: `Atty. ${lawyerName}`,
          otherParty: { name: lawyerName, lawyer: true },
          portal: 'customer-portal',
        },
        {
          userId: meeting.lawyer_id,
          email: meeting.lawyer_email,
          zone: meeting.lawyer_zone,
          language: meeting.lawyer_language ?? 'en',
          other: customerName,
          otherParty: { name: customerName, lawyer: false },
          portal: 'lawyer-portal',
        },
      ];
      // A notarial appointment (issue 43): a day and an hour before, where and what to bring, no join link.
      if (meetingKindRules(meeting.kind).reminder === 'office-visit' && meeting.na_service) {
        const stage = notaryReminderStage(start, new Date(meeting.reminder_at), now);
        const appointment = {
          service: meeting.na_service,
          address: meeting.na_address ?? '',
          city: meeting.na_city,
          checklist: meeting.na_checklist ?? [],
          payAtOffice: Boolean(meeting.na_pay_at_office),
        };
        const facts = { id: meeting.id, start, feeCentavos: Number(meeting.price_centavos), paidOnline: meeting.paid_online, appointment };
        for (const r of recipients) await sendNotaryReminder(facts, stage, { ...r, zone: r.zone || DEFAULT_TIME_ZONE }, now);
        // The hour's reminder is armed after the day's; the hour's is the last. Only if still the same appointment.
        const next = nextNotaryReminderAt(start, stage);
        await db
          .update(t.meetings)
          .set(next ? { reminderAt: next, reminderClaimedUntil: null } : { reminderSentAt: now, reminderClaimedUntil: null })
          .where(and(eq(t.meetings.id, meeting.id), eq(t.meetings.startAt, start), isNull(t.meetings.reminderSentAt)));
        held.delete(meeting.id);
        continue;
      }
      for (const r of recipients) {
        const key = `reminder:${meeting.id}:${start.toISOString()}:${r.userId}`;
        const zone = r.zone || DEFAULT_TIME_ZONE;
        // Each in their own language (issue 40): a lawyer and a client of one meeting may differ.
        const t = emailText(r.language);
        const when = formatLongForReader(start, zone, r.language);
        const item = itemIn(t, meeting.duration_minutes, meeting.call_type);
        const joinUrl = pageUrl(r.language, `/meeting/${meeting.id}`);
        // Each channel as the person chose for reminders (all on unless they turned one off).
        const channels = await channelsFor(r.userId, 'meeting_reminder');
        if (channels.email) {
          await sendEmail({
            to: r.email,
            subject: t('reminder.subject', { minutes: REMINDER_LEAD_MINUTES, callType: meeting.call_type, other: r.other }),
            text:
              `${t('reminder.starts', { item, other: r.other, when })}\n\n` +
              `${t('subjectLine', { subject: meeting.subject })}\n\n${t('reminder.join', { url: joinUrl })}\n\n— ${APP_NAME}`,
            dedupeKey: `email:${key}`,
          });
        }
        // Recorded under its own key in this claimed pass (so once, like the e-mail); the tick's SMS
        // pass sends it right after, through Semaphore's priority route.
        if (channels.sms) {
          await textUser({
            userId: r.userId,
            kind: 'meeting_reminder',
            body: meetingReminderSms({
              id: meeting.id,
              start,
              durationMinutes: meeting.duration_minutes,
              callType: meeting.call_type,
              other: r.otherParty,
              zone,
              locale: r.language,
            }),
            dedupeKey: `sms:${key}`,
            meetingId: meeting.id,
            priority: true,
            now,
            deliver: false,
          });
        }
        await createNotification(
          {
            userId: r.userId,
            title: t('reminder.title'),
            body: t('reminder.body', { duration: meeting.duration_minutes, callType: meeting.call_type, other: r.other, when }),
            url: `/${r.portal}/meeting/${meeting.id}`,
            icon: 'meeting-reminder',
            dedupeKey: `notification:${key}`,
          },
          undefined,
          { push: channels.push },
        );
      }
      // Marked only if still the same appointment: a reschedule meanwhile re-armed a new reminder.
      await db
        .update(t.meetings)
        .set({ reminderSentAt: now, reminderClaimedUntil: null })
        .where(and(eq(t.meetings.id, meeting.id), eq(t.meetings.startAt, start), isNull(t.meetings.reminderSentAt)));
      held.delete(meeting.id);
    }
  } finally {
    // Claims not finished (an error above) go back now rather than when the lease runs out.
    const unfinished = due.map((m) => m.id).filter((id) => held.has(id));
    if (unfinished.length) await releaseReminderClaims(unfinished).catch(() => undefined);
  }
  return due.length;
}
