'use client';

import { useId } from 'react';
import { DataEstimate, estimateLine } from '@/components/call/data-estimate';
import { formatPeso } from '@/components/lawyers/format';
import { estimatesFor } from '@/lib/reference/call-data';
import { useT } from '@/lib/i18n/client';

type Props = {
  /** The durations the lawyer has a price for. */
  durations: (30 | 60)[];
  prices: { 30?: number; 60?: number };
  duration: 30 | 60;
  onDuration: (duration: 30 | 60) => void;
  callType: 'VIDEO' | 'PHONE';
  onCallType: (callType: 'VIDEO' | 'PHONE') => void;
};

/** The booking form's duration (with each one's price) and call type, with what the call type means. */
export function CallOptions({ durations, prices, duration, onDuration, callType, onCallType }: Props) {
  const t = useT('booking');
  const ids = { duration: useId(), call: useId() };
  return (
    <>
      <fieldset className="mt-4">
        <legend id={ids.duration} className="text-sm font-medium text-slate-800">
          {t('form.duration')}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {durations.map((d) => (
            <label
              key={d}
              className={`flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm ${duration === d ? 'border-primary bg-primary-50' : 'border-slate-300'}`}
            >
              <input
                type="radio"
                name="duration"
                value={d}
                checked={duration === d}
                onChange={() => onDuration(d)}
                className="accent-primary"
              />
              {t('form.durationOption', { minutes: d, price: formatPeso(prices[d]) })}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-4">
        <legend id={ids.call} className="text-sm font-medium text-slate-800">
          {t('form.callType')}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(['VIDEO', 'PHONE'] as const).map((c) => (
            <label
              key={c}
              className={`flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm ${callType === c ? 'border-primary bg-primary-50' : 'border-slate-300'}`}
            >
              <input
                type="radio"
                name="call_type"
                value={c}
                checked={callType === c}
                onChange={() => onCallType(c)}
                className="accent-primary"
              />
              {c === 'VIDEO' ? t('form.video') : t('form.phone')}
            </label>
          ))}
        </div>
        <p className="mt-2 text-xs text-slate-600">{callType === 'PHONE' ? t('form.phoneHint') : t('form.videoHint')}</p>
        <DataEstimate
          className="mt-3"
          heading={t('data.heading', { minutes: duration })}
          rows={estimatesFor(callType, duration).map((e) => ({ mode: e.mode, text: estimateLine(t, e) }))}
          note={t('data.note')}
        />
      </fieldset>
    </>
  );
}
