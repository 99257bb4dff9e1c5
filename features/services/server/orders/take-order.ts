import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { dueAtFor } from '@/features/services/rules/service-orders';
import type { RequestMeta } from '@/lib/server/platform/security/types';
import { signLetter } from '@/lib/server/work-items/letters/sign-letter';
import type { SignLetterFields } from '@/lib/validation/engagement-letters';
import { moveServiceOrder } from './transition';

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
  return signLetter(userId, workItemId, input, meta, now, (tx, signer) => takeOnCountersign(tx, workItemId, signer, userId, now));
}

/** The countersignature of an order's letter takes it (signLetter has locked the order and checked the turn: signingRefusal). */
async function takeOnCountersign(tx: Db, orderId: string, signer: 'CUSTOMER' | 'LAWYER', userId: string, now: Date): Promise<void> {
  if (signer !== 'LAWYER') return;
  const [order] = await tx.select().from(t.serviceOrders).where(eq(t.serviceOrders.id, orderId));
  // Not an order: a work item's letter, countersigned as any.
  if (!order) return;
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
