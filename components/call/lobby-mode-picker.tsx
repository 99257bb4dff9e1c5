'use client';

import { useT } from '@/lib/i18n/client';
import { estimatesFor } from '@/lib/reference/call-data';
import type { CallMode } from '@/lib/rules/call-mode';
import { DataEstimate, estimateLine } from './data-estimate';

type Props = {
  isVideo: boolean;
  /** The meeting's length: the estimates are for it. */
  minutes: number;
  mode: CallMode;
  onMode: (mode: CallMode) => void;
};

/**
 * The lobby's choice of mode (issue 44), each with the mobile data the meeting's length costs in it;
 * a phone consultation is audio only and shows its one estimate.
 */
export function LobbyModePicker({ isVideo, minutes, mode, onMode }: Props) {
  const t = useT('call');
  const estimates = estimatesFor(isVideo ? 'VIDEO' : 'PHONE', minutes);
  if (!isVideo)
    return (
      <DataEstimate
        heading={t('data.heading', { minutes })}
        rows={estimates.map((e) => ({ mode: e.mode, text: estimateLine(t, e) }))}
        note={t('data.note')}
      />
    );
  return (
    <fieldset data-testid="data-estimate" className="text-sm">
      <legend className="font-medium text-slate-900">{t('mode.choose')}</legend>
      <p className="text-xs text-slate-600">{t('data.heading', { minutes })}</p>
      <div className="mt-2 flex flex-col gap-2">
        {estimates.map((e) => (
          <label
            key={e.mode}
            data-mode={e.mode}
            className={`flex cursor-pointer items-start gap-2 rounded-md border px-3 py-2 ${mode === e.mode ? 'border-primary bg-primary-50' : 'border-slate-300'}`}
          >
            <input
              type="radio"
              name="call-mode"
              value={e.mode}
              checked={mode === e.mode}
              onChange={() => onMode(e.mode)}
              className="mt-1 accent-primary"
            />
            <span>
              <span className="block font-medium text-slate-900">{estimateLine(t, e)}</span>
              <span className="block text-xs text-slate-600">{t(`mode.${e.mode}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-500">{t('data.note')}</p>
    </fieldset>
  );
}
