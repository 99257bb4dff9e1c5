import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import { dueAtFor } from '@/lib/rules/service-orders';
import { AppError } from '@/lib/server/http/errors';
import type { RequestMeta } from '@/lib/server/security/types';
import { signLetter } from '@/lib/server/work-items/letters/sign-letter';
import type { SignLetterFields } from '@/lib/validation/engagement-letters';
import { notNow } from './find-order';
import { moveServiceOrder, type ServiceOrderRow } from './transition';

const notPaid = () => new AppError('CONFLICT', 'serviceOrders.notPaid', { key: 'ORDER_NOT_PAID' });
const takeLapsed = () => new AppError('CONFLICT', 'serviceOrders.takeLapsed', { key: 'TAKE_LAPSED' });

/** Whether this signer may sign this order's letter now: the client while unpaid; the lawyer once paid, within 48 hours. */
function assertMaySign(order: ServiceOrderRow, signer: 'CUSTOMER' | 'LAWYER', now: Date): void {
  if (signer === 'CUSTOMER') {
    if (order.status !== 'AWAITING_PAYMENT') throw notNow();
    return;
  }
  if (order.status === 'AWAITING_PAYMENT') throw notPaid();
  if (order.status !== 'AWAITING_LAWYER') throw notNow();
  if (!order.takeBy || now > order.takeBy) throw takeLapsed();
}

/**
 * POST work-items/{id}/letter/sign: the engagement letter's signature (signLetter). For a SERVICE item (issue 62)
 * the client signs while the order waits for payment, and the lawyer's countersignature TAKES the order: refused
 * before the payment and after take_by; in the signing transaction the order moves to IN_PROGRESS with
 * countersigned_at and its due date (dueAtFor: calendar days, Manila). Other work items sign as before.
 */
export async function signWorkItemLetter(
  userId: string,
  workItemId: string,
  input: SignLetterFields,
  meta: RequestMeta,
  now = new Date(),
): Promise<void> {
  const db = await getDb();
  const [order] = await db.select().from(t.serviceOrders).where(eq(t.serviceOrders.id, workItemId));
  // Not an order, or not this user's (signLetter answers its 404): signed as any letter.
  if (!order || (order.customerId !== userId && order.lawyerId !== userId)) return signLetter(userId, workItemId, input, meta, now);
  assertMaySign(order, order.lawyerId === userId ? 'LAWYER' : 'CUSTOMER', now);
  return signLetter(userId, workItemId, input, meta, now, (tx, signer) => takeOnCountersign(tx, workItemId, signer, userId, now));
}

async function takeOnCountersign(tx: Db, orderId: string, signer: 'CUSTOMER' | 'LAWYER', userId: string, now: Date): Promise<void> {
  const [order] = await tx.select().from(t.serviceOrders).where(eq(t.serviceOrders.id, orderId)).for('update');
  assertMaySign(order, signer, now);
  if (signer !== 'LAWYER') return;
  // Whole seconds, as the signed letter prints the countersignature.
  const countersignedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  await moveServiceOrder(
    tx,
    order,
    'take',
    { role: 'LAWYER', id: userId },
    { set: { countersignedAt, dueAt: dueAtFor(countersignedAt, order.turnaroundDays) } },
  );
}
