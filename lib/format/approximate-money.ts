import { EXCHANGE_RATES, type VisitorCurrency } from '@/lib/reference/exchange-rates';

/**
 * A peso price in another currency, rounded to whole units (yen to tens; at least one step): the one
 * conversion behind every "about US$44" (issue 63 item 3). Null for a free item (nothing to convert).
 * Half a unit rounds up, as a person reads it.
 */
export function approximateAmount(centavos: number, currency: VisitorCurrency): number | null {
  if (!Number.isFinite(centavos) || centavos <= 0) return null;
  const { pesos, step } = EXCHANGE_RATES[currency];
  const units = centavos / 100 / pesos;
  return Math.max(step, Math.round(units / step) * step);
}

/** "US$44", "AED 161", "¥6,460": the approximate amount with its currency's symbol (null: nothing to show). */
export function formatApproximate(centavos: number, currency: VisitorCurrency): string | null {
  const amount = approximateAmount(centavos, currency);
  if (amount === null) return null;
  return `${EXCHANGE_RATES[currency].symbol}${amount.toLocaleString('en-PH')}`;
}
