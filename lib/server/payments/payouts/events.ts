import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/** A payout batch marked paid: its lawyers told. */
export const PAYOUT_EVENTS = defineEvents('payout', { paid: {} });
