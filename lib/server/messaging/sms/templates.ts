import 'server-only';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { PHONE_CODE_TTL_MINUTES } from '@/lib/config/phone';
import { formatDayTime, formatTime, zonedPair } from '@/lib/format/zoned-time';
import { formatPesoExact } from '@/lib/format/money';
import { NAMELESS, nameInMessage } from '@/lib/format/name-in-message';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';
import { translator, type Translator } from '@/lib/i18n/translator';
import { emailText } from '@/lib/server/messaging/mail/mail-text';
import { gsm7Text, measureSms } from './encoding';

// Every text message we send, each written once, here. GSM-7 only ("PHP 1,100", never "₱"; straight
// quotes), short: one part (160 characters) with ordinary names; a long name is shortened until the
// text fits one part, and what still does not fit (a long APP_URL) is split and counted honestly by
// measureSms. Each text but the one-time code ends with how to stop them (the inbound STOP:
// POST /api/v1/sms/inbound). Times are in the reader's zone, with the zone's short name. A person's
// name comes without links, domains or digits (nameInMessage, issue 38): it is what they typed.
// The words are in the reader's language (issue 40; messages/*/email.json, `sms`, and the code's in
// notices.json): the Filipino ones are GSM-7 too and fit one part as the English do (templates.test.ts).

const ONE_PART = 160;

/** The join link of the reminder and the waiting notice: the shortest path to the call (it finds the portal). */
export function meetingLink(meetingId: string): string {
  return `${appUrl()}/meeting/${meetingId}`;
}

/** "PHP 1,100" / "PHP 65,000.50": the peso sign is not GSM-7. */
function smsPeso(centavos: number): string {
  return formatPesoExact(centavos).replace('₱', 'PHP ');
}

const filipinoFormats = new Map<string, Intl.DateTimeFormat>();
function filipino(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let f = filipinoFormats.get(key);
  if (!f) filipinoFormats.set(key, (f = new Intl.DateTimeFormat(INTL_LOCALE.fil, { timeZone: zone, ...options })));
  return f;
}
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** Abroad, the reader's clock and Manila's, joined as GSM-7 allows ("Sat, Nov 28, 9:00 PM Dubai / Sun, Nov 29, 1:00 AM Manila"; issue 63). */
function abroad(start: Date, zone: string, locale: Locale): string | null {
  const { local, manila } = zonedPair(start.toISOString(), zone, locale, 'day');
  return manila ? `${local} / ${manila}` : null;
}

/** "Mon, Nov 23, 9:00 AM GMT+8" ("Lun, Nob 23, 9:00 AM GMT+8") */
function when(start: Date, zone: string, locale: Locale): string {
  const both = abroad(start, zone, locale);
  if (both) return both;
  const day =
    locale === 'en'
      ? formatDayTime(start.toISOString(), zone, 'en')
      : `${filipino(zone, { weekday: 'short', month: 'short', day: 'numeric' }).format(start)}, ${filipino(zone, TIME).format(start)}`;
  return `${day} ${shortZone(start, zone)}`;
}

/** "9:00 AM GMT+8" */
// The reminder's time alone (it comes ten minutes before, and Manila's beside it would split the text in two parts).
function time(start: Date, zone: string, locale: Locale): string {
  return `${locale === 'en' ? formatTime(start.toISOString(), zone, 'en') : filipino(zone, TIME).format(start)} ${shortZone(start, zone)}`;
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

/** The reader's words and how a text ends in their language ("Reply STOP to opt out"). */
function wordsIn(locale: Locale) {
  const t = emailText(locale);
  return { t, stop: t('sms.stop'), app: APP_NAME };
}

/** "phone" / "video" as the reader says it. */
const callWord = (t: ReturnType<typeof emailText>, callType: 'VIDEO' | 'PHONE') => t('sms.call', { callType });

/** `locale`: the reader's language. */
export type SmsMeeting = { id: string; start: Date; durationMinutes: number; callType: 'VIDEO' | 'PHONE'; locale: Locale };

/**
 * The other party as the reader knows them: a lawyer is "Atty. …" (the title is never shortened
 * away); a name that was nothing but links is the role (NAMELESS), as in the e-mails.
 */
export type SmsParty = { name: string; lawyer: boolean };
const titled = (party: Pick<SmsParty, 'lawyer'>, name: string) =>
  party.lawyer ? `Atty. ${name || NAMELESS.lawyer}` : name || NAMELESS.client;

/**
 * The one-time code, in the language of the account whose number it verifies (messages/{en,fil}/notices.json,
 * `phoneCode.sms`); the only text without the STOP line (it was asked for, and a code is never a notification).
 */
export function phoneCodeSms(code: string, locale: Locale): string {
  return gsm7Text(codeWords(locale)('phoneCode.sms', { app: APP_NAME, code, minutes: PHONE_CODE_TTL_MINUTES }));
}

/**
 * The owner's notice that another account typed their verified number (issue 73 item 6), in the owner's
 * language (`phoneClaimed.sms`): their number stays theirs; no code, no link, nobody named.
 */
export function phoneClaimedSms(locale: Locale): string {
  return gsm7Text(codeWords(locale)('phoneClaimed.sms', { app: APP_NAME }));
}

// The notices' translator, made here: notifications/ (noticeText) imports this folder.
const codeTranslators = new Map<Locale, Translator<'notices'>>();
function codeWords(locale: Locale): Translator<'notices'> {
  let t = codeTranslators.get(locale);
  if (!t) codeTranslators.set(locale, (t = translator(locale, 'notices')));
  return t;
}

/**
 * The code in a code's text: its six digits (issue-phone-code.ts), the only run of four or more digits
 * in the words of either language. deliver-sms.ts stars it out in SQL once the provider has the text.
 */
export const CODE_DIGITS = '[0-9]{4,}';

/** What an outbox keeps of a code's text once the provider has it: the same words, the code starred out. */
export function redactedCodeSms(text: string): string {
  return text.replace(new RegExp(CODE_DIGITS, 'g'), '******');
}

/** booking_confirmed, to the client: the lawyer, the time, what was paid. */
export function bookingConfirmedClientSms(m: SmsMeeting & { lawyerName: string; zone: string; paidCentavos: number | null }): string {
  const { t, stop, app } = wordsIn(m.locale);
  const paid = m.paidCentavos ? ` ${t('sms.paid', { amount: smsPeso(m.paidCentavos) })}` : '';
  const [call, at] = [callWord(t, m.callType), when(m.start, m.zone, m.locale)];
  return fitted(
    (lawyer) =>
      t('sms.bookedClient', {
        app,
        duration: String(m.durationMinutes),
        call,
        lawyer: titled({ lawyer: true }, lawyer),
        when: at,
        paid,
        stop,
      }),
    m.lawyerName,
  );
}

/** booking_confirmed, to the lawyer: who booked, and when. */
export function bookingConfirmedLawyerSms(m: SmsMeeting & { clientName: string; zone: string }): string {
  const { t, stop, app } = wordsIn(m.locale);
  const [call, at] = [callWord(t, m.callType), when(m.start, m.zone, m.locale)];
  return fitted(
    (client) =>
      t('sms.bookedLawyer', { app, client: titled({ lawyer: false }, client), duration: String(m.durationMinutes), call, when: at, stop }),
    m.clientName,
  );
}

/** meeting_reminder, 10 minutes before: the time and the join link. */
export function meetingReminderSms(m: SmsMeeting & { other: SmsParty; zone: string }): string {
  const { t, stop, app } = wordsIn(m.locale);
  const at = time(m.start, m.zone, m.locale);
  return fitted(
    (other) => t('sms.reminder', { app, callType: m.callType, other: titled(m.other, other), time: at, link: meetingLink(m.id), stop }),
    m.other.name,
  );
}

/** A notarial appointment (issue 43): in person at the office, so the address and the ID — never a join link. */
export type SmsAppointment = { start: Date; zone: string; address: string; locale: Locale };

/** booking_confirmed of a notarial appointment, to the client: when, where, bring an ID. */
export function notaryBookedSms(m: SmsAppointment & { lawyerName: string }): string {
  const { t, stop, app } = wordsIn(m.locale);
  const at = when(m.start, m.zone, m.locale);
  return fitted(
    (lawyer) => t('notary.smsBooked', { app, other: titled({ lawyer: true }, lawyer), when: at, address: m.address, stop }),
    m.lawyerName,
  );
}

/** booking_confirmed of a notarial appointment, to the notary: who and when. */
export function notaryBookedLawyerSms(m: SmsAppointment & { clientName: string }): string {
  const { t, stop, app } = wordsIn(m.locale);
  const at = when(m.start, m.zone, m.locale);
  return fitted((client) => t('notary.smsBookedLawyer', { app, other: titled({ lawyer: false }, client), when: at, stop }), m.clientName);
}

/** meeting_reminder of a notarial appointment (a day and an hour before): when and where. */
export function notaryReminderSms(m: SmsAppointment & { other: SmsParty }): string {
  const { t, stop, app } = wordsIn(m.locale);
  const at = when(m.start, m.zone, m.locale);
  return fitted(
    (other) => t('notary.smsReminder', { app, other: titled(m.other, other), when: at, address: m.address, stop }),
    m.other.name,
  );
}

/** party_waiting: the other party is in the call; the join link. */
export function partyWaitingSms(m: { id: string; waiter: SmsParty; locale: Locale }): string {
  const { t, stop, app } = wordsIn(m.locale);
  return fitted((waiter) => t('sms.waiting', { app, waiter: titled(m.waiter, waiter), link: meetingLink(m.id), stop }), m.waiter.name);
}

/** meeting_changed: a new time (to the party who did not move it). */
export function meetingRescheduledSms(m: SmsMeeting & { other: SmsParty; zone: string }): string {
  const { t, stop, app } = wordsIn(m.locale);
  const [call, at] = [callWord(t, m.callType), when(m.start, m.zone, m.locale)];
  return fitted((other) => t('sms.rescheduled', { app, other: titled(m.other, other), call, when: at, stop }), m.other.name);
}

/** meeting_changed of a notarial appointment: its new time and the office (to the party who did not move it). */
export function notaryRescheduledSms(m: SmsAppointment & { other: SmsParty }): string {
  const { t, stop, app } = wordsIn(m.locale);
  const at = when(m.start, m.zone, m.locale);
  return fitted(
    (other) => t('notary.smsRescheduled', { app, other: titled(m.other, other), when: at, address: m.address, stop }),
    m.other.name,
  );
}

export type SmsRefund = 'CLIENT_FULL' | 'CLIENT_NONE' | 'LAWYER_FULL' | 'LAWYER_NONE' | 'NOTHING_PAID';

/**
 * meeting_changed: a cancellation (to the party who did not cancel), with the money in a few words;
 * a notarial appointment (`inPerson`) says so, not a call.
 */
export function meetingCancelledSms(
  m: SmsMeeting & { other: SmsParty; zone: string; refund: SmsRefund; paidCentavos: number | null; inPerson?: boolean },
): string {
  const { t, stop, app } = wordsIn(m.locale);
  const money = {
    CLIENT_FULL: ` ${t('sms.clientFull', { amount: smsPeso(m.paidCentavos ?? 0) })}`,
    CLIENT_NONE: ` ${t('sms.clientNone')}`,
    LAWYER_FULL: ` ${t('sms.lawyerFull')}`,
    LAWYER_NONE: ` ${t('sms.lawyerNone')}`,
    NOTHING_PAID: '',
  }[m.refund];
  const [call, at] = [callWord(t, m.callType), when(m.start, m.zone, m.locale)];
  return fitted(
    (other) =>
      // The kind's venue, as its caller read it from the meeting-kinds table (an allowed branch: lib/lint/meeting-kind-branches.test.ts).
      m.inPerson
        ? t('notary.smsCancelled', { app, other: titled(m.other, other), when: at, money, stop })
        : t('sms.cancelled', { app, other: titled(m.other, other), call, when: at, money, stop }),
    m.other.name,
  );
}

/** verification_decision, approved, in the lawyer's language. */
export function verificationApprovedSms(locale: Locale): string {
  const { t, stop, app } = wordsIn(locale);
  return gsm7Text(t('sms.verified', { app, stop }));
}

/** verification_decision, not approved (the reason is in the e-mail and on the dashboard: too long for a text). */
export function verificationRejectedSms(locale: Locale): string {
  const { t, stop, app } = wordsIn(locale);
  return gsm7Text(t('sms.notVerified', { app, stop }));
}

/**
 * A court and its branch as a text carries them (issue 64: texts carry no links — the NTC's memo, and telcos
 * block them): whatever the lawyer typed, without any word that reads as a link, an address or a domain.
 * Branch and case numbers keep their digits.
 */
export function hearingPlace(court: string, branch: string | null): string {
  const clean = (s: string) =>
    s
      .normalize('NFKC')
      .replace(/\p{Cc}|\p{Cf}/gu, ' ')
      .split(/\s+/)
      .filter((w) => w && !/:\/\/|^www\.|[@/\\]|[\p{L}\p{N}]\.[\p{L}\p{N}-]*\p{L}[\p{L}\p{N}-]*\p{L}/iu.test(w))
      .join(' ');
  return [clean(court), branch ? clean(branch) : ''].filter(Boolean).join(', ');
}

/** A hearing as a text names it: its time in the reader's zone (with Manila's beside it abroad), the court and the branch. */
export type SmsHearing = { start: Date; zone: string; locale: Locale; court: string; branch: string | null };

/** hearing: the reminder about 24 hours or 2 hours before — no link (issue 64). */
export function hearingReminderSms(h: SmsHearing & { stage: 'DAY_BEFORE' | 'TWO_HOURS' }): string {
  const { t, stop, app } = wordsIn(h.locale);
  return gsm7Text(
    t('sms.hearingReminder', { app, stage: h.stage, when: when(h.start, h.zone, h.locale), place: hearingPlace(h.court, h.branch), stop }),
  );
}

/** hearing: moved or cancelled by the lawyer (to the client) — no link. */
export function hearingChangedSms(h: SmsHearing & { cancelled: boolean }): string {
  const { t, stop, app } = wordsIn(h.locale);
  const words = { app, when: when(h.start, h.zone, h.locale), place: hearingPlace(h.court, h.branch), stop };
  return gsm7Text(h.cancelled ? t('sms.hearingCancelled', words) : t('sms.hearingChanged', words));
}
