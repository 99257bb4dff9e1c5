import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { PAYMENT_RULES, type PaymentActor, type PaymentEvent, type PaymentStatus } from '@/lib/rules/payment-transitions';
import type { StateActor } from '@/lib/server/platform/outbox/state-move';
import { stateWriter, type StateMove } from '@/lib/server/platform/outbox/state-writer';
import { PAYMENT_EVENTS } from './events';

type PaymentRow = typeof t.payments.$inferSelect;
/** Columns that change with the status: what the provider said (method, ids, paid at, fee; a refund's reference). */
export type PaymentMove = StateMove<typeof t.payments>;

/** The one answer for a move that lost a race (the payment is no longer as the caller read it). */
const stalePayment = () => new AppError('CONFLICT', 'payments.paymentChangedMeanwhileReload', { key: 'STALE' });

/** Every status change of a payment goes through the table (PAYMENT_RULES), in the caller's transaction. */
const payments = stateWriter({ events: PAYMENT_EVENTS, table: t.payments, rules: PAYMENT_RULES, stale: stalePayment });

/** A payment's move, compare-and-set from the status read, with its event; null when someone else moved it first. */
export const tryTransitionPayment = (
  tx: Db,
  payment: { id: string; status: PaymentStatus },
  event: PaymentEvent,
  actor: StateActor<PaymentActor>,
  o?: PaymentMove,
): Promise<PaymentRow | null> => payments.tryMove(tx, payment, event, actor, o);

/** tryTransitionPayment, with the one 409 when the payment changed meanwhile. */
export const transitionPayment = (...args: Parameters<typeof tryTransitionPayment>): Promise<PaymentRow> => payments.move(...args);

/** The same move for every payment `where` selects that the event may move; the rows moved. */
export const transitionPayments = (
  tx: Db,
  where: SQL,
  event: PaymentEvent,
  actor: StateActor<PaymentActor>,
  o?: Omit<PaymentMove, 'where'>,
): Promise<PaymentRow[]> => payments.moveAll(tx, where, event, actor, o);

/** A new payment, in the status the table's creating event gives it (a checkout about to open). */
export const insertPayment = (
  tx: Db,
  values: Omit<typeof t.payments.$inferInsert, 'status'>,
  event: Extract<PaymentEvent, 'open'>,
  actor: StateActor<PaymentActor>,
  payload?: Record<string, unknown>,
): Promise<{ id: string }> => payments.insert(tx, values, event, actor, payload);
