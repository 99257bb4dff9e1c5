import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { formatPeso } from '@/lib/format/money';
import { AppError } from '@/lib/server/http/errors';
import { WORK_ITEM_RULES, type WorkItemAction, type WorkItemStatus } from '@/lib/validation/work-item-transitions';
import { WORK_ITEM_MESSAGES, type WorkItemTerms } from '@/lib/validation/work-items';
import { cancelWorkItemPayment } from './accept-proposal';
import { proposalStamp } from './create-work-item';
import { findPartyWorkItemOrThrow, type PartyWorkItem } from './find-party-work-item';
import { getWorkItem } from './get-work-item';
import { moveWorkItem } from './move-work-item';
import { recordWorkItemEvent } from './record-work-item-event';
import { notifyProposalRejected, notifyProposalSent } from './send-work-item-mails';
import { assertMayDo } from './work-item-rules';
import { syncIncludedMeetings, termsColumns } from './work-item-terms';

export type UpdateWorkItemFields = { terms?: WorkItemTerms; status?: WorkItemStatus; reason?: string };

const stale = () => new AppError('CONFLICT', 'The engagement changed meanwhile. Please reload.', { key: 'STALE' });

/** Which row of the transition table a PUT asks for, from who asks, the item's status and the body. */
export function resolveUpdateAction(item: Pick<PartyWorkItem, 'role' | 'status'>, input: UpdateWorkItemFields): WorkItemAction {
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
  if (input.status === undefined) throw new AppError('BAD_REQUEST', 'Nothing to change.', { key: 'VALIDATION' });
  // A status this call cannot set: the table names the call that can, if this side may make it at all.
  const rule = WORK_ITEM_RULES.find((r) => r.to === input.status && r.by.includes(role));
  if (rule) throw new AppError('BAD_REQUEST', `Use ${rule.call} for this step.`, { key: 'USE_OTHER_CALL' });
  throw new AppError('FORBIDDEN', WORK_ITEM_MESSAGES.notAllowed, { key: 'WRONG_PARTY' });
}

/** New terms on a DRAFT (compare-and-swap on the status: a proposal's terms are frozen). */
async function writeDraftTerms(tx: Db, item: PartyWorkItem, terms: WorkItemTerms): Promise<void> {
  const done = await tx
    .update(t.workItems)
    .set({ ...termsColumns(terms), updatedAt: sql`now()` })
    .where(and(eq(t.workItems.id, item.id), eq(t.workItems.status, 'DRAFT')))
    .returning({ id: t.workItems.id });
  if (!done.length) throw stale();
  await syncIncludedMeetings(tx, item.id, terms.included_meetings);
  await recordWorkItemEvent(tx, { workItemId: item.id, kind: 'edited', actorId: item.lawyerId, actorRole: 'LAWYER', revision: item.revision });
}

/**
 * PUT work-items/{id}: the lawyer edits a draft, sends it (PROPOSAL), revises a sent proposal (a
 * new revision, sent again — terms never change under a proposal the client is reading) or
 * withdraws it (DRAFT); the client declines (REJECTED, optional reason) or gives up a payment
 * attempt (back to PROPOSAL). Every move is a row of WORK_ITEM_TRANSITIONS, checked here.
 */
export async function updateWorkItem(userId: string, workItemId: string, input: UpdateWorkItemFields): Promise<WorkItemDto> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  const action = resolveUpdateAction(item, input);
  assertMayDo(action, item.role, item.status);
  const db = await getDb();
  const base = { id: item.id, actorId: userId, actorRole: item.role } as const;
  let proposed = false;

  if (action === 'cancel-payment') {
    await cancelWorkItemPayment(userId, item);
  } else if (action === 'reject') {
    await db.transaction(async (tx) => {
      const moved = await moveWorkItem(tx, { ...base, from: 'PROPOSAL', to: 'REJECTED', kind: 'rejected', set: { rejectionReason: input.reason ?? null }, note: input.reason });
      if (!moved) throw stale();
    });
    await notifyProposalRejected(item.id, input.reason);
  } else if (action === 'revise') {
    const columns = termsColumns(input.terms!);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(t.workItems)
        .set({ ...columns, ...proposalStamp(item.revision), updatedAt: sql`now()` })
        .where(and(eq(t.workItems.id, item.id), eq(t.workItems.status, 'PROPOSAL'), eq(t.workItems.revision, item.revision)))
        .returning({ revision: t.workItems.revision });
      if (!row) throw stale();
      await syncIncludedMeetings(tx, item.id, input.terms!.included_meetings);
      const fee = columns.priceCentavos === item.priceCentavos ? 'Fee unchanged' : `Fee ${formatPeso(item.priceCentavos)} → ${formatPeso(columns.priceCentavos)}`;
      await recordWorkItemEvent(tx, { workItemId: item.id, kind: 'revised', from: 'PROPOSAL', to: 'PROPOSAL', actorId: userId, actorRole: 'LAWYER', revision: row.revision, note: fee });
    });
    proposed = true;
  } else {
    await db.transaction(async (tx) => {
      if (action === 'withdraw') {
        if (!(await moveWorkItem(tx, { ...base, from: 'PROPOSAL', to: 'DRAFT', kind: 'withdrawn' }))) throw stale();
      }
      if (input.terms) await writeDraftTerms(tx, item, input.terms);
      if (action === 'propose') {
        if (!(await moveWorkItem(tx, { ...base, from: 'DRAFT', to: 'PROPOSAL', kind: 'proposed', set: proposalStamp(item.revision) }))) throw stale();
        proposed = true;
      }
    });
  }
  if (proposed) await notifyProposalSent(item.id);
  return getWorkItem(userId, item.id);
}
