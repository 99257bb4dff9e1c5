/**
 * The reference rates behind the approximate prices a visitor abroad sees ("₱2,500 (about US$44)"),
 * kept here and nowhere else (issue 63 item 3). We charge in pesos only; these rates never touch a
 * charge, a receipt's amount or a payout: they only help a visitor read a peso price.
 *
 * Pesos per one unit of each currency, from the Bangko Sentral ng Pilipinas' Reference Exchange Rate
 * Bulletin of 1 September 2025 (https://www.bsp.gov.ph/statistics/rerb/, as reported in
 * https://www.planetphilippinesuk.com/philippine-peso-exchange-rates-september-1-2025), except JPY
 * (the same bulletin series of 24 September 2025, which gives four decimals) and EUR, which that
 * report does not list: the USD rate times the euro's USD value that day (about 1.17; *check* against
 * the bulletin before relying on it). Update all of them together, with RATES_TAKEN_ON, when you
 * refresh them: a page says "about", never a rate's date, but the source of truth is this table.
 */
export const RATES_TAKEN_ON = '2025-09-01';

/** The currencies a visitor may read prices in, besides pesos (issue 63's list). */
export const VISITOR_CURRENCIES = ['USD', 'AED', 'SAR', 'SGD', 'HKD', 'JPY', 'GBP', 'EUR', 'CAD', 'AUD'] as const;
export type VisitorCurrency = (typeof VISITOR_CURRENCIES)[number];

type Rate = {
  /** Pesos for one unit. */
  pesos: number;
  /** What goes before the amount: unambiguous to a Filipino reader ("US$", not "$"). */
  symbol: string;
  /** The amount is rounded to this many units (yen to tens: a ¥ price in ones reads as false precision). */
  step: number;
};

export const EXCHANGE_RATES: Record<VisitorCurrency, Rate> = {
  USD: { pesos: 57.04, symbol: 'US$', step: 1 },
  AED: { pesos: 15.53, symbol: 'AED ', step: 1 },
  SAR: { pesos: 15.2, symbol: 'SAR ', step: 1 },
  SGD: { pesos: 44.45, symbol: 'S$', step: 1 },
  HKD: { pesos: 7.32, symbol: 'HK$', step: 1 },
  JPY: { pesos: 0.387, symbol: '¥', step: 10 },
  GBP: { pesos: 77.05, symbol: '£', step: 1 },
  EUR: { pesos: 66.74, symbol: '€', step: 1 },
  CAD: { pesos: 41.52, symbol: 'C$', step: 1 },
  AUD: { pesos: 37.31, symbol: 'A$', step: 1 },
};

export function isVisitorCurrency(value: unknown): value is VisitorCurrency {
  return typeof value === 'string' && (VISITOR_CURRENCIES as readonly string[]).includes(value);
}
