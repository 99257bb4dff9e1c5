'use client';

import { MessageSquare } from 'lucide-react';
import { useT } from '@/lib/i18n/client';
import { unreadLabel } from './format';

/** "1 unread message" / "N unread messages"; nothing when all is read. */
export function UnreadIndicator({ count }: { count: number }) {
  const t = useT('meetings');
  if (count <= 0) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-secondary-100 px-2 py-0.5 text-xs font-semibold text-secondary-900">
      <MessageSquare className="h-3.5 w-3.5" aria-hidden="true" />
      {unreadLabel(count, t)}
    </span>
  );
}
