'use client';

import * as Popover from '@radix-ui/react-popover';
import { AlarmClock, Bell, Briefcase, CalendarPlus, MessageSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useT } from '@/lib/i18n/client';
import type { NotificationDto } from '@/lib/dto/notification';
import { BELL_CLASS, BellFace } from './bell-face';

const ICONS = {
  'meeting-comment': MessageSquare,
  'meeting-reminder': AlarmClock,
  'new-meeting': CalendarPlus,
  'new-work-item': Briefcase,
} as const;

export type NotificationsPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stand-in had focus when this replaced it: the real trigger takes it. */
  focused: boolean;
  label: string;
  badge: string | null;
  items: NotificationDto[];
  shown: NotificationDto[];
  /** "Show More" is offered (more than the first five, not expanded yet). */
  more: boolean;
  onMore: () => void;
  onOpenItem: (n: NotificationDto) => void;
  age: (createdAt: string) => string;
};

/** The notifications list in its popover (loaded when the bell is first reached: NotificationsMenu). */
export function NotificationsPopover({
  open,
  onOpenChange,
  focused,
  label,
  badge,
  items,
  shown,
  more,
  onMore,
  onOpenItem,
  age,
}: NotificationsPopoverProps) {
  const t = useT('account');
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused && !open) trigger.current?.focus();
  }, [focused, open]);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button ref={trigger} type="button" aria-label={label} className={BELL_CLASS}>
          <BellFace badge={badge} />
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
                        onClick={() => onOpenItem(n)}
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
              {more && (
                <div className="border-t border-slate-200 p-2 text-center">
                  <button type="button" className="btn-ghost w-full" onClick={onMore}>
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
