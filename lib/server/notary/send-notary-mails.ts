import 'server-only';
import { APP_NAME } from '@/lib/config/app';
import { formatLongInZone } from '@/lib/format/date-time';
import { formatPesoExact } from '@/lib/format/money';
import { meetingKindRules } from '@/lib/rules/meeting-kinds';
import type { Locale } from '@/lib/i18n/paths';
import { emailText, notaryWordsIn, pageUrl, zoneIn, type EmailT } from '@/lib/server/messaging/mail/mail-text';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { loadMeetingParties, type InPerson } from '@/lib/server/meetings/load-meeting-parties';
import { meetingIcs } from '@/lib/server/meetings/meeting-ics';
import { meetingReceiptFile } from '@/lib/server/meetings/meeting-receipt';
import { createNotification } from '@/lib/server/messaging/notifications/create-notification';
import { claimPairNotice } from '@/lib/server/messaging/notifications/pair-notices';
import { channelsFor } from '@/lib/server/messaging/notifications/preferences';
import { textUser } from '@/lib/server/messaging/notifications/text-user';
import { notaryBookedLawyerSms, notaryBookedSms, notaryReminderSms } from '@/lib/server/messaging/sms/templates';

/**
 * What both parties read of a notarial appointment, in the reader's language: where it is, what to
 * bring, that it is in person (never a video call) and the fee — and the appointment's page, never a
 * join link (issue 43).
 */
function appointmentLines(t: EmailT, locale: Locale, a: InPerson, feeCentavos: number, paidOnline: boolean): string {
  const words = notaryWordsIn(locale);
  const fee = formatPesoExact(feeCentavos);
  return [
    t('notary.where', { address: a.address }),
    '',
    t('notary.bring'),
    ...words.checklist(a.checklist).map((item) => `- ${item}`),
    '',
    t('notary.inPerson'),
    paidOnline ? t('notary.feePaid', { fee }) : t('notary.feeAtOffice', { fee }),
  ].join('\n');
}

/**
 * The confirmation of a notarial appointment (paid online, or booked to pay at the office): to both
 * parties an e-mail with the address, the checklist and the appointment's .ics (LOCATION the office),
 * a text, and a notification — each channel as they chose for "Booking confirmed"; the client's
 * receipt when paid. Dedupe keys make a replay harmless (the keys of the consultations' confirmation).
 * The notary's mail, text and push of a pay-at-the-office booking are capped per client and day
 * (claimPairNotice); the in-app notification is always written.
 */
export async function sendNotaryConfirmation(meetingId: string): Promise<void> {
  const m = await loadMeetingParties(meetingId);
  if (!m || m.status !== 'CONFIRMED' || meetingKindRules(m.kind).confirmation !== 'notary') return;
  const a = m.inPerson;
  // Without its office details there is nothing to say where (an appointment is booked with them).
  if (!a) return;
  const receipt = m.payment ? await meetingReceiptFile(m) : null;
  const parties = [
    { side: 'customer' as const, ...m.customer, other: `Atty. ${m.lawyer.name}` },
    { side: 'lawyer' as const, ...m.lawyer, other: m.customer.name },
  ];
  for (const p of parties) {
    const t = emailText(p.language);
    const service = notaryWordsIn(p.language).service(a.service);
    const when = formatLongInZone(m.start, p.zone, p.language);
    const page = pageUrl(p.language, `/${p.side}-portal/meeting/${m.id}`);
    const client = p.side === 'customer';
    // A pay-at-the-office booking costs its client nothing: the notary's mails and texts about one client are capped a day (issue 58).
    const capped =
      !client &&
      a.payAtOffice &&
      !(await claimPairNotice({ recipientId: p.id, aboutId: m.customer.id, noticeKey: `confirmation:${m.id}` }));
    const chosen = await channelsFor(p.id, 'booking_confirmed');
    const channels = capped ? { email: false, sms: false, push: false } : chosen;
    if (channels.email) {
      await sendEmail({
        to: p.email,
        subject: t('notary.subject', { service, other: p.other }),
        text:
          `${client ? t('notary.confirmed', { service, other: p.other, when, zone: zoneIn(t, p.zone) }) : t('notary.booked', { service, other: p.other, when, zone: zoneIn(t, p.zone) })}\n\n` +
          `${appointmentLines(t, p.language, a, m.priceCentavos, Boolean(m.payment))}\n\n` +
          `${t('meetingPage', { url: page })}\n\n` +
          (m.payment ? `${t('paymentReference', { reference: m.payment.reference })}\n\n` : '') +
          `— ${APP_NAME}`,
        attachments: client && receipt ? [meetingIcs(m, p.side, 'REQUEST'), receipt] : [meetingIcs(m, p.side, 'REQUEST')],
        dedupeKey: `confirmation:${m.id}:${p.id}`,
      });
    }
    if (channels.sms) {
      const sms = { start: m.start, zone: p.zone, address: a.address, locale: p.language };
      await textUser({
        userId: p.id,
        kind: 'booking_confirmed',
        body: client
          ? notaryBookedSms({ ...sms, lawyerName: m.lawyer.name })
          : notaryBookedLawyerSms({ ...sms, clientName: m.customer.name }),
        dedupeKey: `sms:confirmation:${m.id}:${p.id}`,
        meetingId: m.id,
      });
    }
    await createNotification(
      {
        userId: p.id,
        title: client ? t('notary.title') : t('notary.lawyerTitle'),
        body: t('notary.body', { service, other: p.other, when, address: a.address }),
        url: `/${p.side}-portal/meeting/${m.id}`,
        icon: 'new-meeting',
        dedupeKey: `${client ? 'booking-confirmed' : 'new-meeting'}:${m.id}:${p.id}`,
      },
      undefined,
      { push: channels.push },
    );
  }
}

type ReminderParty = {
  userId: string;
  email: string;
  zone: string;
  language: Locale;
  other: string;
  otherParty: { name: string; lawyer: boolean };
  portal: string;
};

/**
 * One reminder of a notarial appointment (a day or an hour before; lib/rules/notary-reminders.ts) to
 * one party: when, where and what to bring, the appointment's page — no join link. Once per
 * (appointment, start, stage, person): the dedupe keys carry the stage.
 */
export async function sendNotaryReminder(
  m: { id: string; start: Date; feeCentavos: number; paidOnline: boolean; appointment: InPerson },
  stage: 'day' | 'hour',
  r: ReminderParty,
  now: Date,
): Promise<void> {
  const key = `reminder:${m.id}:${m.start.toISOString()}:${stage}:${r.userId}`;
  const t = emailText(r.language);
  const service = notaryWordsIn(r.language).service(m.appointment.service);
  const when = formatLongInZone(m.start, r.zone, r.language);
  const channels = await channelsFor(r.userId, 'meeting_reminder');
  if (channels.email) {
    await sendEmail({
      to: r.email,
      subject: t('notary.reminderSubject', { stage, other: r.other }),
      text:
        `${t('notary.reminderStarts', { service, other: r.other, when })}\n\n` +
        `${appointmentLines(t, r.language, m.appointment, m.feeCentavos, m.paidOnline)}\n\n` +
        `${t('meetingPage', { url: pageUrl(r.language, `/${r.portal}/meeting/${m.id}`) })}\n\n— ${APP_NAME}`,
      dedupeKey: `email:${key}`,
    });
  }
  if (channels.sms) {
    await textUser({
      userId: r.userId,
      kind: 'meeting_reminder',
      body: notaryReminderSms({ start: m.start, zone: r.zone, address: m.appointment.address, locale: r.language, other: r.otherParty }),
      dedupeKey: `sms:${key}`,
      meetingId: m.id,
      priority: true,
      now,
      deliver: false,
    });
  }
  await createNotification(
    {
      userId: r.userId,
      title: t('notary.reminderTitle'),
      body: t('notary.body', { service, other: r.other, when, address: m.appointment.address }),
      url: `/${r.portal}/meeting/${m.id}`,
      icon: 'meeting-reminder',
      dedupeKey: `notification:${key}`,
    },
    undefined,
    { push: channels.push },
  );
}
