'use client';

import { WifiOff } from 'lucide-react';
import { useT } from '@/lib/i18n/client';

type Props = {
  peerName: string;
  isVideo: boolean;
  cameraOff: boolean;
  /** When the page starts over by itself next (epoch ms), if it has one planned. */
  nextRetryAt: number | null;
  now: number | null;
  onAudioOnly: () => void;
  onRetry: () => void;
};

/**
 * Said plainly when the call has not connected for a while: what is wrong, what to try, and that the
 * page keeps trying on its own (and when).
 */
export function CallTrouble({ peerName, isVideo, cameraOff, nextRetryAt, now, onAudioOnly, onRetry }: Props) {
  const t = useT('call');
  const seconds = nextRetryAt !== null && now !== null ? Math.max(0, Math.ceil((nextRetryAt - now) / 1000)) : null;
  return (
    <div
      role="alert"
      className="mx-4 mb-2 rounded-xl bg-amber-500/15 p-4 text-sm text-amber-50 ring-1 ring-amber-400/40"
      data-testid="call-trouble"
    >
      <p className="flex items-center gap-2 font-semibold text-amber-100">
        <WifiOff size={18} aria-hidden /> {t('trouble.title', { name: peerName })}
      </p>
      <p className="mt-1 text-amber-100/90">
        {seconds !== null ? t('trouble.tryingNext', { seconds }) : t('trouble.trying')} {t('trouble.meanwhile')}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-amber-50/90">
        {isVideo && !cameraOff && <li>{t('trouble.audioOnlyTip')}</li>}
        <li>{t('trouble.networkTip')}</li>
        <li>{t('trouble.reloadTip')}</li>
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        {isVideo && !cameraOff && (
          <button
            type="button"
            className="rounded-full bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100"
            onClick={onAudioOnly}
          >
            {t('trouble.useAudioOnly')}
          </button>
        )}
        <button type="button" className="rounded-full bg-white/15 px-4 py-2 font-semibold hover:bg-white/25" onClick={onRetry}>
          {t('trouble.retry')}
        </button>
        <button
          type="button"
          className="rounded-full bg-white/15 px-4 py-2 font-semibold hover:bg-white/25"
          onClick={() => window.location.reload()}
        >
          {t('trouble.reload')}
        </button>
      </div>
    </div>
  );
}
