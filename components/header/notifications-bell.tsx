'use client';

import { NotificationsMenu } from '@/components/notifications/notifications-menu';
import { QueryProvider } from '@/components/providers/query-provider';

/** The bell slot of spec §2 (signed-in users only, so React Query loads with it, not for visitors). */
export function NotificationsBell() {
  return (
    <QueryProvider>
      <NotificationsMenu />
    </QueryProvider>
  );
}
