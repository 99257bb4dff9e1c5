import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { formatPeso } from '@/lib/format/money';
import { AppError } from '@/lib/server/platform/http/errors';
import { ORDER_MOVES, WORK_ITEM_RULES, type WorkItemAction, type WorkItemStatus } from '@/lib/rules/work-item-transitions';
import { type WorkItemTerms } from '@/lib/validation/work-items';
import { cancelWorkItemPayment } from './accept-proposal';
import { proposalStamp } from './create-work-item';
import { findPartyWorkItemOrThrow, type PartyWorkItem } from './find-party-work-item';
import { getWorkItem } from './get-work-item';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { staleWorkItem, transition } from './transition';
import { recordWorkItemEvent } from './record-work-item-event';
import { assertMayDo } from './work-item-rules';
import { voidOpenLetter } from './letters/void-letters';
import { syncIncludedMeetings, termsColumns } from './work-item-terms';

export type UpdateWorkItemFields = { terms?: WorkItemTerms; status?: WorkItemStatus; reason?: string };

/** Which row of the transition table a PUT asks for, from who asks, the item's status and the body. */
function resolveUpdateAction(item: Pick<PartyWorkItem, 'role' | 'status'>, input: UpdateWorkItemFields): WorkItemAction {
  const { role, status } = item;
  if (role === 'CUSTOMER') {
    if (input.terms) return 'edit';
    if (input.status === 'REJECTED') return 'reject';
    if (input.status === 'PROPOSAL') return 'cancel-payment';
  } else {
    if (input.status === 'DRAFT') return status === 'DRAFT' ? 'edit' : 'withdraw';
    if (input.status === 'PROPOSAL') return status === 'PROPOSAL' && input.terms ? 'revise' : 'propose';
    if (input.status === undefined && input.terms) return status === 'PROPOSAL' ? 'revise' : 'edit';
  }
  if (input.status === undefined) throw new AppError('BAD_REQUEST', 'workItems.nothingChange', { key: 'VALIDATION' });
  // A status this call cannot set: the table names the call that can, if this side may make it at all.
  const rule = WORK_ITEM_RULES.find((r) => r.to === input.status && r.by.includes(role) && !ORDER_MOVES.includes(r.event));
  if (rule) throw new AppError('BAD_REQUEST', 'workItems.useOtherCall', { key: 'USE_OTHER_CALL', params: { call: rule.call } });
  throw new AppError('FORBIDDEN', 'workItems.notAllowed', { key: 'WRONG_PARTY' });
}

/** New terms on a DRAFT (compare-and-swap on the status: a proposal's terms are frozen). */
async function writeDraftTerms(tx: Db, item: PartyWorkItem, terms: WorkItemTerms): Promise<void> {
  const done = await tx
    .update(t.workItems)
    .set({ ...termsColumns(terms), updatedAt: sql`now()` })
    .where(and(eq(t.workItems.id, item.id), eq(t.workItems.status, 'DRAFT')))
    .returning({ id: t.workItems.id });
  if (!done.length) throw staleWorkItem();
  await syncIncludedMeetings(tx, item.id, terms.included_meetings);
  await recordWorkItemEvent(tx, {
    workItemId: item.id,
    kind: 'edited',
    actorId: item.lawyerId,
    actorRole: 'LAWYER',
    revision: item.revision,
  });
}

/**
 * PUT work-items/{id}: the lawyer edits a draft, sends it (PROPOSAL), revises a sent proposal (a
 * new revision, sent again — terms never change under a proposal the client is reading) or
 * withdraws it (DRAFT); the client declines (REJECTED, optional reason) or gives up a payment
 * attempt (back to PROPOSAL). Every status change goes through transition() and the table (WORK_ITEM_RULES);
 * the mails and notifications its events announce follow the commit (the outbox).
 */
export async function updateWorkItem(userId: string, workItemId: string, input: UpdateWorkItemFields): Promise<WorkItemDto> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  const action = resolveUpdateAction(item, input);
  assertMayDo(action, item.role, item.status, item.kind);
  const db = await getDb();
  const actor = { role: item.role, id: userId };
  if (action === 'cancel-payment') {
    await cancelWorkItemPayment(userId, item);
  } else if (action === 'reject') {
    await transactionWithEvents(db, async (tx) => {
      await transition(tx, item, 'reject', actor, { set: { rejectionReason: input.reason ?? null }, note: input.reason });
      await voidOpenLetter(tx, item.id, 'REJECTED', actor, item.revision);
    });
  } else if (action === 'revise') {
    const columns = termsColumns(input.terms!);
    const fee =
      columns.priceCentavos === item.priceCentavos
        ? 'Fee unchanged'
        : `Fee ${formatPeso(item.priceCentavos)} → ${formatPeso(columns.priceCentavos)}`;
    await transactionWithEvents(db, async (tx) => {
      // Terms never change under a proposal the client is reading: a new revision, guarded by the one read.
      await transition(tx, item, 'revise', actor, {
        set: { ...columns, ...proposalStamp(item.revision) },
        where: eq(t.workItems.revision, item.revision),
        note: fee,
      });
      await syncIncludedMeetings(tx, item.id, input.terms!.included_meetings);
      // The letter of the old terms no longer states them: its signatures stop counting (issue 42).
      await voidOpenLetter(tx, item.id, 'TERMS_CHANGED', actor, item.revision + 1);
    });
  } else {
    await transactionWithEvents(db, async (tx) => {
      if (action === 'withdraw') {
        await transition(tx, item, 'withdraw', actor);
        await voidOpenLetter(tx, item.id, 'WITHDRAWN', actor, item.revision);
      }
      if (input.terms) await writeDraftTerms(tx, item, input.terms);
      if (action === 'propose') {
        await transition(tx, item, 'propose', actor, { set: proposalStamp(item.revision) });
      }
    });
  }
  return getWorkItem(userId, item.id);
}
