import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { formatLongInZone } from '@/lib/format/date-time';
import { formatPesoExact } from '@/lib/format/money';
import { consultationItem } from '@/lib/format/receipt';
import { sendEmail } from '../mail/send-email';
import { createNotification } from '../notifications/create-notification';
import { loadMeetingParties, type MeetingParties } from './load-meeting-parties';
import { meetingIcs } from './meeting-ics';

const BATCH = 50;

/**
 * The messages of settled meetings (the scheduler's settlement, a client's no-show claim), once each:
 * meetings with `settled_at` but no `settlement_notified_at` are picked up, their e-mails and
 * notifications recorded under dedupe keys, and only then marked. Two schedulers on one meeting, or a
 * process killed half-way, repeat work but never a message; the next pass sends what is missing.
 * Returns how many meetings' messages went out.
 */
export async function sendSettlementNotices(options: { meetingId?: string } = {}): Promise<number> {
  const db = await getDb();
  // One meeting's (a call that just ended: its review request goes out now, not at the next pass), or the batch.
  const only = options.meetingId ? sql`AND id = ${options.meetingId}::uuid` : sql``;
  const due = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM meetings WHERE settled_at IS NOT NULL AND settlement_notified_at IS NULL ${only} ORDER BY settled_at LIMIT ${BATCH}`,
  );
  let done = 0;
  for (const { id } of due) {
    try {
      await notifySettlement(id);
      await db
        .update(t.meetings)
        .set({ settlementNotifiedAt: sql`now()` })
        .where(and(eq(t.meetings.id, id), isNull(t.meetings.settlementNotifiedAt)));
      done++;
    } catch (error) {
      console.error('[settlement] notices', id, error);
    }
  }
  return done;
}

async function notifySettlement(meetingId: string): Promise<void> {
  const m = await loadMeetingParties(meetingId);
  if (!m) return;
  if (m.outcome === 'ATTENDED' && m.status === 'COMPLETED') await askForReview(m);
  if ((m.outcome === 'LAWYER_NO_SHOW' || m.outcome === 'NOBODY_ATTENDED') && m.status === 'CANCELLED') await tellLawyerNoShow(m);
  // A client who did not join is not written to: the fee stays with the lawyer and the meeting page says why.
}

/** The client who attended is asked for a review, unless they already wrote one before the settlement. */
async function askForReview(m: MeetingParties): Promise<void> {
  const db = await getDb();
  const [review] = await db.select({ id: t.reviews.id }).from(t.reviews).where(eq(t.reviews.meetingId, m.id)).limit(1);
  if (review) return;
  const lawyer = `Atty. ${m.lawyer.name}`;
  const path = `/customer-portal/meeting/${m.id}/summary`;
  const when = formatLongInZone(m.start, m.customer.zone);
  await sendEmail({
    to: m.customer.email,
    subject: `How was your consultation with ${lawyer}?`,
    text:
      `Hi ${m.customer.name},\n\nYour ${consultationItem(m.duration, m.callType)} with ${lawyer} on ${when} has ended. ` +
      `How did it go? Rate it and leave a few words: your review helps other clients choose a lawyer.\n\n` +
      `Leave your review: ${appUrl()}${path}\n\n— ${APP_NAME}`,
    dedupeKey: `email:review-request:${m.id}`,
  });
  await createNotification({
    userId: m.customer.id,
    title: `How was your consultation with ${lawyer}?`,
    body: `Rate your ${consultationItem(m.duration, m.callType)} of ${when} and leave a review.`,
    url: path,
    icon: 'meeting-reminder',
    dedupeKey: `notification:review-request:${m.id}`,
  });
}

/** Both parties learn that the lawyer did not join: the meeting is cancelled (with the CANCEL .ics) and the client refunded in full. */
async function tellLawyerNoShow(m: MeetingParties): Promise<void> {
  const lawyer = `Atty. ${m.lawyer.name}`;
  const item = consultationItem(m.duration, m.callType);
  const policy = `Cancellation and refund policy: ${appUrl()}/cancellation-policy`;
  const paid = m.payment && m.payment.amountCentavos > 0 ? formatPesoExact(m.payment.amountCentavos) : null;
  const toClient = paid
    ? `so the meeting is cancelled and you get the full fee of ${paid} back. We will tell you when the refund has been sent.`
    : m.workItemId
      ? 'so the meeting is cancelled and goes back to your engagement: you can book it again.'
      : 'so the meeting is cancelled.';
  const toLawyer = paid
    ? `The meeting is cancelled and the client gets the full fee of ${paid} back.`
    : m.workItemId
      ? 'The meeting is cancelled and goes back to the engagement, to be booked again.'
      : 'The meeting is cancelled.';
  const messages = [
    {
      side: 'customer' as const,
      party: m.customer,
      path: `/customer-portal/meeting/${m.id}`,
      subject: paid ? `${lawyer} did not join: full refund of ${paid}` : `${lawyer} did not join your consultation`,
      text: `${lawyer} did not join your ${item} on ${formatLongInZone(m.start, m.customer.zone)}, ${toClient}`,
      title: paid ? `${lawyer} did not join: full refund` : `${lawyer} did not join`,
    },
    {
      side: 'lawyer' as const,
      party: m.lawyer,
      path: `/lawyer-portal/meeting/${m.id}`,
      subject: `You did not join your consultation with ${m.customer.name}`,
      text: `You did not join the ${item} with ${m.customer.name} on ${formatLongInZone(m.start, m.lawyer.zone)}. ${toLawyer}`,
      title: 'Consultation cancelled: you did not join',
    },
  ];
  for (const msg of messages) {
    const key = `no-show:${m.id}:${msg.party.id}`;
    await sendEmail({
      to: msg.party.email,
      subject: msg.subject,
      text:
        `Hi ${msg.party.name},\n\n${msg.text}\n\n` +
        (m.payment ? `Payment reference: ${m.payment.reference}\n\n` : '') +
        `Meeting page: ${appUrl()}${msg.path}\n${policy}\n\n— ${APP_NAME}`,
      // The cancellation is this mail's news: its CANCEL .ics takes the meeting out of the calendar (one mail, not two).
      attachments: [meetingIcs(m, msg.side, 'CANCEL')],
      dedupeKey: `email:${key}`,
    });
    // A refund reads as the thing paid for (the notification icons are the spec's four).
    await createNotification({
      userId: msg.party.id,
      title: msg.title,
      body: msg.text,
      url: msg.path,
      icon: 'new-meeting',
      dedupeKey: `notification:${key}`,
    });
  }
}
