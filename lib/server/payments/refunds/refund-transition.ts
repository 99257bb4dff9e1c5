import 'server-only';
import type { SQL } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import type { PaymentActor } from '@/lib/rules/payment-transitions';
import { REFUND_RULES, type RefundEvent, type RefundStatus } from '@/lib/rules/refund-transitions';
import type { StateActor } from '@/lib/server/platform/outbox/state-move';
import { stateWriter, type StateMove } from '@/lib/server/platform/outbox/state-writer';
import { REFUND_EVENTS } from './events';

type RefundRow = typeof t.refunds.$inferSelect;

const staleRefund = () => new AppError('CONFLICT', 'refunds.refundChangedMeanwhileReload', { key: 'STALE' });

/** Every status change of a refund goes through its table (REFUND_RULES), in the caller's transaction. */
const refunds = stateWriter({ events: REFUND_EVENTS, table: t.refunds, rules: REFUND_RULES, stale: staleRefund });

/**
 * A refund's end (the provider's word, our failed send), compare-and-set from `pending` with its
 * event; null when it was no longer pending (someone else ended it first).
 */
export const tryTransitionRefund = (
  tx: Db,
  refund: { id: string; status: RefundStatus },
  event: Extract<RefundEvent, 'succeed' | 'fail'>,
  actor: StateActor<PaymentActor>,
  o?: StateMove<typeof t.refunds> & { where?: SQL },
): Promise<RefundRow | null> => refunds.tryMove(tx, refund, event, actor, o);

/** A new refund row, in the status its creating event gives it (granted pending, or recorded as sent by hand). */
export const insertRefundRow = (
  tx: Db,
  values: Omit<typeof t.refunds.$inferInsert, 'status'>,
  event: Extract<RefundEvent, 'grant' | 'retry' | 'record-manual'>,
  actor: StateActor<PaymentActor>,
): Promise<{ id: string }> => refunds.insert(tx, values, event, actor, { payment_id: values.paymentId });
