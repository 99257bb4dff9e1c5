import 'server-only';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { type WorkItemTerms } from '@/lib/validation/work-items';
import { hasBookedLawyer } from '@/lib/server/engagements/clients/clients';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { insertWorkItem, transition } from './transition';
import { syncIncludedMeetings, termsColumns } from './work-item-terms';

/**
 * POST work-items: the lawyer drafts an engagement for one of their clients (someone who has booked
 * them) and may send it at once (status PROPOSAL): the client then gets an e-mail and a
 * new-work-item notification, after the commit (the table's `propose` event, handled by the outbox).
 * One transaction: the item, its included meetings, its timeline.
 */
export async function createWorkItem(
  lawyerId: string,
  input: WorkItemTerms & { customer_id: string; status?: 'DRAFT' | 'PROPOSAL' },
): Promise<{ _id: string; status: 'DRAFT' | 'PROPOSAL'; revision: number }> {
  // 404, not 400: whether someone who never booked you has an account is not yours to learn.
  if (!(await hasBookedLawyer(lawyerId, input.customer_id)))
    throw new AppError('NOT_FOUND', 'workItems.notClient', { key: 'NOT_A_CLIENT' });
  const columns = termsColumns(input);
  const db = await getDb();
  return transactionWithEvents(db, async (tx) => {
    const row = await insertWorkItem(tx, { ...columns, lawyerId, customerId: input.customer_id }, { role: 'LAWYER', id: lawyerId });
    await syncIncludedMeetings(tx, row.id, input.included_meetings);
    if (input.status !== 'PROPOSAL') return { _id: row.id, status: 'DRAFT' as const, revision: 0 };
    const proposed = await transition(
      tx,
      { id: row.id, status: 'DRAFT' },
      'propose',
      { role: 'LAWYER', id: lawyerId },
      { set: proposalStamp(0) },
    );
    return { _id: row.id, status: 'PROPOSAL' as const, revision: proposed.revision };
  });
}

/** Sending terms to the client: a new revision, stamped. */
export function proposalStamp(currentRevision: number) {
  return { revision: currentRevision + 1, proposedAt: new Date(), rejectionReason: null };
}
