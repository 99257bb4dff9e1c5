import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { AppError } from '@/lib/server/http/errors';
import { WORK_ITEM_MESSAGES } from '@/lib/validation/work-items';
import { findPartyWorkItemOrThrow } from './find-party-work-item';
import { getWorkItem } from './get-work-item';
import { moveAdditionalServices, transition } from './transition';
import { recordWorkItemEvent } from './record-work-item-event';
import { notifyCompletionConfirmed, notifyLawyerCompleted } from './send-work-item-mails';
import { assertMayDo } from './work-item-rules';

/**
 * PUT work-items/{id}/complete/lawyer (spec §6: the lawyer's dedicated completion call): the lawyer
 * marks a PAID engagement's work as done, once; the client is asked to confirm. The status stays
 * PAID until the client confirms — the lawyer's page shows it as completed meanwhile.
 */
export async function completeWorkItemByLawyer(userId: string, workItemId: string): Promise<WorkItemDto> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  assertMayDo('complete-lawyer', item.role, item.status);
  if (item.lawyerCompletedAt) throw new AppError('CONFLICT', WORK_ITEM_MESSAGES.notAllowed, { key: 'ALREADY_COMPLETED' });
  const db = await getDb();
  await db.transaction(async (tx) => {
    const done = await tx
      .update(t.workItems)
      .set({ lawyerCompletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(t.workItems.id, workItemId), eq(t.workItems.status, 'PAID'), isNull(t.workItems.lawyerCompletedAt)))
      .returning({ revision: t.workItems.revision });
    if (!done.length) throw new AppError('CONFLICT', WORK_ITEM_MESSAGES.notAllowed, { key: 'INVALID_TRANSITION' });
    await recordWorkItemEvent(tx, {
      workItemId,
      kind: 'lawyer-completed',
      actorId: userId,
      actorRole: 'LAWYER',
      revision: done[0].revision,
    });
  });
  await notifyLawyerCompleted(workItemId);
  return getWorkItem(userId, workItemId);
}

/**
 * PUT work-items/{id}/complete: the client confirms the lawyer's completion (PAID → COMPLETED).
 * Additional services offered but never bought lapse with it.
 */
export async function confirmWorkItemCompletion(userId: string, workItemId: string): Promise<WorkItemDto> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  assertMayDo('confirm-completion', item.role, item.status);
  if (!item.lawyerCompletedAt) throw new AppError('CONFLICT', WORK_ITEM_MESSAGES.notLawyerCompleted, { key: 'NOT_LAWYER_COMPLETED' });
  const db = await getDb();
  await db.transaction(async (tx) => {
    await transition(tx, item, 'confirm-completion', { role: 'CUSTOMER', id: userId }, { set: { customerCompletedAt: new Date() } });
    await moveAdditionalServices(
      tx,
      { from: 'PROPOSED', to: 'CANCELLED', by: 'CUSTOMER' },
      eq(t.workItemAdditionalServices.workItemId, workItemId),
    );
  });
  await notifyCompletionConfirmed(workItemId);
  return getWorkItem(userId, workItemId);
}
