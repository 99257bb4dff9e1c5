'use client';

import { useCallback } from 'react';
import { ApiError } from '@/lib/api/client';
import { useT } from '@/lib/i18n/client';
import { LETTER_CODE_TRIES_PER_HOUR, LETTER_VERSIONS_PER_DAY } from '@/lib/rules/engagement-letters';

/** The refusals the letter's calls answer with, by key (lib/validation/engagement-letters.ts), in the page's language. */
const KNOWN = new Set([
  'LETTER_NOT_FOUND',
  'NOT_LAWYER',
  'LETTER_NOT_NOW',
  'STALE_TERMS',
  'STALE_LETTER',
  'NOT_YOUR_TURN',
  'CLIENT_FIRST',
  'ALREADY_SIGNED',
  'LETTER_NOT_SIGNED',
  'NAME_MISMATCH',
  'NO_PHONE',
  'NO_CODE',
  'CODE_EXPIRED',
  'CODE_WRONG',
  'CODE_LOCKED',
  'CODE_TRIES_SPENT',
  'LETTER_VERSION_LIMIT',
  'RATE_LIMITED',
  'NO_ROLL_NUMBER',
  'FILE_REQUIRED',
  'NOT_PDF',
  'FILE_TOO_LARGE',
  'CODE_FORMAT',
]);

/** `failed(error)`: why a letter call was refused, in the page's language (the server's English says it by key). */
export function useLetterError(): (error: unknown) => string {
  const t = useT('letters');
  return useCallback(
    (error: unknown) => {
      const key = error instanceof ApiError ? error.key : undefined;
      if (!key || !KNOWN.has(key)) return t('errors.other');
      const message = (error as Error).message;
      const count = Number(/(\d+) tr(?:y|ies) left/.exec(message)?.[1] ?? 0);
      const hours = Number(/about (\d+) hours?/.exec(message)?.[1] ?? 24);
      return t(`errors.${key}`, { count, mb: 10, hours, versions: LETTER_VERSIONS_PER_DAY, tries: LETTER_CODE_TRIES_PER_HOUR });
    },
    [t],
  );
}
