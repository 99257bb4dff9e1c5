import 'server-only';
import { eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { AppError } from '@/lib/server/platform/http/errors';
import { findPartyWorkItemOrThrow } from './find-party-work-item';
import { getWorkItem } from './get-work-item';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { moveAdditionalServices, transition, tryTransition } from './transition';
import { assertMayDo } from './work-item-rules';

/**
 * PUT work-items/{id}/complete/lawyer (spec §6: the lawyer's dedicated completion call): the lawyer
 * marks a PAID engagement's work as done, once; the client is asked to confirm. The status stays
 * PAID until the client confirms — the lawyer's page shows it as completed meanwhile. The client's
 * e-mail and notification follow the commit (the outbox).
 */
export async function completeWorkItemByLawyer(userId: string, workItemId: string): Promise<WorkItemDto> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  assertMayDo('complete-lawyer', item.role, item.status, item.kind);
  if (item.lawyerCompletedAt) throw new AppError('CONFLICT', 'workItems.notAllowed', { key: 'ALREADY_COMPLETED' });
  const db = await getDb();
  await transactionWithEvents(db, async (tx) => {
    const done = await tryTransition(
      tx,
      { id: workItemId, status: 'PAID' },
      'complete-lawyer',
      { role: 'LAWYER', id: userId },
      { set: { lawyerCompletedAt: sql`now()` }, where: isNull(t.workItems.lawyerCompletedAt) },
    );
    if (!done) throw new AppError('CONFLICT', 'workItems.notAllowed', { key: 'INVALID_TRANSITION' });
  });
  return getWorkItem(userId, workItemId);
}

/**
 * PUT work-items/{id}/complete: the client confirms the lawyer's completion (PAID → COMPLETED).
 * Additional services offered but never bought lapse with it; the lawyer is told after the commit.
 */
export async function confirmWorkItemCompletion(userId: string, workItemId: string): Promise<WorkItemDto> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  assertMayDo('confirm-completion', item.role, item.status, item.kind);
  if (!item.lawyerCompletedAt) throw new AppError('CONFLICT', 'workItems.notLawyerCompleted', { key: 'NOT_LAWYER_COMPLETED' });
  const db = await getDb();
  await transactionWithEvents(db, async (tx) => {
    const actor = { role: 'CUSTOMER' as const, id: userId };
    await transition(tx, item, 'confirm-completion', actor, { set: { customerCompletedAt: new Date() } });
    await moveAdditionalServices(tx, 'lapse', actor, eq(t.workItemAdditionalServices.workItemId, workItemId));
  });
  return getWorkItem(userId, workItemId);
}
