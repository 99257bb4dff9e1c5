'use client';

import { useId, useState, type FormEvent } from 'react';
import { useT } from '@/lib/i18n/client';

const toPesos = (centavos?: number) => (centavos === undefined ? '' : String(centavos / 100));
const toCentavos = (pesos: string) => (/^\d{1,7}$/.test(pesos.trim()) ? Number(pesos.trim()) * 100 : undefined);

/**
 * Fee range for a 30-minute consultation, typed in pesos, sent in centavos; applied on submit or
 * when focus leaves the pair — not when it moves from Min to Max (that applied half a range and
 * remounted the form, dropping the Max keystrokes).
 */
export function PriceRange({ min, max, onApply }: { min?: number; max?: number; onApply: (min?: number, max?: number) => void }) {
  const id = useId();
  const t = useT('search');
  const [low, setLow] = useState(toPesos(min));
  const [high, setHigh] = useState(toPesos(max));
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const a = toCentavos(low);
    const b = toCentavos(high);
    if (a !== min || b !== max) onApply(a, b);
  };
  return (
    <form
      method="post"
      onSubmit={apply}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) apply();
      }}
    >
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('filters.fee')}</legend>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-min`} className="sr-only">
            {t('filters.minFee')}
          </label>
          <input
            id={`${id}-min`}
            inputMode="numeric"
            pattern="[0-9]*"
            placeholder={t('filters.min')}
            className="input h-11 min-w-0"
            value={low}
            onChange={(e) => setLow(e.target.value)}
          />
          <span aria-hidden="true" className="text-slate-500">
            –
          </span>
          <label htmlFor={`${id}-max`} className="sr-only">
            {t('filters.maxFee')}
          </label>
          <input
            id={`${id}-max`}
            inputMode="numeric"
            pattern="[0-9]*"
            placeholder={t('filters.max')}
            className="input h-11 min-w-0"
            value={high}
            onChange={(e) => setHigh(e.target.value)}
          />
          <button type="submit" className="sr-only">
            {t('filters.applyFee')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
