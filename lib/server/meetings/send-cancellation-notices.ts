import 'server-only';
import { APP_NAME } from '@/lib/config/app';
import { FREE_CANCELLATION_HOURS } from '@/lib/config/cancellation';
import { formatLongInZone } from '@/lib/format/date-time';
import { formatPesoExact } from '@/lib/format/money';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { emailText, meetingItemIn, pageUrl, zoneIn, type EmailT } from '@/lib/server/messaging/mail/mail-text';
import { createNotification } from '@/lib/server/messaging/notifications/create-notification';
import { claimPairNotice } from '@/lib/server/messaging/notifications/pair-notices';
import { channelsFor } from '@/lib/server/messaging/notifications/preferences';
import { textUser } from '@/lib/server/messaging/notifications/text-user';
import { meetingCancelledSms, type SmsRefund } from '@/lib/server/messaging/sms/templates';
import type { CancelGround, CancelRefund } from '@/lib/rules/cancellation';
import { loadMeetingParties, type MeetingParties } from './load-meeting-parties';
import { meetingIcs } from './meeting-ics';
import { meetingKindRules } from '@/lib/rules/meeting-kinds';

export type Cancellation = { meetingId: string; byUserId: string; ground: CancelGround; refund: CancelRefund };

type Side = 'customer' | 'lawyer';

/**
 * After a party's cancellation committed (its `cancel` event's outbox handler): each party gets an
 * e-mail — who cancelled, when the meeting was, what happens to the money — carrying the CANCEL .ics
 * that takes the meeting out of their calendar, and an in-app notification, each once (dedupe
 * keys), however often this runs. The notary's mail, text and push of a pay-at-the-office appointment
 * are capped per client and day (claimPairNotice, issue 58).
 * Not for an unpaid hold (nobody had an invitation; the lawyer was never told of it), nor for a
 * client's lawyer no-show claim: that cancellation is a settlement, and sendSettlementNotices writes
 * to both parties (with the same CANCEL .ics). A failure throws: the outbox tries the event again,
 * and what was already sent is not sent twice (the keys).
 */
export async function sendCancellationNotices(c: Cancellation): Promise<void> {
  if (c.ground === 'UNPAID' || c.ground === 'LAWYER_NO_SHOW') return;
  const m = await loadMeetingParties(c.meetingId);
  if (!m || m.status !== 'CANCELLED') return;
  for (const side of ['customer', 'lawyer'] as const) await tellParty(m, side, c);
}

const nameOf = (m: MeetingParties, side: Side) => (side === 'customer' ? m.customer.name : `Atty. ${m.lawyer.name}`);

/** The refund in words, for one side (the policy's decision; the payment itself is the operations team's). */
function refundSentence(m: MeetingParties, side: Side, refund: CancelRefund, t: EmailT): string {
  const paid = m.payment && m.payment.amountCentavos > 0 ? formatPesoExact(m.payment.amountCentavos) : null;
  if (!paid) {
    if (m.workItemId) return t(side === 'customer' ? 'cancellation.engagementClient' : 'cancellation.engagementLawyer');
    return t('cancellation.nothingPaid');
  }
  if (refund === 'FULL') return t(side === 'customer' ? 'cancellation.fullClient' : 'cancellation.fullLawyer', { paid });
  return t(side === 'customer' ? 'cancellation.noneClient' : 'cancellation.noneLawyer', { paid, hours: FREE_CANCELLATION_HOURS });
}

async function tellParty(m: MeetingParties, side: Side, c: Cancellation): Promise<void> {
  const me = m[side];
  // In this party's own language (issue 40).
  const t = emailText(me.language);
  const other = nameOf(m, side === 'customer' ? 'lawyer' : 'customer');
  // A notarial appointment (issue 43) is in person, not a call.
  const item = meetingItemIn(t, m);
  const when = `${formatLongInZone(m.start, me.zone, me.language)} (${zoneIn(t, me.zone)})`;
  // Only the two parties can cancel through cancel-meeting: it was this one or the other.
  const what = t(c.byUserId === me.id ? 'cancellation.byMe' : 'cancellation.byOther', { item, other, when });
  const refund = refundSentence(m, side, c.refund, t);
  const path = `/${side === 'customer' ? 'customer-portal' : 'lawyer-portal'}/meeting/${m.id}`;
  const key = `cancelled:${m.id}:${me.id}`;
  // A pay-at-the-office appointment cost its client nothing: the notary's mails and texts about one client are capped a day (issue 58).
  const capped =
    side === 'lawyer' &&
    m.inPerson?.payAtOffice === true &&
    !(await claimPairNotice({ recipientId: me.id, aboutId: m.customer.id, noticeKey: `cancelled:${m.id}` }));
  const chosen = await channelsFor(me.id, 'meeting_changed');
  const channels = capped ? { email: false, sms: false, push: false } : chosen;
  if (channels.email) {
    await sendEmail({
      to: me.email,
      subject: t('cancellation.subject', { item, other }),
      text:
        `${t('hi', { name: me.name })}\n\n${what}\n\n${refund}\n\n` +
        (m.payment ? `${t('paymentReference', { reference: m.payment.reference })}\n\n` : '') +
        `${t('cancellation.calendar')}\n\n` +
        `${t('meetingPage', { url: pageUrl(me.language, path) })}\n` +
        `${t('policy', { url: pageUrl(me.language, '/cancellation-policy') })}\n\n— ${APP_NAME}`,
      attachments: [meetingIcs(m, side, 'CANCEL')],
      dedupeKey: `email:${key}`,
    });
  }
  // A text only to the party who did not cancel: the other one just did it.
  if (channels.sms && c.byUserId !== me.id) {
    await textUser({
      userId: me.id,
      kind: 'meeting_changed',
      body: meetingCancelledSms({
        id: m.id,
        start: m.start,
        durationMinutes: m.duration,
        callType: m.callType,
        other: side === 'customer' ? { name: m.lawyer.name, lawyer: true } : { name: m.customer.name, lawyer: false },
        zone: me.zone,
        locale: me.language,
        refund: smsRefund(m, side, c.refund),
        paidCentavos: m.payment?.amountCentavos ?? null,
        inPerson: meetingKindRules(m.kind).venue === 'office',
      }),
      dedupeKey: `sms:${key}`,
      meetingId: m.id,
    });
  }
  // A cancellation reads as the meeting it ends (the notification icons are the spec's four).
  await createNotification(
    {
      userId: me.id,
      title: t(meetingKindRules(m.kind).texts.cancelledTitle, { item, other }),
      body: `${what} ${refund}`,
      url: path,
      icon: 'new-meeting',
      dedupeKey: `notification:${key}`,
    },
    undefined,
    { push: channels.push },
  );
}

/** The refund sentence's few words for a text. */
function smsRefund(m: MeetingParties, side: Side, refund: CancelRefund): SmsRefund {
  if (!m.payment || m.payment.amountCentavos <= 0) return 'NOTHING_PAID';
  if (side === 'customer') return refund === 'FULL' ? 'CLIENT_FULL' : 'CLIENT_NONE';
  return refund === 'FULL' ? 'LAWYER_FULL' : 'LAWYER_NONE';
}
