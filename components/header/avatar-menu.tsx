'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { AuthUser } from '@/lib/auth/types';
import { Avatar } from '@/components/ui/avatar';
import { whenIdle } from '@/components/ui/when-idle';
import type { AvatarMenuRadixProps } from './avatar-menu-radix';
import { AVATAR_TRIGGER_CLASS } from './avatar-trigger-class';

/**
 * The avatar menu of every signed-in header. The Radix menu and tooltip (about 25 kB gzip with their
 * positioning code) are not part of the page's first load (issue 28: signed-in pages as light as
 * public ones): this button stands in with the same look and name, and the menu's code loads when the
 * browser is first idle, or at once when a pointer or focus reaches the button. A press before it
 * arrives opens the menu as soon as it does; hover and focus carry over too.
 */
export function AvatarMenu({ user }: { user: AuthUser }) {
  const state = useRef({ open: false, hovered: false, focused: false });
  const [loaded, setLoaded] = useState<{ Menu: ComponentType<AvatarMenuRadixProps>; carried: typeof state.current } | null>(null);
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./avatar-menu-radix').then((m) => setLoaded({ Menu: m.AvatarMenuRadix, carried: { ...state.current } }));
  };
  useEffect(() => whenIdle(load, 3000), []);

  if (loaded) return <loaded.Menu user={user} {...loaded.carried} />;
  return (
    <button
      type="button"
      aria-label="Account settings"
      aria-haspopup="menu"
      aria-expanded={false}
      className={AVATAR_TRIGGER_CLASS}
      onPointerEnter={() => {
        state.current.hovered = true;
        load();
      }}
      onPointerLeave={() => (state.current.hovered = false)}
      onFocus={() => {
        state.current.focused = true;
        load();
      }}
      onBlur={() => (state.current.focused = false)}
      onPointerDown={() => {
        state.current.open = true;
        load();
      }}
      onClick={() => {
        state.current.open = true;
        load();
      }}
    >
      <Avatar src={user.picture_url} name={`${user.first_name} ${user.last_name}`} size={40} priority />
    </button>
  );
}
