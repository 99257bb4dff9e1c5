'use client';

import { useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { legalAidApi } from '@/features/legal-aid/api/legal-aid';
import { clockText } from '@/lib/format/clock-time';
import type { LegalAidOfferDto } from '@/features/legal-aid/dto/legal-aid';
import { useT } from '@/lib/i18n/client';
import { LEGAL_AID_OFFER_LIMITS } from '@/features/legal-aid/rules/legal-aid';

type Hours = { weekday: number; startMinute: number; endMinute: number }[];

const keyOf = (weekday: number, minute: number) => `${weekday}:${minute}`;

/**
 * The lawyer's legal-aid offer: on/off, free 30-minute times among their weekly hours (chips per weekday, "8:00 AM"
 * as clients read them: issue 72 item 7), written answers a month.
 */
export function LegalAidOfferForm({ initial, hours }: { initial: LegalAidOfferDto; hours: Hours }) {
  const t = useT('portal');
  const [enabled, setEnabled] = useState(initial.enabled);
  const [written, setWritten] = useState(initial.written_per_month);
  const [chosen, setChosen] = useState(() => new Set(initial.weekly_slots.map((s) => keyOf(s.weekday, s.start_minute))));
  const [saved, setSaved] = useState(false);
  const step = LEGAL_AID_OFFER_LIMITS.slotMinutes;
  const toggle = (key: string) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(key)) next.delete(key);
      else if (next.size < LEGAL_AID_OFFER_LIMITS.weeklySlotsMax) next.add(key);
      return next;
    });
  // The chips and the clamped count are the form's own controls (state here); the kit holds the one submit path.
  // "Saved" and a failure are said beside the button (role="status"), as the desk reads them, not in a toast.
  const {
    submit: save,
    pending,
    failure,
  } = useActionForm<Record<string, never>>({
    action: () => {
      setSaved(false);
      const weekly_slots = [...chosen].map((k) => {
        const [weekday, start_minute] = k.split(':').map(Number);
        return { weekday, start_minute };
      });
      return legalAidApi.saveOffer({ enabled, weekly_slots, written_per_month: written });
    },
    onDone: () => setSaved(true),
    failureShown: 'inline',
  });
  return (
    <form method="post" onSubmit={save} className="space-y-5">
      <label className="flex items-center gap-2 font-medium text-slate-900">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t('legalAidDesk.offer.enabled')}
      </label>
      <fieldset>
        <legend className="font-medium text-slate-900">{t('legalAidDesk.offer.times')}</legend>
        <p className="text-sm text-slate-600">{t('legalAidDesk.offer.timesHelp', { max: LEGAL_AID_OFFER_LIMITS.weeklySlotsMax })}</p>
        {hours.length === 0 && <p className="mt-2 text-sm text-slate-700">{t('legalAidDesk.offer.noHours')}</p>}
        <div className="mt-2 space-y-2">
          {[1, 2, 3, 4, 5, 6, 0].map((weekday) => {
            const minutes = hours
              .filter((h) => h.weekday === weekday)
              .flatMap((h) => {
                const out: number[] = [];
                for (let m = Math.ceil(h.startMinute / step) * step; m + step <= h.endMinute; m += step) out.push(m);
                return out;
              });
            if (!minutes.length) return null;
            return (
              <div key={weekday}>
                <p className="text-sm font-medium text-slate-800">{t(`legalAidDesk.weekday.${weekday as 0}`)}</p>
                <div className="mt-1 flex flex-wrap gap-1">
                  {minutes.map((m) => {
                    const key = keyOf(weekday, m);
                    const on = chosen.has(key);
                    return (
                      <button
                        key={key}
                        type="button"
                        aria-pressed={on}
                        onClick={() => toggle(key)}
                        className={`rounded-full border px-3 py-1 text-sm ${on ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-300 text-slate-700'}`}
                      >
                        {clockText(m)}
                      </button>
                    );
                  })}
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>
      <label className="block">
        <span className="font-medium text-slate-900">{t('legalAidDesk.offer.written')}</span>
        <input
          type="number"
          min={0}
          max={LEGAL_AID_OFFER_LIMITS.writtenPerMonthMax}
          value={written}
          onChange={(e) => setWritten(Math.max(0, Math.min(LEGAL_AID_OFFER_LIMITS.writtenPerMonthMax, Number(e.target.value) || 0)))}
          className="mt-1 block w-24 rounded border border-slate-300 px-2 py-1"
        />
      </label>
      <div className="flex items-center gap-3">
        <button type="submit" disabled={pending} className="rounded bg-slate-900 px-4 py-2 text-white">
          {t('legalAidDesk.offer.save')}
        </button>
        <p role="status" className="text-sm">
          {saved && !pending && t('legalAidDesk.offer.saved')}
          {failure && !pending && <span className="text-red-700">{failure}</span>}
        </p>
      </div>
    </form>
  );
}
