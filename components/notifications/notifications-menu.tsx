'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useAuth } from '@/lib/auth/auth-provider';
import { useT } from '@/lib/i18n/client';
import { useInAppNotifications, useMarkNotificationSeen } from '@/lib/api/notifications';
import { isCallPagePath } from '@/lib/config/call-pages';
import { ageBucket, badgeLabel } from './age-label';
import { registerPushOnce } from './push-registration';
import type { NotificationDto } from '@/lib/dto/notification';
import type { NotificationsPopoverProps } from './notifications-popover';
import { BELL_CLASS, BellFace } from './bell-face';

const FIRST = 5;

/**
 * Spec §2 notifications menu: bell with the unseen badge, 400 px list, first 5 + "Show More". The
 * badge is drawn at once (its count comes with the page's data); the popover's code (Radix and its
 * positioning, ≈ 23 kB) loads only when a pointer or focus first reaches the bell, as the avatar
 * menu's does: most visits never open it, and a phone on prepaid data paid for it on each (issue 60).
 * Whether it is open is this component's state, so a press before the code arrives opens it when it does.
 */
export function NotificationsMenu() {
  const { user } = useAuth();
  const t = useT('account');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [Popover, setPopover] = useState<{ Component: ComponentType<NotificationsPopoverProps>; focused: boolean } | null>(null);
  const focused = useRef(false);
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./notifications-popover').then((m) => setPopover({ Component: m.NotificationsPopover, focused: focused.current }));
  };
  const { data } = useInAppNotifications(Boolean(user));
  const markSeen = useMarkNotificationSeen();
  const verified = Boolean(user?.email_verified);

  useEffect(() => {
    if (verified) void registerPushOnce();
  }, [verified]);

  const items = data?.results ?? [];
  const unseen = data?.unseen_count ?? items.filter((n) => !n.seen).length;
  const badge = badgeLabel(unseen);
  const shown = expanded ? items : items.slice(0, FIRST);

  const age = (createdAt: string) => {
    const { key, days } = ageBucket(createdAt);
    return t(`notifications.age.${key}`, { count: days });
  };

  const openItem = (n: NotificationDto) => {
    if (!n.seen) markSeen.mutate(n._id);
    setOpen(false);
    // A call page ("… is waiting — Join now") needs a document of its own: its Permissions-Policy
    // allows the camera only when loaded from it, never after a client-side transition.
    if (isCallPagePath(n.url)) window.location.assign(n.url);
    else router.push(n.url);
  };

  const label = badge ? t('notifications.bellUnseen', { badge }) : t('notifications.title');
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setExpanded(false);
  };
  if (Popover)
    return (
      <Popover.Component
        open={open}
        onOpenChange={onOpenChange}
        focused={Popover.focused}
        label={label}
        badge={badge}
        items={items}
        shown={shown}
        more={!expanded && items.length > FIRST}
        onMore={() => setExpanded(true)}
        onOpenItem={openItem}
        age={age}
      />
    );
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      className={BELL_CLASS}
      onPointerEnter={load}
      onFocus={() => {
        focused.current = true;
        load();
      }}
      onBlur={() => (focused.current = false)}
      onPointerDown={() => {
        setOpen(true);
        load();
      }}
      onClick={() => {
        setOpen(true);
        load();
      }}
    >
      <BellFace badge={badge} />
    </button>
  );
}
