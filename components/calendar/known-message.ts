'use client';

import { useCallback } from 'react';
import { useT } from '@/lib/i18n/client';

/**
 * The shared schemas and the API speak English (lib/validation/*), the same for every caller. The
 * calendar shows the sentences it knows in the page's language, by their key under
 * `calendar.messages`; anything else (a server's own reason) shows as it came.
 */
export function useKnownMessage(keys: Record<string, string>): (message: string) => string {
  const t = useT('calendar');
  return useCallback((message: string) => (keys[message] ? t(`messages.${keys[message]}`) : message), [keys, t]);
}
