'use client';

import { useT } from '@/lib/i18n/client';
import type { MeetingStatus } from '@/lib/dto/meeting';

/**
 * The server's reason a meeting takes no new files or comments (`additions_closed`, the rule's
 * English: lib/rules/meeting-additions.ts), in the page's language: the fact is the server's, the
 * words the `threads` catalogue's.
 */
export function useAdditionsClosed(status: MeetingStatus, closed: string | null): string | null {
  const t = useT('threads');
  if (!closed) return null;
  return status === 'CANCELLED' || status === 'EXPIRED' ? t(`closed.${status}`) : closed;
}
