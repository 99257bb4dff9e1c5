import 'server-only';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { sendEmail } from '../mail/send-email';
import { createNotification } from '../notifications/create-notification';
import { channelsFor } from '../notifications/preferences';
import { textUser } from '../notifications/text-user';
import { bookingConfirmedClientSms, bookingConfirmedLawyerSms, meetingRescheduledSms } from '../sms/templates';
import { loadMeetingParties, type MeetingParties } from './load-meeting-parties';
import { meetingIcs } from './meeting-ics';
import { formatLongInZone } from '@/lib/format/date-time';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';
import { consultationItem, receiptText } from '@/lib/format/receipt';
import { meetingReceiptFile, meetingReceiptLines } from './meeting-receipt';

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

/** The meeting as the text templates need it. */
const smsMeeting = (m: MeetingParties) => ({ id: m.id, start: m.start, durationMinutes: m.duration, callType: m.callType });

/**
 * After payment: the confirmation e-mail (with the meeting's .ics invitation) and a text to both
 * parties, a new-meeting notification for the lawyer and a booking-confirmed one for the client
 * (their own booking, in their own zone); e-mail, text and push as each chose for "Booking
 * confirmed". Dedupe keys make a replay harmless.
 */
export async function sendMeetingConfirmation(meetingId: string): Promise<void> {
  const m = await loadMeetingParties(meetingId);
  if (!m || m.status !== 'CONFIRMED') return;
  const receipt = await meetingReceiptFile(m);
  const channels = {
    [m.customer.id]: await channelsFor(m.customer.id, 'booking_confirmed'),
    [m.lawyer.id]: await channelsFor(m.lawyer.id, 'booking_confirmed'),
  };
  for (const p of partiesOf(m)) {
    const when = formatLongInZone(m.start, p.zone);
    if (channels[p.id].email) {
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
    if (channels[p.id].sms) {
      await textUser({
        userId: p.id,
        kind: 'booking_confirmed',
        body:
          p.id === m.customer.id
            ? bookingConfirmedClientSms({
                ...smsMeeting(m),
                lawyerName: m.lawyer.name,
                zone: p.zone,
                paidCentavos: m.payment?.amountCentavos ?? null,
              })
            : bookingConfirmedLawyerSms({ ...smsMeeting(m), clientName: m.customer.name, zone: p.zone }),
        dedupeKey: `sms:confirmation:${m.id}:${p.id}`,
        meetingId: m.id,
      });
    }
  }
  await createNotification(
    {
      userId: m.lawyer.id,
      title: 'New meeting booked',
      body: `${m.customer.name} booked a ${describe(m)} on ${formatLongInZone(m.start, m.lawyer.zone)}.`,
      url: `/lawyer-portal/meeting/${m.id}`,
      icon: 'new-meeting',
      dedupeKey: `new-meeting:${m.id}:${m.lawyer.id}`,
    },
    undefined,
    { push: channels[m.lawyer.id].push },
  );
  await createNotification(
    {
      userId: m.customer.id,
      title: 'Booking confirmed',
      body: `Your ${describe(m)} with Atty. ${m.lawyer.name} is confirmed for ${formatLongInZone(m.start, m.customer.zone)}.`,
      url: `/customer-portal/meeting/${m.id}`,
      icon: 'new-meeting',
      dedupeKey: `booking-confirmed:${m.id}:${m.customer.id}`,
    },
    undefined,
    { push: channels[m.customer.id].push },
  );
}

/**
 * Tells both parties about a new time, with an updated .ics (the move bumped the revision: a higher
 * SEQUENCE replaces the old); the party who did not move it also gets a notification and a text.
 * Each channel as the person chose for "Rescheduled or cancelled".
 */
export async function notifyMeetingRescheduled(meetingId: string, byUserId: string): Promise<void> {
  const m = await loadMeetingParties(meetingId);
  if (!m) return;
  const stamp = m.start.toISOString();
  for (const p of partiesOf(m)) {
    const when = formatLongInZone(m.start, p.zone);
    const channels = await channelsFor(p.id, 'meeting_changed');
    if (channels.email) {
      await sendEmail({
        to: p.email,
        subject: `Meeting rescheduled: ${describe(m)} with ${p.other}`,
        text: `Your ${describe(m)} with ${p.other} now takes place on ${when} (${p.zone}).\n\nMeeting page: ${appUrl()}/${p.portal}/meeting/${m.id}\n\n— ${APP_NAME}`,
        attachments: [invite(m, p)],
        dedupeKey: `rescheduled:${m.id}:${stamp}:${p.id}`,
      });
    }
    if (p.id === byUserId) continue;
    if (channels.sms) {
      const other = p.id === m.customer.id ? { name: m.lawyer.name, lawyer: true } : { name: m.customer.name, lawyer: false };
      await textUser({
        userId: p.id,
        kind: 'meeting_changed',
        body: meetingRescheduledSms({ ...smsMeeting(m), other, zone: p.zone }),
        dedupeKey: `sms:rescheduled:${m.id}:${stamp}:${p.id}`,
        meetingId: m.id,
      });
    }
    await createNotification(
      {
        userId: p.id,
        title: 'Meeting rescheduled',
        body: `Your ${describe(m)} with ${p.other} moved to ${when}.`,
        url: `/${p.portal}/meeting/${m.id}`,
        icon: 'meeting-reminder',
        dedupeKey: `rescheduled:${m.id}:${stamp}:${p.id}`,
      },
      undefined,
      { push: channels.push },
    );
  }
}
