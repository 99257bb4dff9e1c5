import { APP_NAME } from './app';

/**
 * The fee model, one rule for every place that shows or books money: the client pays the price the
 * lawyer set — nothing is added on top — and the platform keeps PLATFORM_FEE_PERCENT of it (default
 * 0), taken from the lawyer's side. The lawyer is paid the rest (net). Pure: the percentage comes
 * from the server's configuration (lib/server/env.ts), passed in.
 */

export type FeeBreakdown = {
  /** What the client paid (centavos). */
  gross: number;
  /** The platform's fee (centavos), rounded half up to the centavo. */
  fee: number;
  /** What the lawyer is owed (centavos): gross − fee. */
  net: number;
  percent: number;
};

/** The platform's fee on `grossCentavos` at `percent` (0–100), rounded half up to the centavo. */
export function platformFee(grossCentavos: number, percent: number): number {
  if (percent <= 0 || grossCentavos <= 0) return 0;
  // In hundredths of a percent, as integers, so 12.5 % of ₱1,100.00 is exactly ₱137.50.
  const basisPoints = Math.round(percent * 100);
  return Math.floor((grossCentavos * basisPoints + 5_000) / 10_000);
}

export function feeBreakdown(grossCentavos: number, percent: number): FeeBreakdown {
  const fee = platformFee(grossCentavos, percent);
  return { gross: grossCentavos, fee, net: grossCentavos - fee, percent };
}

/**
 * The fee model in one sentence, for the client: the checkout, every receipt (page, e-mail, PDF),
 * About and the FAQ say exactly this, with the percentage the server runs with.
 */
export function feeModelNote(percent: number): string {
  if (percent <= 0) return `No fees added: you pay the lawyer’s price, and ${APP_NAME} keeps no fee from it.`;
  return `No fees added: you pay the lawyer’s price. ${APP_NAME} keeps ${percent}% of it as its platform fee, from the lawyer’s share.`;
}

/** The same model as the lawyer reads it (the payments page), at the server's rate. */
export function lawyerFeeNote(percent: number): string {
  if (percent <= 0)
    return `Clients pay your price and nothing on top, and ${APP_NAME} keeps no fee: what they pay is yours, less any refund.`;
  return `Clients pay your price and nothing on top; ${APP_NAME} keeps ${percent}% of each payment as its platform fee, and the rest is yours, less any refund.`;
}
