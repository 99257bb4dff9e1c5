import 'server-only';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { MONEY_CLAIM_EVENTS } from '@/features/money-claims/server/events';

/** A money claim's moves (issue 75): written with each move; nothing follows them yet (the day-before texts will). */
export const MONEY_CLAIM_HANDLERS = defineHandlers(MONEY_CLAIM_EVENTS, {});
