'use client';

import { useId } from 'react';
import { VISITOR_CURRENCIES, isVisitorCurrency } from '@/lib/reference/exchange-rates';
import { useWords } from '@/lib/i18n/context';
import { chooseVisitorCurrency, useVisitorCurrency } from './visitor-currency';

/** The visitor's choice of the currency beside peso prices (kept in this browser): a plain select, a few lines. */
export function CurrencySelect() {
  const id = useId();
  const currency = useVisitorCurrency();
  const words = useWords('common');
  return (
    <div className="flex items-center gap-2 text-sm text-slate-600">
      <label htmlFor={id}>{words('approx.choose')}</label>
      <select
        id={id}
        value={currency ?? 'PHP'}
        onChange={(event) => chooseVisitorCurrency(isVisitorCurrency(event.target.value) ? event.target.value : 'PHP')}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800"
      >
        <option value="PHP">{words('approx.pesosOnly')}</option>
        {VISITOR_CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}
