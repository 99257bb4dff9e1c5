import { useCallback } from 'react';
import { NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '@/lib/api/client';
import { useLocale, useT, type Translate } from '@/lib/i18n/client';
import { ATTACHMENT_RULES, MEETING_MESSAGES } from '@/lib/validation/meeting-messages';
import { MESSAGES, maxLengthMessage } from '@/lib/validation/messages';

// The zod schemas and the server speak the spec's English (shared with the API, unchanged). The
// booking screens show those messages in the page's language: each known English message maps to
// a key of the booking catalogue (`errors.*`), read at display time.

const FILES = { maxFiles: ATTACHMENT_RULES.maxFiles, maxMb: ATTACHMENT_RULES.maxTotalMb };

/** lib/validation/fields.ts INVALID_TEXT (that module brings zod; its test checks the two agree). */
export const INVALID_TEXT_MESSAGE = 'Invalid characters.';

type Known = { key: string; values?: Record<string, number> };

const KNOWN: Record<string, Known> = {
  [MESSAGES.required]: { key: 'errors.required' },
  [INVALID_TEXT_MESSAGE]: { key: 'errors.invalidText' },
  [MEETING_MESSAGES.tooManyFiles]: { key: 'errors.tooManyFiles', values: FILES },
  [MEETING_MESSAGES.totalTooLarge]: { key: 'errors.totalTooLarge', values: FILES },
  [MEETING_MESSAGES.fileType]: { key: 'errors.fileType' },
  [MEETING_MESSAGES.conflict]: { key: 'errors.conflict' },
  [MEETING_MESSAGES.paymentUnavailable]: { key: 'errors.paymentUnavailable' },
  [MEETING_MESSAGES.maxMeetings]: { key: 'errors.maxMeetings' },
  [MEETING_MESSAGES.createFailed]: { key: 'errors.createFailed' },
  [MEETING_MESSAGES.slotUnavailable]: { key: 'errors.slotUnavailable' },
  [MEETING_MESSAGES.notBookable]: { key: 'errors.notBookable' },
  [MEETING_MESSAGES.triageUnreadable]: { key: 'errors.triageUnreadable' },
  [NETWORK_ERROR_MESSAGE]: { key: 'errors.network' },
  [UNKNOWN_ERROR_MESSAGE]: { key: 'errors.unknown' },
  // lib/server/payments/complete-sandbox-checkout.ts, for the sandbox's buttons.
  'Checkout not found.': { key: 'errors.checkoutNotFound' },
  'This checkout session has expired.': { key: 'errors.checkoutExpired' },
  'This checkout session is closed.': { key: 'errors.checkoutClosed' },
};

/** The catalogue key (and its values) of an English message of the schemas or the server, or null. */
export function bookingMessageKey(english: string): Known | null {
  const known = KNOWN[english];
  if (known) return known;
  const max = /^Value can't be longer than (\d+)\.$/.exec(english);
  if (max && maxLengthMessage(Number(max[1])) === english) return { key: 'errors.maxLength', values: { max: Number(max[1]) } };
  return null;
}

/** `english` in the catalogue's language; a message it does not know becomes `fallbackKey`'s. */
export function translateBookingMessage(t: Translate, english: string, fallbackKey: string): string {
  const known = bookingMessageKey(english);
  return known ? t(known.key, known.values) : t(fallbackKey);
}

/**
 * For the booking forms: `message(english, fallbackKey)`. English pages show the message as it is
 * (the spec's words, letter for letter, including server texts this map does not know).
 */
export function useBookingMessage(): (english: string, fallbackKey?: string) => string {
  const locale = useLocale();
  const t = useT('booking');
  return useCallback(
    (english, fallbackKey = 'errors.unknown') => (locale === 'en' ? english : translateBookingMessage(t, english, fallbackKey)),
    [locale, t],
  );
}
