import { maxLengthMessage, MESSAGES } from '@/lib/validation/messages';
import { MEETING_MESSAGES } from '@/lib/validation/meeting-messages';
import { MAX_RESCHEDULES_PER_PARTY, rescheduleRefusal } from '@/lib/rules/reschedule-limit';
import type { Locale } from '@/lib/i18n/paths';
import type { MeetingsT } from './format';

// The zod schemas and the server speak the spec's English (shared with the API, unchanged). The
// meeting screens show the messages they know in the page's language (`errors.*` of `meetings`).

/** lib/validation/fields.ts INVALID_TEXT (that module brings zod). */
const INVALID_TEXT_MESSAGE = 'Invalid characters.';

const KNOWN: Record<string, { key: string; values?: Record<string, number> }> = {
  [MESSAGES.required]: { key: 'errors.required' },
  [INVALID_TEXT_MESSAGE]: { key: 'errors.invalidText' },
  [MEETING_MESSAGES.conflict]: { key: 'errors.conflict' },
  [MEETING_MESSAGES.slotUnavailable]: { key: 'errors.slotUnavailable' },
  [MEETING_MESSAGES.reviewTooEarly]: { key: 'errors.reviewTooEarly' },
  [MEETING_MESSAGES.reviewNotHeld]: { key: 'errors.reviewNotHeld' },
  [MEETING_MESSAGES.reviewNotAttended]: { key: 'errors.reviewNotAttended' },
  [rescheduleRefusal(0) ?? '']: { key: 'reschedule.refusal', values: { max: MAX_RESCHEDULES_PER_PARTY } },
};

/**
 * `english` (a schema's or the server's message) in the page's language. English pages show it as
 * it is; a message this map does not know becomes `fallbackKey`'s text, or stays as it is without one.
 */
export function meetingMessage(t: MeetingsT, locale: Locale, english: string, fallbackKey?: string): string {
  if (locale === 'en') return english || (fallbackKey ? t(fallbackKey) : '');
  const known = KNOWN[english];
  if (known) return t(known.key, known.values);
  const max = /^Value can't be longer than (\d+)\.$/.exec(english);
  if (max && maxLengthMessage(Number(max[1])) === english) return t('errors.maxLength', { max: Number(max[1]) });
  return fallbackKey ? t(fallbackKey) : english;
}
