'use client';

import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { VideoCall } from '@/lib/dto/video-call';
import { useT } from '@/lib/i18n/client';
import { CallTrouble } from './call-trouble';
import type { CallNotice } from './hooks/use-call-signals';

/**
 * The one line under the mode bar that says how the connection is doing, most pressing first: the
 * connection's trouble (with its ways out), reconnecting, the other party cannot connect, or they left.
 */
export function CallStatus({
  call,
  isVideo,
  now,
  trouble,
  reconnecting,
  peerTrouble,
  connected,
  notice,
  cameraOff,
  nextRetryAt,
  onAudioOnly,
  onRetry,
}: {
  call: VideoCall | null;
  isVideo: boolean;
  now: number | null;
  trouble: boolean;
  reconnecting: boolean;
  peerTrouble: boolean;
  connected: boolean;
  notice: CallNotice | null;
  cameraOff: boolean;
  nextRetryAt: number | null;
  onAudioOnly: () => void;
  onRetry: () => void;
}): ReactNode {
  const t = useT('call');
  if (trouble && call) {
    return (
      <CallTrouble
        peerName={call.peer.name}
        isVideo={isVideo}
        cameraOff={cameraOff}
        nextRetryAt={nextRetryAt}
        now={now}
        onAudioOnly={onAudioOnly}
        onRetry={onRetry}
      />
    );
  }
  if (reconnecting) {
    return (
      <p role="status" className="mx-4 mb-2 flex items-center gap-2 rounded-lg bg-amber-500/20 px-3 py-2 text-sm text-amber-200">
        <WifiOff size={16} aria-hidden /> {t('room.reconnecting')}
      </p>
    );
  }
  if (peerTrouble && !connected && call) {
    return (
      <p role="status" className="mx-4 mb-2 rounded-lg bg-white/10 px-3 py-2 text-sm text-slate-200">
        {t('room.peerCannotConnect', { name: call.peer.name })}
      </p>
    );
  }
  return (
    notice && (
      <p role="status" className="mx-4 mb-2 rounded-lg bg-white/10 px-3 py-2 text-sm text-slate-200">
        {t('room.peerLeft', { name: notice.name })}
      </p>
    )
  );
}
