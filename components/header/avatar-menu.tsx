'use client';

import { useRef, useState, type ComponentType } from 'react';
import type { AuthUser } from '@/lib/auth/types';
import { useT } from '@/lib/i18n/client';
import { Avatar } from '@/components/ui/avatar';
import type { AvatarMenuRadixProps } from './avatar-menu-radix';
import type { MovedLink } from './account-links';
import { AVATAR_TRIGGER_CLASS } from './avatar-trigger-class';

/**
 * The avatar menu of every signed-in header. The Radix menu and tooltip (about 25 kB gzip with their
 * positioning code) are not part of the page's first load (issue 28: signed-in pages as light as
 * public ones): this button stands in with the same look and name, and the menu's code loads when a
 * pointer or focus first reaches the button — not when the page is idle: most visits never open the
 * menu, and a phone on prepaid data paid ≈ 35 kB for it on each first visit (issue 60's bytes; the
 * press waits on one small request at most). Whether the menu is
 * open is this component's state, given to the real menu (controlled), so a press on the stand-in
 * opens it whenever it lands: before the code arrives, or between its arrival and the swap being drawn
 * (a copy taken when the code arrived lost that press once). Hover and focus carry over too.
 */
export function AvatarMenu({ user, moved }: { user: AuthUser; moved?: MovedLink[] }) {
  const [open, setOpen] = useState(false);
  const t = useT('common');
  const carried = useRef({ hovered: false, focused: false });
  const [Menu, setMenu] = useState<{ Component: ComponentType<AvatarMenuRadixProps>; hovered: boolean; focused: boolean } | null>(null);
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./avatar-menu-radix').then((m) => setMenu({ Component: m.AvatarMenuRadix, ...carried.current }));
  };

  if (Menu)
    return <Menu.Component user={user} moved={moved} open={open} onOpenChange={setOpen} hovered={Menu.hovered} focused={Menu.focused} />;
  return (
    <button
      type="button"
      aria-label={t('account.settings')}
      aria-haspopup="menu"
      aria-expanded={false}
      className={AVATAR_TRIGGER_CLASS}
      onPointerEnter={() => {
        carried.current.hovered = true;
        load();
      }}
      onPointerLeave={() => (carried.current.hovered = false)}
      onFocus={() => {
        carried.current.focused = true;
        load();
      }}
      onBlur={() => (carried.current.focused = false)}
      onPointerDown={() => {
        setOpen(true);
        load();
      }}
      onClick={() => {
        setOpen(true);
        load();
      }}
    >
      <Avatar src={user.picture_url} name={`${user.first_name} ${user.last_name}`} size={40} priority />
    </button>
  );
}
