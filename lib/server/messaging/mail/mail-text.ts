import 'server-only';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { isCallPagePath } from '@/lib/config/call-pages';
import type { ReceiptKey, ReceiptWords } from '@/lib/format/receipt';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { translator } from '@/lib/i18n/translator';
import { env } from '@/lib/server/env';
import { meetingKindRules, type MeetingKind } from '@/lib/rules/meeting-kinds';

/**
 * The words of the e-mails, texts, notifications, receipts and calendar entries, in the reader's
 * language (issue 40: a lawyer and a client of one meeting may each get their own). English is
 * the spec's text letter for letter (messages/en/email.json); one translator per language, made once
 * (the worker sends the reminders with it too).
 */
const made = new Map<Locale, ReturnType<typeof translator<'email'>>>();

export function emailText(locale: Locale) {
  let t = made.get(locale);
  if (!t) {
    t = translator(locale, 'email');
    made.set(locale, t);
  }
  return t;
}

export type EmailT = ReturnType<typeof emailText>;

const notaryMade = new Map<Locale, ReturnType<typeof translator<'notary'>>>();

/** A notarial appointment's service and checklist in the reader's language (messages/{en,fil}/notary.json; issue 43). */
export function notaryWordsIn(locale: Locale) {
  let t = notaryMade.get(locale);
  if (!t) notaryMade.set(locale, (t = translator(locale, 'notary')));
  const words = t;
  return {
    service: (slug: string) => (words.has(`services.${slug}`) ? words(`services.${slug}`) : slug),
    checklist: (keys: string[]) => keys.filter((k) => words.has(`checklist.${k}`)).map((k) => words(`checklist.${k}`)),
  };
}

/** "30-minute video consultation" (consultationItem's English), in the reader's language. */
export function itemIn(t: EmailT, duration: number, callType: 'VIDEO' | 'PHONE'): string {
  return t('item', { duration, callType });
}

/** A meeting's item in mails and receipts, in its kind's words (a notarial appointment's has no call type). */
export function meetingItemIn(t: EmailT, m: { duration: number; callType: 'VIDEO' | 'PHONE'; kind: MeetingKind }): string {
  return t(meetingKindRules(m.kind).texts.item, { duration: m.duration, callType: m.callType });
}

/** The zone after a time: its IANA name, or what a Filipino reader calls Manila's ("oras sa Pilipinas"). */
export function zoneIn(t: EmailT, zone: string): string {
  return zone === 'Asia/Manila' ? t('manilaZone') : zone;
}

/** The receipt's labels and Manila times in the payer's language (lib/format/receipt.ts). */
export function receiptWords(locale: Locale): ReceiptWords {
  const t = emailText(locale);
  const keys: ReceiptKey[] = ['reference', 'item', 'lawyer', 'dateTime', 'amount', 'fees', 'method', 'charged', 'paidAt'];
  return {
    locale,
    label: Object.fromEntries(keys.map((key) => [key, t(`receipt.${key}`)])) as Record<ReceiptKey, string>,
    manila: (time) => t('receipt.manila', { time }),
    chargedAbroad: (amount) => t('receipt.chargedAbroad', { amount }),
  };
}

/** clientFeeNote (feeModelNote at the server's rate) in the payer's language; the English is the same sentence. */
export function feeNoteIn(locale: Locale): string {
  const percent = env().PLATFORM_FEE_PERCENT;
  // The percent goes in as text, as feeModelNote writes it (a number argument would be reformatted).
  return emailText(locale)('receipt.feeNote', { fee: percent <= 0 ? 'none' : 'some', percent: String(percent), app: APP_NAME });
}

/**
 * A page of this app as a mailed link in the reader's language (`/fil/…`). A call page keeps its one
 * path (next.config.mjs gives only those paths the camera and microphone): the proxy brings the
 * reader's language to it.
 */
export function pageUrl(locale: Locale, path: string): string {
  return `${appUrl()}${isCallPagePath(path) ? path : localePath(locale, path)}`;
}
