import 'server-only';
import { feeBreakdown, feeModelNote } from '@/lib/rules/fees';
import { env } from '@/lib/server/env';

/** The platform's fee on a payment arriving now: the fee model at the configured rate. */
export function platformFeeOf(grossCentavos: number): number {
  return feeBreakdown(grossCentavos, env().PLATFORM_FEE_PERCENT).fee;
}

/** The fee model as the client reads it (checkout, receipts, About, FAQ), at the configured rate. */
export function clientFeeNote(): string {
  return feeModelNote(env().PLATFORM_FEE_PERCENT);
}
