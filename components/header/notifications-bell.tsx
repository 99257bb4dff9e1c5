'use client';

import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';

/**
 * The bell slot of spec §2. The notification list itself (items, badge, Show More) belongs to the
 * notifications work; until then the menu shows its empty state.
 */
export function NotificationsBell() {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button type="button" aria-label="Notifications" className="btn-ghost h-10 w-10 rounded-full p-0">
          <Bell className="h-5 w-5" aria-hidden="true" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} className="z-50 w-[min(400px,calc(100vw-16px))] rounded-md border border-slate-200 bg-white p-4 shadow-lg">
          <h2 className="text-base font-semibold text-slate-900">Notifications</h2>
          <p className="mt-3 text-sm text-slate-600">You don&apos;t have any notifications.</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
