import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { type WorkItemTerms } from '@/lib/validation/work-items';

/** The columns a set of terms writes; the price is always the breakdown's sum (a sent price that differs is refused). */
export function termsColumns(terms: WorkItemTerms) {
  const price = terms.fee_breakdown.reduce((sum, line) => sum + line.amount, 0);
  if (terms.price !== undefined && terms.price !== price)
    throw new AppError('BAD_REQUEST', 'workItems.priceMismatch', { key: 'PRICE_MISMATCH' });
  return {
    title: terms.title,
    description: terms.scope,
    deliverables: terms.deliverables,
    feeBreakdown: terms.fee_breakdown.map((l) => ({ label: l.label, amount: l.amount })),
    priceCentavos: price,
    paymentTerms: terms.payment_terms,
    estimatedTimeline: terms.estimated_timeline,
  };
}

/**
 * The included meetings as the terms state them (number and length). Rows are kept when they
 * already match, so titles given one by one survive an edit of other terms. Only called before
 * payment, when none of them can be scheduled yet.
 */
export async function syncIncludedMeetings(tx: Db, workItemId: string, included: WorkItemTerms['included_meetings']): Promise<void> {
  const rows = await tx
    .select({ id: t.workItemMeetings.id, duration: t.workItemMeetings.durationMinutes })
    .from(t.workItemMeetings)
    .where(eq(t.workItemMeetings.workItemId, workItemId))
    .orderBy(asc(t.workItemMeetings.createdAt), asc(t.workItemMeetings.id));
  if (rows.length === included.count && rows.every((r) => r.duration === included.duration)) return;
  if (rows.length)
    await tx.delete(t.workItemMeetings).where(
      inArray(
        t.workItemMeetings.id,
        rows.map((r) => r.id),
      ),
    );
  if (included.count === 0) return;
  await tx.insert(t.workItemMeetings).values(
    Array.from({ length: included.count }, (_, i) => ({
      workItemId,
      title: `Meeting ${i + 1}`,
      durationMinutes: included.duration,
      // Distinct instants keep "Meeting 1, 2, 3" in order when read back.
      createdAt: new Date(Date.now() + i),
    })),
  );
}
