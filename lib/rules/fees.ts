import { APP_NAME } from '@/lib/config/app';

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

/**
 * When a lawyer is paid, as the payout rule works (lib/server/payments/payouts/statement-sql.ts): a meeting's
 * money is owed once the consultation is over or was cancelled too late for a refund, an engagement's
 * once paid, a fixed-price service's once its dispute window closed or its dispute was decided (issue 62);
 * the operations team pays what is owed in batches made by hand (create-payout-batch.ts),
 * so there is no fixed day, and each payout is e-mailed with the bank's reference
 * (send-payout-notices.ts). The banking page says it (issue 45: "Your payouts go here" told no date).
 */
export const PAYOUT_SCHEDULE_NOTE =
  'What clients pay, less the platform fee, is owed to you once the consultation is over (or was cancelled too late for a refund); for an engagement, once the client has paid; for a fixed-price service, once the 7 days to open a dispute after your last delivery are over, or an admin has decided the dispute (less any refund). Our team sends what is owed to this account by bank transfer in payout batches — there is no fixed payout day yet — and e-mails you the bank’s reference each time.';
