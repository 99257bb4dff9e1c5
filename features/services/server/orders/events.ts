import { z } from 'zod';
import { SERVICE_ORDER_RULES } from '@/features/services/rules/service-order-transitions';
import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/**
 * A fixed-price service order's events (issue 62): every move of its table (SERVICE_ORDER_RULES); its dispute's
 * name the dispute, and the decision the refund it granted (a part: no payment moved, so its handler sends it).
 */
export const SERVICE_ORDER_EVENTS = defineEvents(
  'service-order',
  {
    dispute: { payload: z.strictObject({ disputeId: z.string() }) },
    'answer-dispute': { payload: z.strictObject({ disputeId: z.string() }) },
    decide: { payload: z.strictObject({ disputeId: z.string(), refundId: z.string().nullable() }) },
  },
  { rules: SERVICE_ORDER_RULES },
);
