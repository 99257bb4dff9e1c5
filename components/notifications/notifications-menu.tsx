'use client';

import * as Popover from '@radix-ui/react-popover';
import { AlarmClock, Bell, Briefcase, CalendarPlus, MessageSquare } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-provider';
import { useT } from '@/lib/i18n/client';
import { useInAppNotifications, useMarkNotificationSeen } from '@/lib/api/notifications';
import { isCallPagePath } from '@/lib/config/call-pages';
import { ageBucket, badgeLabel } from './age-label';
import { registerPushOnce } from './push-registration';
import type { NotificationDto } from '@/lib/dto/notification';

const ICONS = {
  'meeting-comment': MessageSquare,
  'meeting-reminder': AlarmClock,
  'new-meeting': CalendarPlus,
  'new-work-item': Briefcase,
} as const;
const FIRST = 5;

/** Spec §2 notifications menu: bell with the unseen badge, 400 px list, first 5 + "Show More". */
export function NotificationsMenu() {
  const { user } = useAuth();
  const t = useT('account');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
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

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setExpanded(false);
      }}
    >
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={badge ? t('notifications.bellUnseen', { badge }) : t('notifications.title')}
          className="btn-ghost relative h-10 w-10 rounded-full p-0"
        >
          <Bell className="h-5 w-5" aria-hidden="true" />
          {badge && (
            <span
              data-testid="notification-badge"
              aria-hidden="true"
              className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white"
            >
              {badge}
            </span>
          )}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('notifications.title')}
          className="z-50 flex max-h-[min(560px,calc(100vh-96px))] w-[400px] max-w-[calc(100vw-16px)] flex-col rounded-md border border-slate-200 bg-white shadow-lg"
        >
          <h2 className="px-4 pt-4 text-base font-semibold text-slate-900">{t('notifications.title')}</h2>
          {items.length === 0 ? (
            <p className="px-4 pb-4 pt-3 text-sm text-slate-600">{t('notifications.empty')}</p>
          ) : (
            <>
              <ul className="mt-2 overflow-y-auto" aria-label={t('notifications.list')}>
                {shown.map((n) => {
                  const Icon = ICONS[n.icon] ?? Bell;
                  return (
                    <li key={n._id}>
                      <button
                        type="button"
                        onClick={() => openItem(n)}
                        data-seen={n.seen ? 'true' : 'false'}
                        className={`flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none ${n.seen ? '' : 'bg-primary-50'}`}
                      >
                        <span
                          className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary-700"
                          data-icon={n.icon}
                        >
                          <Icon className="h-4 w-4" aria-hidden="true" />
                        </span>
                        <span className="min-w-0 flex-1">
                          <span className="block text-sm font-semibold text-slate-900">{n.title}</span>
                          <span className="block break-words text-sm text-slate-700">{n.body}</span>
                          <span className="mt-0.5 block text-xs text-slate-500">{age(n.created_at)}</span>
                        </span>
                        {!n.seen && (
                          <span className="mt-2 h-2 w-2 shrink-0 rounded-full bg-primary" aria-label={t('notifications.unseen')} />
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
              {!expanded && items.length > FIRST && (
                <div className="border-t border-slate-200 p-2 text-center">
                  <button type="button" className="btn-ghost w-full" onClick={() => setExpanded(true)}>
                    {t('notifications.showMore')}
                  </button>
                </div>
              )}
            </>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
