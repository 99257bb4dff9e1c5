import 'server-only';
import { APP_NAME } from '@/lib/config/app';
import { meetingKindRules, type MeetingVenue } from '@/lib/rules/meeting-kinds';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { emailText, itemIn, notaryWordsIn, pageUrl, zoneIn, type EmailT } from '@/lib/server/messaging/mail/mail-text';
import { createNotification } from '@/lib/server/messaging/notifications/create-notification';
import { channelsFor } from '@/lib/server/messaging/notifications/preferences';
import { textUser } from '@/lib/server/messaging/notifications/text-user';
import {
  bookingConfirmedClientSms,
  bookingConfirmedLawyerSms,
  meetingRescheduledSms,
  notaryRescheduledSms,
} from '@/lib/server/messaging/sms/templates';
import { loadMeetingParties, type MeetingParties } from './load-meeting-parties';
import { meetingIcs } from './meeting-ics';
import { formatLongForReader } from '@/lib/format/date-time';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';
import { receiptText } from '@/lib/format/receipt';
import { meetingReceiptFile, meetingReceiptLines } from './meeting-receipt';

type Party = MeetingParties['customer'] & { other: string; portal: 'customer-portal' | 'lawyer-portal' };

function partiesOf(m: MeetingParties): Party[] {
  return [
    { ...m.customer, other: `Atty. ${m.lawyer.name}`, portal: 'customer-portal' },
    { ...m.lawyer, other: m.customer.name, portal: 'lawyer-portal' },
  ];
}

/** Each party is written to in their own language (issue 40): the words, the dates and the links. */
function wordsFor(m: MeetingParties, p: Party) {
  const t = emailText(p.language);
  return {
    t,
    item: itemIn(t, m.duration, m.callType),
    when: formatLongForReader(m.start, p.zone, p.language),
    zone: zoneIn(t, p.zone),
    page: pageUrl(p.language, `/${p.portal}/meeting/${m.id}`),
  };
}

/**
 * The client's receipt under the confirmation (also attached as a PDF); the lawyer's copy names the
 * payment by its reference only: the lawyer did not pay.
 */
function receiptFor(m: MeetingParties, p: Party, t: EmailT): string {
  // A free legal-aid consultation (issue 61): no receipt and no price of ₱0, its words instead.
  if (m.legalAid) return `${t('confirmation.legalAid')}\n\n`;
  if (!m.payment) return '';
  if (p.id !== m.customer.id) return `${t('paymentReference', { reference: m.payment.reference })}\n\n`;
  const lines = meetingReceiptLines(m, p.language)!;
  return `${receiptText(lines, t('receipt.heading'))}

${t('policy', { url: pageUrl(p.language, '/cancellation-policy') })}

`;
}

/** The party's .ics: a REQUEST with the meeting's one UID and its revision as SEQUENCE (a higher one replaces the older). */
function invite(m: MeetingParties, p: Party) {
  return meetingIcs(m, p.id === m.customer.id ? 'customer' : 'lawyer', 'REQUEST');
}

/** The meeting as the text templates need it. */
const smsMeeting = (m: MeetingParties, p: Party) => ({
  id: m.id,
  start: m.start,
  durationMinutes: m.duration,
  callType: m.callType,
  locale: p.language,
});

/**
 * After payment: the confirmation e-mail (with the meeting's .ics invitation) and a text to both
 * parties, a new-meeting notification for the lawyer and a booking-confirmed one for the client
 * (their own booking, in their own zone); e-mail, text and push as each chose for "Booking
 * confirmed". Dedupe keys make a replay harmless.
 */
export async function sendMeetingConfirmation(meetingId: string): Promise<void> {
  const m = await loadMeetingParties(meetingId);
  // A kind with another confirmation has it sent by its own sender (the notary's: lib/server/notary/send-notary-mails.ts).
  if (!m || m.status !== 'CONFIRMED' || meetingKindRules(m.kind).confirmation !== 'consultation') return;
  const receipt = await meetingReceiptFile(m);
  const channels = {
    [m.customer.id]: await channelsFor(m.customer.id, 'booking_confirmed'),
    [m.lawyer.id]: await channelsFor(m.lawyer.id, 'booking_confirmed'),
  };
  for (const p of partiesOf(m)) {
    const { t, item, when, zone, page } = wordsFor(m, p);
    if (channels[p.id].email) {
      await sendEmail({
        to: p.email,
        subject: t('confirmation.subject', { item, other: p.other }),
        text:
          `${t('confirmation.confirmed', { item, other: p.other, when, zone })}\n\n` +
          `${t('subjectLine', { subject: m.subject })}\n\n${t('meetingPage', { url: page })}\n` +
          `${t('confirmation.joinLink', { minutes: REMINDER_LEAD_MINUTES })}\n\n` +
          receiptFor(m, p, t) +
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
                ...smsMeeting(m, p),
                lawyerName: m.lawyer.name,
                zone: p.zone,
                paidCentavos: m.payment?.amountCentavos ?? null,
              })
            : bookingConfirmedLawyerSms({ ...smsMeeting(m, p), clientName: m.customer.name, zone: p.zone }),
        dedupeKey: `sms:confirmation:${m.id}:${p.id}`,
        meetingId: m.id,
      });
    }
  }
  const [customer, lawyer] = partiesOf(m);
  const toLawyer = wordsFor(m, lawyer);
  await createNotification(
    {
      userId: m.lawyer.id,
      title: toLawyer.t('confirmation.lawyerTitle'),
      body: toLawyer.t('confirmation.lawyerBody', { client: m.customer.name, item: toLawyer.item, when: toLawyer.when }),
      url: `/lawyer-portal/meeting/${m.id}`,
      icon: 'new-meeting',
      dedupeKey: `new-meeting:${m.id}:${m.lawyer.id}`,
    },
    undefined,
    { push: channels[m.lawyer.id].push },
  );
  const toClient = wordsFor(m, customer);
  await createNotification(
    {
      userId: m.customer.id,
      title: toClient.t('confirmation.clientTitle'),
      body: toClient.t('confirmation.clientBody', { item: toClient.item, other: customer.other, when: toClient.when }),
      url: `/customer-portal/meeting/${m.id}`,
      icon: 'new-meeting',
      dedupeKey: `booking-confirmed:${m.id}:${m.customer.id}`,
    },
    undefined,
    { push: channels[m.customer.id].push },
  );
}

/**
 * What a move says to one party: a consultation by its call, a notarial appointment (issue 43) by its
 * service and its office — in person, never a call or a join link.
 */
function movedWords(m: MeetingParties, p: Party) {
  return MOVED_WORDS[meetingKindRules(m.kind).venue](m, p);
}

type MovedWords = { subject: string; text: string; title: string; body: string; sms: string };

const MOVED_WORDS: Record<MeetingVenue, (m: MeetingParties, p: Party) => MovedWords> = {
  call: (m, p) => {
    const { t, item, when, zone, page } = wordsFor(m, p);
    return {
      subject: t('rescheduled.subject', { item, other: p.other }),
      text: `${t('rescheduled.moved', { item, other: p.other, when, zone })}\n\n${t('meetingPage', { url: page })}`,
      title: t('rescheduled.title'),
      body: t('rescheduled.body', { item, other: p.other, when }),
      sms: meetingRescheduledSms({ ...smsMeeting(m, p), other: otherOf(m, p), zone: p.zone }),
    };
  },
  // In person at the office: its service and address, never a call or a join link.
  office: (m, p) => {
    const { t, when, zone, page } = wordsFor(m, p);
    const a = m.inPerson ?? { service: '', address: '' };
    const service = notaryWordsIn(p.language).service(a.service);
    return {
      subject: t('notary.rescheduledSubject', { service, other: p.other }),
      text:
        `${t('notary.rescheduledMoved', { service, other: p.other, when, zone })}\n\n` +
        `${t('notary.where', { address: a.address })}\n\n${t('meetingPage', { url: page })}`,
      title: t('notary.rescheduledTitle'),
      body: t('notary.rescheduledBody', { service, other: p.other, when, address: a.address }),
      sms: notaryRescheduledSms({ start: m.start, zone: p.zone, address: a.address, locale: p.language, other: otherOf(m, p) }),
    };
  },
};

const otherOf = (m: MeetingParties, p: Party) =>
  p.id === m.customer.id ? { name: m.lawyer.name, lawyer: true } : { name: m.customer.name, lawyer: false };

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
    const words = movedWords(m, p);
    const channels = await channelsFor(p.id, 'meeting_changed');
    if (channels.email) {
      await sendEmail({
        to: p.email,
        subject: words.subject,
        text: `${words.text}\n\n— ${APP_NAME}`,
        attachments: [invite(m, p)],
        dedupeKey: `rescheduled:${m.id}:${stamp}:${p.id}`,
      });
    }
    if (p.id === byUserId) continue;
    if (channels.sms) {
      await textUser({
        userId: p.id,
        kind: 'meeting_changed',
        body: words.sms,
        dedupeKey: `sms:rescheduled:${m.id}:${stamp}:${p.id}`,
        meetingId: m.id,
      });
    }
    await createNotification(
      {
        userId: p.id,
        title: words.title,
        body: words.body,
        url: `/${p.portal}/meeting/${m.id}`,
        icon: 'meeting-reminder',
        dedupeKey: `rescheduled:${m.id}:${stamp}:${p.id}`,
      },
      undefined,
      { push: channels.push },
    );
  }
}
