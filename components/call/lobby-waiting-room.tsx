'use client';

import { Avatar } from '@/components/ui/avatar';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { formatDayTime, formatTime, withZone } from '@/lib/format/zoned-time';
import { JOIN_OPENS_BEFORE_MINUTES } from '@/lib/config/time';
import type { CallParty } from '@/lib/dto/video-call';

function countdown(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h > 0 ? `${h} h ${m} min` : `${m}:${String(sec).padStart(2, '0')}`;
}

type Props = {
  peer: CallParty;
  isVideo: boolean;
  start: string;
  end: string;
  opensAt: string;
  /** The other party is in the lobby or the call. */
  peerWaiting: boolean;
  /** Milliseconds to the start (null before the clock is read). */
  startsIn: number | null;
  open: boolean;
  joining: boolean;
  blocked: boolean;
  onJoin: () => void;
  /** A pointer or focus reached Join: the call page is about to be needed. */
  onAboutToJoin: () => void;
};

/** The lobby's waiting room: the other party and whether they are here, the time in the viewer's zone, a countdown and Join. */
export function WaitingRoom({
  peer,
  isVideo,
  start,
  end,
  opensAt,
  peerWaiting,
  startsIn,
  open,
  joining,
  blocked,
  onJoin,
  onAboutToJoin,
}: Props) {
  const zone = useViewerTimeZone();
  return (
    <section aria-label="Waiting room" className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-3">
        <Avatar src={peer.picture_url} name={peer.name} size={48} priority />
        <div>
          <p className="font-semibold text-slate-900">{peer.name}</p>
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="peer-presence">
            {peerWaiting ? `${peer.name} is waiting` : `Waiting for ${peer.name}`}
          </p>
        </div>
      </div>
      <dl className="text-sm">
        <dt className="font-medium text-slate-600">{isVideo ? 'Video consultation' : 'Phone consultation (audio in your browser)'}</dt>
        <dd className="text-slate-900">{withZone(`${formatDayTime(start, zone)} – ${formatTime(end, zone)}`, zone)}</dd>
      </dl>
      {startsIn !== null && startsIn > 0 && (
        <p className="text-sm text-slate-700">
          Starts in <span className="font-semibold tabular-nums">{countdown(startsIn)}</span>
        </p>
      )}
      <button
        type="button"
        className="btn-primary w-full py-3 text-base"
        onClick={onJoin}
        onPointerEnter={onAboutToJoin}
        onFocus={onAboutToJoin}
        disabled={!open || joining || blocked}
      >
        {joining ? 'Joining…' : 'Join'}
      </button>
      {!open && (
        <p className="text-sm text-slate-600">
          The call opens at {formatTime(opensAt, zone)}, {JOIN_OPENS_BEFORE_MINUTES} minutes before the start.
        </p>
      )}
      <p className="text-xs text-slate-500">
        No app to install: the call runs in this browser. Keep this page open; use earphones to avoid echo.
      </p>
    </section>
  );
}
