import 'server-only';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { PHONE_CODE_TTL_MINUTES } from '@/lib/config/phone';
import { formatDayTime, formatTime } from '@/lib/format/zoned-time';
import { formatPesoExact } from '@/lib/format/money';
import { NAMELESS, nameInMessage } from '@/lib/format/name-in-message';
import { gsm7Text, measureSms } from './encoding';

// Every text message we send, each written once, here. GSM-7 only ("PHP 1,100", never "₱"; straight
// quotes), short: one part (160 characters) with ordinary names; a long name is shortened until the
// text fits one part, and what still does not fit (a long APP_URL) is split and counted honestly by
// measureSms. Each text but the one-time code ends with how to stop them (the inbound STOP:
// POST /api/v1/sms/inbound). Times are in the reader's zone, with the zone's short name. A person's
// name comes without links, domains or digits (nameInMessage, issue 38): it is what they typed.

const STOP = 'Reply STOP to opt out';
const ONE_PART = 160;

/** The join link of the reminder and the waiting notice: the shortest path to the call (it finds the portal). */
export function meetingLink(meetingId: string): string {
  return `${appUrl()}/meeting/${meetingId}`;
}

/** "PHP 1,100" / "PHP 65,000.50": the peso sign is not GSM-7. */
function smsPeso(centavos: number): string {
  return formatPesoExact(centavos).replace('₱', 'PHP ');
}

/** "Mon, Nov 23, 9:00 AM GMT+8" */
function when(start: Date, zone: string): string {
  return `${formatDayTime(start.toISOString(), zone)} ${shortZone(start, zone)}`;
}

/** "9:00 AM GMT+8" */
function time(start: Date, zone: string): string {
  return `${formatTime(start.toISOString(), zone)} ${shortZone(start, zone)}`;
}

function shortZone(at: Date, zone: string): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')
      ?.value ?? zone
  );
}

const SUFFIX = /^(jr|sr|i{2,3}|iv)\.?$/i;

/** Shorter forms of a name, longest first: "Maria Clara de los Santos" → "Maria Santos" → "Maria S." (a "Jr." or "III" dropped). */
function nameForms(name: string): string[] {
  const all = name.trim().split(/\s+/).filter(Boolean);
  const words = all.length > 2 && SUFFIX.test(all.at(-1)!) ? all.slice(0, -1) : all;
  const forms = [all.join(' ')];
  if (words.length > 2) forms.push(`${words[0]} ${words.at(-1)}`);
  if (words.length > 1) forms.push(`${words[0]} ${words.at(-1)![0]}.`);
  forms.push(words[0]?.slice(0, 12) ?? '');
  return forms;
}

/**
 * The text with the longest form of each name that keeps it in one part; the shortest forms when
 * none does (the text is then split, and counted so). Each name is first stripped of anything to
 * follow (nameInMessage); one with nothing left is passed on empty, and `titled` names the party.
 */
function fitted(build: (...names: string[]) => string, ...names: string[]): string {
  const forms = names.map((name) => nameForms(nameInMessage(name, '')));
  const steps = Math.max(...forms.map((f) => f.length));
  let text = '';
  for (let step = 0; step < steps; step++) {
    text = gsm7Text(build(...forms.map((f) => f[Math.min(step, f.length - 1)])));
    if (measureSms(text).segments === 1 && text.length <= ONE_PART) return text;
  }
  return text;
}

const callWord = (callType: 'VIDEO' | 'PHONE') => (callType === 'PHONE' ? 'phone' : 'video');
const capitalised = (word: string) => word[0].toUpperCase() + word.slice(1);

export type SmsMeeting = { id: string; start: Date; durationMinutes: number; callType: 'VIDEO' | 'PHONE' };

/**
 * The other party as the reader knows them: a lawyer is "Atty. …" (the title is never shortened
 * away); a name that was nothing but links is the role (NAMELESS), as in the e-mails.
 */
export type SmsParty = { name: string; lawyer: boolean };
const titled = (party: Pick<SmsParty, 'lawyer'>, name: string) =>
  party.lawyer ? `Atty. ${name || NAMELESS.lawyer}` : name || NAMELESS.client;

/** The one-time code; the only text without the STOP line (it was asked for, and a code is never a notification). */
export function phoneCodeSms(code: string): string {
  return `Your ${APP_NAME} code is ${code}. It expires in ${PHONE_CODE_TTL_MINUTES} minutes. Never share it with anyone.`;
}

/** What an outbox keeps of a code once the provider has it. */
export const REDACTED_PHONE_CODE_SMS = phoneCodeSms('******');

/** booking_confirmed, to the client: the lawyer, the time, what was paid. */
export function bookingConfirmedClientSms(m: SmsMeeting & { lawyerName: string; zone: string; paidCentavos: number | null }): string {
  const paid = m.paidCentavos ? ` ${smsPeso(m.paidCentavos)} paid.` : '';
  return fitted(
    (lawyer) =>
      `${APP_NAME}: Booked! ${m.durationMinutes}-min ${callWord(m.callType)} call with ${titled({ lawyer: true }, lawyer)}, ${when(m.start, m.zone)}.${paid} ${STOP}`,
    m.lawyerName,
  );
}

/** booking_confirmed, to the lawyer: who booked, and when. */
export function bookingConfirmedLawyerSms(m: SmsMeeting & { clientName: string; zone: string }): string {
  return fitted(
    (client) =>
      `${APP_NAME}: New booking: ${titled({ lawyer: false }, client)}, ${m.durationMinutes}-min ${callWord(m.callType)} call, ${when(m.start, m.zone)}. ${STOP}`,
    m.clientName,
  );
}

/** meeting_reminder, 10 minutes before: the time and the join link. */
export function meetingReminderSms(m: SmsMeeting & { other: SmsParty; zone: string }): string {
  return fitted(
    (other) =>
      `${APP_NAME}: ${capitalised(callWord(m.callType))} call with ${titled(m.other, other)} at ${time(m.start, m.zone)}. Join: ${meetingLink(m.id)} ${STOP}`,
    m.other.name,
  );
}

/** party_waiting: the other party is in the call; the join link. */
export function partyWaitingSms(m: { id: string; waiter: SmsParty }): string {
  return fitted(
    (waiter) => `${APP_NAME}: ${titled(m.waiter, waiter)} is waiting for you in your call. Join now: ${meetingLink(m.id)} ${STOP}`,
    m.waiter.name,
  );
}

/** meeting_changed: a new time (to the party who did not move it). */
export function meetingRescheduledSms(m: SmsMeeting & { other: SmsParty; zone: string }): string {
  return fitted(
    (other) => `${APP_NAME}: ${titled(m.other, other)} moved your ${callWord(m.callType)} call to ${when(m.start, m.zone)}. ${STOP}`,
    m.other.name,
  );
}

export type SmsRefund = 'CLIENT_FULL' | 'CLIENT_NONE' | 'LAWYER_FULL' | 'LAWYER_NONE' | 'NOTHING_PAID';

/** meeting_changed: a cancellation (to the party who did not cancel), with the money in a few words. */
export function meetingCancelledSms(
  m: SmsMeeting & { other: SmsParty; zone: string; refund: SmsRefund; paidCentavos: number | null },
): string {
  const money = {
    CLIENT_FULL: ` Full refund of ${smsPeso(m.paidCentavos ?? 0)} on its way.`,
    CLIENT_NONE: ' No refund under our policy.',
    LAWYER_FULL: ' The client gets a full refund.',
    LAWYER_NONE: ' The fee stays with you.',
    NOTHING_PAID: '',
  }[m.refund];
  return fitted(
    (other) =>
      `${APP_NAME}: ${titled(m.other, other)} cancelled your ${callWord(m.callType)} call on ${when(m.start, m.zone)}.${money} ${STOP}`,
    m.other.name,
  );
}

/** verification_decision, approved. */
export function verificationApprovedSms(): string {
  return gsm7Text(`${APP_NAME}: Your IBP membership is verified. Make your profile public to be listed. ${STOP}`);
}

/** verification_decision, not approved (the reason is in the e-mail and on the dashboard: too long for a text). */
export function verificationRejectedSms(): string {
  return gsm7Text(`${APP_NAME}: We could not verify your IBP membership yet. See your dashboard for what to fix. ${STOP}`);
}
