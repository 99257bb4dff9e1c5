// What a person reads for a failed call, in the page's language. Browser-safe: no zod, no catalogue
// import (the page sends the words it needs; SERVER_ERROR_WORDS below).
import { ERROR_KEY_PREFIX, type ErrorParams } from './keys';

/** The `errors` keys a page hands its client components so they can show any server error. */
export const SERVER_ERROR_WORDS = ['errors', ['api.']] as const;

/** A failure as the API answers it (`code` and `params` since issue 59) or as ApiError carries it. */
export type CodedError = { message?: string; code?: string; params?: ErrorParams };

/** `t` of the `errors` namespace that says whether it has a key (errorWords below is one). */
export type ErrorWords = { has(key: string): boolean; text(key: string, values?: ErrorParams): string };

/**
 * The words of an error: its `code` through the catalogue in `words`' language; the server's
 * English `message` only for a code this page has no words for (an older server, a proxy's page),
 * and `fallback` when there is neither.
 */
export function errorText(words: ErrorWords, error: CodedError | null | undefined, fallback = ''): string {
  const key = error?.code ? ERROR_KEY_PREFIX + error.code : undefined;
  if (key && words.has(key)) return words.text(key, error?.params);
  return error?.message || fallback;
}
