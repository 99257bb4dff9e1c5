'use client';

import { Avatar } from '@/components/ui/avatar';
import type { ReactNode } from 'react';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { JOIN_OPENS_BEFORE_MINUTES } from '@/lib/config/time';
import type { CallParty } from '@/lib/dto/video-call';
import { useLocale, useT, type Translate } from '@/lib/i18n/client';
import { formatTime } from '@/lib/format/zoned-time';
import { callTime } from './lobby-time';

function countdown(ms: number, t: Translate): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h > 0 ? t('lobby.countdownHours', { h, m }) : `${m}:${String(sec).padStart(2, '0')}`;
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
  /** Shown above Join: the choice of mode and its data (issue 44). */
  children?: ReactNode;
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
  children,
}: Props) {
  const t = useT('call');
  const locale = useLocale();
  const zone = useViewerTimeZone();
  return (
    <section aria-label={t('lobby.waitingRoom')} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-3">
        <Avatar src={peer.picture_url} name={peer.name} size={48} priority />
        <div>
          <p className="font-semibold text-slate-900">{peer.name}</p>
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="peer-presence">
            {peerWaiting ? t('lobby.peerWaiting', { name: peer.name }) : t('lobby.waitingFor', { name: peer.name })}
          </p>
        </div>
      </div>
      <dl className="text-sm">
        <dt className="font-medium text-slate-600">{isVideo ? t('lobby.videoConsultation') : t('lobby.phoneConsultation')}</dt>
        <dd className="text-slate-900">{callTime(start, end, zone, locale, t('lobby.manilaTime'))}</dd>
      </dl>
      {startsIn !== null && startsIn > 0 && (
        <p className="text-sm text-slate-700">
          {t('lobby.startsIn')} <span className="font-semibold tabular-nums">{countdown(startsIn, t)}</span>
        </p>
      )}
      {children}
      <button
        type="button"
        className="btn-primary w-full py-3 text-base"
        onClick={onJoin}
        onPointerEnter={onAboutToJoin}
        onFocus={onAboutToJoin}
        disabled={!open || joining || blocked}
      >
        {joining ? t('lobby.joining') : t('lobby.join')}
      </button>
      {!open && (
        <p className="text-sm text-slate-600">
          {t('lobby.opensAt', { time: formatTime(opensAt, zone, locale), minutes: JOIN_OPENS_BEFORE_MINUTES })}
        </p>
      )}
      <p className="text-xs text-slate-500">{t('lobby.noApp')}</p>
    </section>
  );
}
