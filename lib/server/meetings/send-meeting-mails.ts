import 'server-only';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { sendEmail } from '../mail/send-email';
import { createNotification } from '../notifications/create-notification';
import { loadMeetingParties, type MeetingParties } from './load-meeting-parties';
import { meetingIcs } from './meeting-ics';
import { formatLongInZone } from '@/lib/format/date-time';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';
import { consultationItem, receiptText } from '@/lib/format/receipt';
import { meetingReceiptFile, meetingReceiptLines } from '../payments/meeting-receipt';

type Party = MeetingParties['customer'] & { other: string; portal: 'customer-portal' | 'lawyer-portal' };

function partiesOf(m: MeetingParties): Party[] {
  return [
    { ...m.customer, other: `Atty. ${m.lawyer.name}`, portal: 'customer-portal' },
    { ...m.lawyer, other: m.customer.name, portal: 'lawyer-portal' },
  ];
}

function describe(m: MeetingParties) {
  return consultationItem(m.duration, m.callType);
}

/**
 * The client's receipt under the confirmation (also attached as a PDF); the lawyer's copy names the
 * payment by its reference only: the lawyer did not pay.
 */
function receiptFor(m: MeetingParties, p: Party): string {
  if (!m.payment) return '';
  if (p.id !== m.customer.id) return `Payment reference: ${m.payment.reference}\n\n`;
  const lines = meetingReceiptLines(m)!;
  return `${receiptText(lines)}

Cancellation and refund policy: ${appUrl()}/cancellation-policy

`;
}

/** The party's .ics: a REQUEST with the meeting's one UID and its revision as SEQUENCE (a higher one replaces the older). */
function invite(m: MeetingParties, p: Party) {
  return meetingIcs(m, p.id === m.customer.id ? 'customer' : 'lawyer', 'REQUEST');
}

/**
 * After payment: the confirmation e-mail (with the meeting's .ics invitation) to both parties, a
 * new-meeting notification for the lawyer and a booking-confirmed one for the client (their own
 * booking, in their own zone). Dedupe keys make a replay harmless.
 */
export async function sendMeetingConfirmation(meetingId: string): Promise<void> {
  const m = await loadMeetingParties(meetingId);
  if (!m || m.status !== 'CONFIRMED') return;
  const receipt = await meetingReceiptFile(m);
  for (const p of partiesOf(m)) {
    const when = formatLongInZone(m.start, p.zone);
    await sendEmail({
      to: p.email,
      subject: `Booking confirmed: ${describe(m)} with ${p.other}`,
      text:
        `Your ${describe(m)} with ${p.other} is confirmed for ${when} (${p.zone}).\n\n` +
        `Subject: ${m.subject}\n\nMeeting page: ${appUrl()}/${p.portal}/meeting/${m.id}\n` +
        `We will e-mail you a join link ${REMINDER_LEAD_MINUTES} minutes before the call.\n\n` +
        receiptFor(m, p) +
        `— ${APP_NAME}`,
      attachments: p.id === m.customer.id && receipt ? [invite(m, p), receipt] : [invite(m, p)],
      dedupeKey: `confirmation:${m.id}:${p.id}`,
    });
  }
  await createNotification({
    userId: m.lawyer.id,
    title: 'New meeting booked',
    body: `${m.customer.name} booked a ${describe(m)} on ${formatLongInZone(m.start, m.lawyer.zone)}.`,
    url: `/lawyer-portal/meeting/${m.id}`,
    icon: 'new-meeting',
    dedupeKey: `new-meeting:${m.id}:${m.lawyer.id}`,
  });
  await createNotification({
    userId: m.customer.id,
    title: 'Booking confirmed',
    body: `Your ${describe(m)} with Atty. ${m.lawyer.name} is confirmed for ${formatLongInZone(m.start, m.customer.zone)}.`,
    url: `/customer-portal/meeting/${m.id}`,
    icon: 'new-meeting',
    dedupeKey: `booking-confirmed:${m.id}:${m.customer.id}`,
  });
}

/** Tells both parties about a new time, with an updated .ics (the move bumped the revision: a higher SEQUENCE replaces the old). */
export async function notifyMeetingRescheduled(meetingId: string, byUserId: string): Promise<void> {
  const m = await loadMeetingParties(meetingId);
  if (!m) return;
  const stamp = m.start.toISOString();
  for (const p of partiesOf(m)) {
    const when = formatLongInZone(m.start, p.zone);
    await sendEmail({
      to: p.email,
      subject: `Meeting rescheduled: ${describe(m)} with ${p.other}`,
      text: `Your ${describe(m)} with ${p.other} now takes place on ${when} (${p.zone}).\n\nMeeting page: ${appUrl()}/${p.portal}/meeting/${m.id}\n\n— ${APP_NAME}`,
      attachments: [invite(m, p)],
      dedupeKey: `rescheduled:${m.id}:${stamp}:${p.id}`,
    });
    if (p.id === byUserId) continue;
    await createNotification({
      userId: p.id,
      title: 'Meeting rescheduled',
      body: `Your ${describe(m)} with ${p.other} moved to ${when}.`,
      url: `/${p.portal}/meeting/${m.id}`,
      icon: 'meeting-reminder',
      dedupeKey: `rescheduled:${m.id}:${stamp}:${p.id}`,
    });
  }
}
