'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Tooltip from '@radix-ui/react-tooltip';
import { LogOut } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/lib/auth/auth-provider';
import { useHref, useT } from '@/lib/i18n/client';
import type { AuthUser } from '@/lib/auth/types';
import { accountLinks, type MovedLink } from './account-links';
import { AVATAR_TRIGGER_CLASS } from './avatar-trigger-class';
import { Avatar } from '@/components/ui/avatar';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800';

export type AvatarMenuRadixProps = {
  user: AuthUser;
  /** Whether the menu is open: the stand-in's state (avatar-menu.tsx), which a press on it set. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Hover and focus on the stand-in when this loaded: carried over so the swap is not felt. */
  hovered: boolean;
  focused: boolean;
  /** The header's links that it hides on a small screen: shown first in the menu there, and only there. */
  moved?: MovedLink[];
};

// Literal class names, so Tailwind sees them.
const SHOWN_BELOW = { sm: 'sm:hidden', md: 'md:hidden' } as const;
/** The separator after the moved links shows wherever one of them does: below the widest breakpoint among them. */
const widest = (links: MovedLink[]) => (links.some((l) => l.below === 'md') ? 'md' : 'sm');

/** The avatar with the "Account settings" tooltip, opening the spec §2 menu. */
export function AvatarMenuRadix({ user, open, onOpenChange, hovered, focused, moved = [] }: AvatarMenuRadixProps) {
  const { signOut } = useAuth();
  const t = useT('common');
  const href = useHref();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused && !open) trigger.current?.focus();
  }, [focused, open]);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <Tooltip.Provider delayDuration={300}>
        <Tooltip.Root defaultOpen={hovered && !open}>
          <Tooltip.Trigger asChild>
            <DropdownMenu.Trigger asChild>
              <button ref={trigger} type="button" aria-label={t('account.settings')} className={AVATAR_TRIGGER_CLASS}>
                <Avatar src={user.picture_url} name={`${user.first_name} ${user.last_name}`} size={40} priority />
              </button>
            </DropdownMenu.Trigger>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content sideOffset={6} className="z-50 rounded bg-slate-800 px-2 py-1 text-xs text-white">
              {t('account.settings')}
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      </Tooltip.Provider>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          // Never wider than the screen: the Filipino names are long, and a menu wider than a phone was cut off at its right edge (issue 57).
          className="z-50 min-w-[220px] max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {moved.map((link) => (
            <DropdownMenu.Item key={link.key} asChild className={`${itemClass} ${SHOWN_BELOW[link.below]}`}>
              <Link href={href(link.href)}>{t(`header.${link.key}`)}</Link>
            </DropdownMenu.Item>
          ))}
          {moved.length > 0 && <DropdownMenu.Separator className={`my-1 h-px bg-slate-200 ${SHOWN_BELOW[widest(moved)]}`} />}
          {accountLinks(user).map((link, i) =>
            'divider' in link ? (
              <DropdownMenu.Separator key={`divider-${i}`} className="my-1 h-px bg-slate-200" />
            ) : (
              <DropdownMenu.Item key={link.label} asChild className={itemClass}>
                <Link href={href(link.href)}>{t(`account.links.${link.key}`)}</Link>
              </DropdownMenu.Item>
            ),
          )}
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('account.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
