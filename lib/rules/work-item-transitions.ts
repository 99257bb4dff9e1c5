/**
 * THE transition table of work items (engagement agreements): which side may do what, from which
 * status, and where it leads. The server refuses anything not listed here (4xx, nothing changes);
 * the pages show only the actions `allowedWorkItemActions` returns. docs/product.md repeats it.
 */

export const WORK_ITEM_STATUSES = ['DRAFT', 'PROPOSAL', 'PAYMENT_PENDING', 'PAID', 'COMPLETED', 'REJECTED'] as const;
export type WorkItemStatus = (typeof WORK_ITEM_STATUSES)[number];

const ADDITIONAL_SERVICE_STATUSES = ['PROPOSED', 'PAYMENT_PENDING', 'PAID', 'CANCELLED'] as const;
export type AdditionalServiceStatus = (typeof ADDITIONAL_SERVICE_STATUSES)[number];

export type WorkItemParty = 'LAWYER' | 'CUSTOMER';
/** PAYMENT is the payment provider's signed webhook: no person can make it. */
export type WorkItemActor = WorkItemParty | 'PAYMENT';

export type WorkItemAction =
  | 'edit'
  | 'delete'
  | 'propose'
  | 'revise'
  | 'withdraw'
  | 'accept'
  | 'reject'
  | 'cancel-payment'
  | 'paid'
  | 'payment-failed'
  | 'complete-lawyer'
  | 'confirm-completion'
  | 'offer-service'
  | 'buy-service'
  | 'add-meeting'
  | 'schedule-meeting'
  | 'comment'
  | 'upload';

export type WorkItemRule = {
  action: WorkItemAction;
  by: readonly WorkItemActor[];
  from: readonly WorkItemStatus[];
  /** The status afterwards; `null` when the status does not change (or the item is gone). */
  to: WorkItemStatus | null;
  /** The timeline line (work_item_events.kind) the action writes. */
  event: string;
  call: string;
};

const VISIBLE: readonly WorkItemStatus[] = ['PROPOSAL', 'PAYMENT_PENDING', 'PAID', 'COMPLETED', 'REJECTED'];

export const WORK_ITEM_RULES: readonly WorkItemRule[] = [
  { action: 'edit', by: ['LAWYER'], from: ['DRAFT'], to: null, event: 'edited', call: 'PUT {id} with terms' },
  { action: 'delete', by: ['LAWYER'], from: ['DRAFT'], to: null, event: 'deleted', call: 'DELETE {id}' },
  {
    action: 'propose',
    by: ['LAWYER'],
    from: ['DRAFT'],
    to: 'PROPOSAL',
    event: 'proposed',
    call: 'PUT {id} {status: PROPOSAL} (or POST with it)',
  },
  {
    action: 'revise',
    by: ['LAWYER'],
    from: ['PROPOSAL'],
    to: 'PROPOSAL',
    event: 'revised',
    call: 'PUT {id} with terms: a new revision, sent again',
  },
  { action: 'withdraw', by: ['LAWYER'], from: ['PROPOSAL'], to: 'DRAFT', event: 'withdrawn', call: 'PUT {id} {status: DRAFT}' },
  {
    action: 'accept',
    by: ['CUSTOMER'],
    from: ['PROPOSAL'],
    to: 'PAYMENT_PENDING',
    event: 'accepted',
    call: 'POST {id}/accept-proposal {revision}',
  },
  {
    action: 'reject',
    by: ['CUSTOMER'],
    from: ['PROPOSAL'],
    to: 'REJECTED',
    event: 'rejected',
    call: 'PUT {id} {status: REJECTED, reason}',
  },
  {
    action: 'cancel-payment',
    by: ['CUSTOMER'],
    from: ['PAYMENT_PENDING'],
    to: 'PROPOSAL',
    event: 'payment-cancelled',
    call: 'PUT {id} {status: PROPOSAL}',
  },
  { action: 'paid', by: ['PAYMENT'], from: ['PAYMENT_PENDING'], to: 'PAID', event: 'paid', call: 'signed payment webhook' },
  {
    action: 'payment-failed',
    by: ['PAYMENT'],
    from: ['PAYMENT_PENDING'],
    to: 'PROPOSAL',
    event: 'payment-failed',
    call: 'signed payment webhook',
  },
  { action: 'complete-lawyer', by: ['LAWYER'], from: ['PAID'], to: null, event: 'lawyer-completed', call: 'PUT {id}/complete/lawyer' },
  {
    action: 'confirm-completion',
    by: ['CUSTOMER'],
    from: ['PAID'],
    to: 'COMPLETED',
    event: 'completed',
    call: "PUT {id}/complete (after the lawyer's completion)",
  },
  { action: 'offer-service', by: ['LAWYER'], from: ['PAID'], to: null, event: 'service-offered', call: 'POST {id}/additional-services' },
  {
    action: 'buy-service',
    by: ['CUSTOMER'],
    from: ['PAID'],
    to: null,
    event: 'service-bought',
    call: 'PUT {id}/additional-services/purchase',
  },
  { action: 'add-meeting', by: ['LAWYER'], from: ['DRAFT', 'PAID'], to: null, event: 'meeting-added', call: 'POST {id}/meetings' },
  {
    action: 'schedule-meeting',
    by: ['LAWYER', 'CUSTOMER'],
    from: ['PAID'],
    to: null,
    event: 'meeting-scheduled',
    call: 'PUT {id}/meetings/create, PUT {id}/meetings/{meetingId}',
  },
  { action: 'comment', by: ['LAWYER', 'CUSTOMER'], from: VISIBLE, to: null, event: 'commented', call: 'POST work-item/{id}/comment' },
  { action: 'upload', by: ['LAWYER', 'CUSTOMER'], from: WORK_ITEM_STATUSES, to: null, event: 'file-uploaded', call: 'PUT {id}/files' },
];

/** Additional services: the lawyer offers, the client buys, the provider's webhook settles. */
export const ADDITIONAL_SERVICE_RULES = [
  { from: null, to: 'PROPOSED', by: 'LAWYER', call: 'POST {id}/additional-services' },
  { from: 'PROPOSED', to: 'PAYMENT_PENDING', by: 'CUSTOMER', call: 'PUT {id}/additional-services/purchase' },
  { from: 'PAYMENT_PENDING', to: 'PAID', by: 'PAYMENT', call: 'signed payment webhook' },
  { from: 'PAYMENT_PENDING', to: 'PROPOSED', by: 'PAYMENT', call: 'signed payment webhook (failed)' },
  { from: 'PROPOSED', to: 'CANCELLED', by: 'CUSTOMER', call: 'PUT {id}/complete (offers not bought lapse)' },
] as const satisfies readonly { from: AdditionalServiceStatus | null; to: AdditionalServiceStatus; by: WorkItemActor; call: string }[];

export function findWorkItemRule(action: WorkItemAction): WorkItemRule {
  return WORK_ITEM_RULES.find((r) => r.action === action)!;
}

/**
 * What the viewer may do now: the table plus the two facts beyond the status — the lawyer marks the
 * work complete once, and the client confirms only after that.
 */
export function allowedWorkItemActions(
  party: WorkItemParty,
  item: { status: WorkItemStatus; lawyer_completed_at: string | Date | null },
): WorkItemAction[] {
  return WORK_ITEM_RULES.filter((r) => r.by.includes(party) && r.from.includes(item.status))
    .map((r) => r.action)
    .filter((a) => !(a === 'complete-lawyer' && item.lawyer_completed_at) && !(a === 'confirm-completion' && !item.lawyer_completed_at));
}
