import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import { translator } from '@/lib/i18n/translator';
import { ERROR_KEY_PREFIX, type ErrorKey, type ErrorParams } from '@/lib/errors/keys';
import { readIssueMessage } from '@/lib/errors/issue';

const translators = new Map<Locale, (key: string, values?: ErrorParams) => string>();

/** An error's words in one language: `errors.api.<key>` with its arguments. */
export function errorWords(locale: Locale, key: ErrorKey, params?: ErrorParams): string {
  let t = translators.get(locale);
  if (!t) {
    t = translator(locale, 'errors') as unknown as (key: string, values?: ErrorParams) => string;
    translators.set(locale, t);
  }
  return t(ERROR_KEY_PREFIX + key, params);
}

/** Whether a key made at run time (a zod issue's code) has words in the catalogue. */
export function hasErrorWords(key: string): boolean {
  return translator('en', 'errors').has(ERROR_KEY_PREFIX + key);
}

/** A zod issue's message (a code, lib/errors/issue.ts) as words in one language; words made elsewhere as they are. */
export function issueWords(message: string, locale: Locale): string {
  const coded = readIssueMessage(message);
  return coded && hasErrorWords(coded.code) ? errorWords(locale, coded.code as ErrorKey, coded.params) : message;
}
