import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { APP_NAME } from '@/lib/config/app';
import { formatLongInZone } from '@/lib/format/date-time';
import { formatPesoExact } from '@/lib/format/money';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { emailText, itemIn, pageUrl } from '@/lib/server/messaging/mail/mail-text';
import { createNotification } from '@/lib/server/messaging/notifications/create-notification';
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

/** The client who attended is asked for a review, unless they already wrote one before the settlement; in their language (issue 40). */
async function askForReview(m: MeetingParties): Promise<void> {
  const db = await getDb();
  const [review] = await db.select({ id: t.reviews.id }).from(t.reviews).where(eq(t.reviews.meetingId, m.id)).limit(1);
  if (review) return;
  const tr = emailText(m.customer.language);
  const lawyer = `Atty. ${m.lawyer.name}`;
  const path = `/customer-portal/meeting/${m.id}/summary`;
  const when = formatLongInZone(m.start, m.customer.zone, m.customer.language);
  const item = itemIn(tr, m.duration, m.callType);
  await sendEmail({
    to: m.customer.email,
    subject: tr('settlement.reviewSubject', { lawyer }),
    text:
      `${tr('hi', { name: m.customer.name })}\n\n${tr('settlement.reviewText', { item, lawyer, when })}\n\n` +
      `${tr('settlement.reviewLink', { url: pageUrl(m.customer.language, path) })}\n\n— ${APP_NAME}`,
    dedupeKey: `email:review-request:${m.id}`,
  });
  await createNotification({
    userId: m.customer.id,
    title: tr('settlement.reviewSubject', { lawyer }),
    body: tr('settlement.reviewBody', { item, when }),
    url: path,
    icon: 'meeting-reminder',
    dedupeKey: `notification:review-request:${m.id}`,
  });
}

/**
 * Both parties learn that the lawyer did not join: the meeting is cancelled (with the CANCEL .ics)
 * and the client refunded in full. Each in their own language (issue 40).
 */
async function tellLawyerNoShow(m: MeetingParties): Promise<void> {
  const lawyer = `Atty. ${m.lawyer.name}`;
  const paid = m.payment && m.payment.amountCentavos > 0 ? formatPesoExact(m.payment.amountCentavos) : null;
  const outcome = paid ? 'Paid' : m.workItemId ? 'Engagement' : 'Nothing';
  const [tc, tl] = [emailText(m.customer.language), emailText(m.lawyer.language)];
  const messages = [
    {
      side: 'customer' as const,
      party: m.customer,
      t: tc,
      path: `/customer-portal/meeting/${m.id}`,
      subject: paid ? tc('settlement.clientSubjectPaid', { lawyer, paid }) : tc('settlement.clientSubject', { lawyer }),
      text: tc('settlement.clientText', {
        lawyer,
        item: itemIn(tc, m.duration, m.callType),
        when: formatLongInZone(m.start, m.customer.zone, m.customer.language),
        outcome: tc(`settlement.client${outcome}`, { paid: paid ?? '' }),
      }),
      title: paid ? tc('settlement.clientTitlePaid', { lawyer }) : tc('settlement.clientTitle', { lawyer }),
    },
    {
      side: 'lawyer' as const,
      party: m.lawyer,
      t: tl,
      path: `/lawyer-portal/meeting/${m.id}`,
      subject: tl('settlement.lawyerSubject', { client: m.customer.name }),
      text: tl('settlement.lawyerText', {
        item: itemIn(tl, m.duration, m.callType),
        client: m.customer.name,
        when: formatLongInZone(m.start, m.lawyer.zone, m.lawyer.language),
        outcome: tl(`settlement.lawyer${outcome}`, { paid: paid ?? '' }),
      }),
      title: tl('settlement.lawyerTitle'),
    },
  ];
  for (const msg of messages) {
    const key = `no-show:${m.id}:${msg.party.id}`;
    await sendEmail({
      to: msg.party.email,
      subject: msg.subject,
      text:
        `${msg.t('hi', { name: msg.party.name })}\n\n${msg.text}\n\n` +
        (m.payment ? `${msg.t('paymentReference', { reference: m.payment.reference })}\n\n` : '') +
        `${msg.t('meetingPage', { url: pageUrl(msg.party.language, msg.path) })}\n` +
        `${msg.t('policy', { url: pageUrl(msg.party.language, '/cancellation-policy') })}\n\n— ${APP_NAME}`,
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
