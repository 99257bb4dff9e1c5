'use client';

import { useCallback } from 'react';
import { useFailureText } from '@/components/ui/form-messages';
import { useT } from '@/lib/i18n/client';

/** `failed(error)`: why a letter call was refused, in the page's language (by the answer's `code`, issue 59). */
export function useLetterError(): (error: unknown) => string {
  const t = useT('letters');
  const say = useFailureText();
  return useCallback((error: unknown) => say(error, t('errors.other')), [say, t]);
}
