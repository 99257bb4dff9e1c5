'use client';

import { Gauge } from 'lucide-react';
import { megabytes } from '@/lib/call/link-stats';
import { useT } from '@/lib/i18n/client';
import { CALL_MODES, type CallMode } from '@/lib/rules/call-mode';
import type { ModeNotice } from './hooks/use-call-mode';

type Props = {
  isVideo: boolean;
  /** The call's mode (the lighter of both sides'). */
  mode: CallMode;
  /** This person's own choice. */
  mine: CallMode;
  peerName: string;
  bytesUsed: number;
  notice: ModeNotice | null;
  onChoose: (mode: CallMode) => void;
  onGoBack: () => void;
};

/**
 * The call's data (issue 44): what it has used so far, the one-tap switch between video, data saver
 * and audio only, why the call is lighter than chosen (the other party's choice), and the weak-link
 * notice with its way back.
 */
export function CallModeBar({ isVideo, mode, mine, peerName, bytesUsed, notice, onChoose, onGoBack }: Props) {
  const t = useT('call');
  return (
    <div className="mx-4 mb-2 flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <p
          className="flex items-center gap-1 text-slate-300"
          aria-label={t('mode.usedLabel')}
          data-testid="data-used"
          data-bytes={bytesUsed}
        >
          <Gauge size={16} aria-hidden /> {t('mode.used', { mb: megabytes(bytesUsed) })}
        </p>
        {isVideo && (
          <div role="group" aria-label={t('mode.switch')} className="ml-auto flex overflow-hidden rounded-full bg-white/10">
            {CALL_MODES.map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => onChoose(m)}
                className={`px-3 py-1.5 ${mode === m ? 'bg-white text-slate-900' : 'hover:bg-white/20'}`}
              >
                {t(`mode.${m}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      {notice ? (
        <p role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-500/20 px-3 py-2 text-sm text-amber-200">
          {t('mode.steppedDown', { mode: notice.to })}
          <button type="button" className="font-semibold underline" onClick={onGoBack}>
            {t('mode.goBack', { mode: notice.back })}
          </button>
        </p>
      ) : (
        isVideo &&
        mode !== mine && (
          <p role="status" className="text-sm text-slate-300">
            {t('mode.peerAsked', { name: peerName, mode })}
          </p>
        )
      )}
    </div>
  );
}
