import { defineEvents } from '@/lib/server/platform/outbox/define-events';
import { CLAIM_RULES } from '@/features/money-claims/rules/claim-transitions';

/** A money claim's events (issue 75): every move of its table (CLAIM_RULES), written in the move's transaction. */
export const MONEY_CLAIM_EVENTS = defineEvents('money-claim', {}, { rules: CLAIM_RULES });
