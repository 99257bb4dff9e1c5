import 'server-only';
import { feeBreakdown } from '@/lib/config/fees';
import { env } from '@/lib/server/env';

/** The platform's fee on a payment arriving now: the fee model at the configured rate. */
export function platformFeeOf(grossCentavos: number): number {
  return feeBreakdown(grossCentavos, env().PLATFORM_FEE_PERCENT).fee;
}
