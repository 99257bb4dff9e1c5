'use client';

import { displayName, type AuthUser } from '@/lib/auth/types';
import { AvatarMenu } from './avatar-menu';
import { NotificationsBell } from './notifications-bell';

/** Bell, full name (hidden on small screens; "Atty." for lawyers) and the avatar menu. */
export default function SignedInControls({ user }: { user: AuthUser }) {
  return (
    <div className="ml-auto flex items-center gap-2 sm:gap-3">
      <NotificationsBell />
      <span className="hidden max-w-[220px] truncate text-sm font-medium text-slate-800 sm:inline">{displayName(user)}</span>
      <AvatarMenu user={user} />
    </div>
  );
}
