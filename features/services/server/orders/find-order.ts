import 'server-only';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import type { ServiceOrderRow } from './transition';

export type PartyOrder = ServiceOrderRow & { role: 'CUSTOMER' | 'LAWYER' };

export const orderNotFound = () => new AppError('NOT_FOUND', 'serviceOrders.notFound', { key: 'SERVICE_ORDER_NOT_FOUND' });
const wrongParty = () => new AppError('FORBIDDEN', 'serviceOrders.wrongParty', { key: 'WRONG_PARTY' });
export const notNow = () => new AppError('CONFLICT', 'serviceOrders.notNow', { key: 'INVALID_TRANSITION' });

/**
 * The order if this user is one of its two parties; anyone else gets the same 404 as for an id that does not
 * exist (ids reveal nothing). `forUpdate` locks the row for the caller's transaction.
 */
export async function findPartyOrderOrThrow(
  userId: string,
  orderId: string,
  db?: Db,
  options: { forUpdate?: boolean } = {},
): Promise<PartyOrder> {
  if (!isUuid(orderId)) throw orderNotFound();
  const conn = db ?? (await getDb());
  const query = conn
    .select()
    .from(t.serviceOrders)
    .where(and(eq(t.serviceOrders.id, orderId), or(eq(t.serviceOrders.customerId, userId), eq(t.serviceOrders.lawyerId, userId))))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw orderNotFound();
  return { ...row, role: row.lawyerId === userId ? 'LAWYER' : 'CUSTOMER' };
}

/** The side this action belongs to, or 403 (the other party of the order). */
export function assertParty(order: PartyOrder, party: 'CUSTOMER' | 'LAWYER'): void {
  if (order.role !== party) throw wrongParty();
}
