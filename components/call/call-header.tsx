'use client';

import { MessageSquare, X } from 'lucide-react';
import type { Quality } from '@/lib/call/peer';
import type { VideoCall } from '@/lib/dto/video-call';
import { useT } from '@/lib/i18n/client';
import { timeLeft } from './call-words';
import { QualityBars } from './quality-bars';

/** The call page's top line: who, what kind of consultation and its time left, the link, and the side panel's button. */
export function CallHeader({
  call,
  isVideo,
  now,
  quality,
  panel,
}: {
  call: VideoCall | null;
  isVideo: boolean;
  now: number | null;
  quality: Quality;
  /** The side panel's state (useSidePanel). */
  panel: { open: boolean; unread: number; setOpen: (open: boolean) => void };
}) {
  const t = useT('call');
  return (
    <header className="flex items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{call ? call.peer.name : t('room.joining')}</p>
        <p className="text-xs text-slate-400">
          {isVideo ? t('room.videoConsultation') : t('room.phoneConsultation')}
          {call && ` · ${timeLeft(call.end_time, now, t)}`}
        </p>
      </div>
      <QualityBars quality={quality} />
      <button
        type="button"
        className="relative rounded-full p-2 hover:bg-white/10"
        aria-label={panel.open ? t('room.panelClose') : panel.unread ? t('room.panelUnread', { count: panel.unread }) : t('room.panel')}
        aria-expanded={panel.open}
        aria-controls="call-side-panel"
        onClick={() => panel.setOpen(!panel.open)}
      >
        {panel.open ? <X size={20} /> : <MessageSquare size={20} />}
        {!panel.open && panel.unread > 0 && (
          <span
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-500 px-1 text-center text-xs font-semibold leading-5"
            data-testid="panel-unread"
          >
            {panel.unread}
          </span>
        )}
      </button>
    </header>
  );
}
