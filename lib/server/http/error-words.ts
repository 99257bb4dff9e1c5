import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import { translator } from '@/lib/i18n/translator';
import { ERROR_KEY_PREFIX, type ErrorKey, type ErrorParams } from '@/lib/errors/keys';

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
