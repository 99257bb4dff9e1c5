'use client';

import { displayName, type AuthUser } from '@/lib/auth/types';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import type { MovedLink } from './account-links';
import { AvatarMenu } from './avatar-menu';
import { NotificationsBell } from './notifications-bell';

/** The language, bell, full name (hidden on small screens; "Atty." for lawyers) and the avatar menu. */
export default function SignedInControls({ user, moved }: { user: AuthUser; moved?: MovedLink[] }) {
  return (
    <div className="ml-auto flex items-center gap-2 sm:gap-3">
      {/* The language switch for a signed-in person below lg, where the header's own is hidden (the spec's avatar menu stays as it is). */}
      <LanguageSwitch short className="btn-ghost px-1.5 text-sm lg:hidden" />
      <NotificationsBell />
      <span className="hidden max-w-[220px] truncate text-sm font-medium text-slate-800 sm:inline">{displayName(user)}</span>
      <AvatarMenu user={user} moved={moved} />
    </div>
  );
}
