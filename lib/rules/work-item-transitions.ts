/**
 * THE transition table of work items (engagement agreements): which side may do what, from which
 * status, and where it leads, and what follows once it is committed (`after`: the request does not
 * wait for it). Every status write goes through lib/server/work-items/transition.ts, made by the one
 * `stateWriter` (lib/lint/status-writes.test.ts fails on a status written by hand); the pages show
 * only the actions `allowedWorkItemActions` returns. README.md repeats it.
 */
import type { StateRule } from './state-table';

export const WORK_ITEM_STATUSES = ['DRAFT', 'PROPOSAL', 'PAYMENT_PENDING', 'PAID', 'COMPLETED', 'REJECTED'] as const;
export type WorkItemStatus = (typeof WORK_ITEM_STATUSES)[number];

export type AdditionalServiceStatus = 'PROPOSED' | 'PAYMENT_PENDING' | 'PAID' | 'CANCELLED';

export type WorkItemParty = 'LAWYER' | 'CUSTOMER';
/**
 * PAYMENT is the payment provider's signed webhook: no person can make it. SYSTEM (the scheduler) and ADMIN
 * (the console) move only a SERVICE item, by its order (issue 62).
 */
export type WorkItemActor = WorkItemParty | 'PAYMENT' | 'SYSTEM' | 'ADMIN';

/** CUSTOM: written by the lawyer, proposed and accepted; SERVICE: a catalogue service ordered (issue 62). */
export type WorkItemKind = 'CUSTOM' | 'SERVICE';

/** The table's events: what a party asks for (the `allowed` list of the work item's page). */
export type WorkItemAction =
  | 'create'
  | 'order'
  | 'order-closed'
  | 'order-cancelled'
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

export type WorkItemRule = StateRule<WorkItemStatus, WorkItemAction, WorkItemActor> & {
  /** The timeline line (work_item_events.kind) the action writes. */
  timeline: string;
};

const VISIBLE: readonly WorkItemStatus[] = ['PROPOSAL', 'PAYMENT_PENDING', 'PAID', 'COMPLETED', 'REJECTED'];

const PROPOSAL_SENT = 'the proposal e-mailed to the client, with a notification (once per revision: its dedupe key)';

export const WORK_ITEM_RULES: readonly WorkItemRule[] = [
  { event: 'create', by: ['LAWYER'], from: [null], to: 'DRAFT', timeline: 'created', call: 'POST work-items' },
  // Issue 62: a SERVICE item is made by its order and moves only with it (WORK_ITEM_STATUS_OF_ORDER,
  // features/services/server/orders/transition.ts): no proposal round; its payment's `paid` is the table's own below.
  {
    event: 'order',
    by: ['CUSTOMER'],
    from: [null],
    to: 'PAYMENT_PENDING',
    timeline: 'ordered',
    call: 'POST service-orders (a SERVICE item at the offer’s price)',
  },
  {
    event: 'order-closed',
    by: ['CUSTOMER', 'SYSTEM', 'ADMIN'],
    from: ['PAID'],
    to: 'COMPLETED',
    timeline: 'order-closed',
    call: 'its order accepted (by the client, or by itself after the dispute window), or its dispute decided',
  },
  {
    event: 'order-cancelled',
    by: ['CUSTOMER', 'LAWYER', 'SYSTEM', 'ADMIN'],
    from: ['PAYMENT_PENDING', 'PAID'],
    to: 'REJECTED',
    timeline: 'order-cancelled',
    call: 'its order withdrawn, declined, not taken in 48 hours, or cancelled late',
  },
  { event: 'edit', by: ['LAWYER'], from: ['DRAFT'], to: null, timeline: 'edited', call: 'PUT {id} with terms' },
  { event: 'delete', by: ['LAWYER'], from: ['DRAFT'], to: null, timeline: 'deleted', call: 'DELETE {id}' },
  {
    event: 'propose',
    by: ['LAWYER'],
    from: ['DRAFT'],
    to: 'PROPOSAL',
    timeline: 'proposed',
    call: 'PUT {id} {status: PROPOSAL} (or POST with it)',
    after: PROPOSAL_SENT,
  },
  {
    event: 'revise',
    by: ['LAWYER'],
    from: ['PROPOSAL'],
    to: 'PROPOSAL',
    timeline: 'revised',
    call: 'PUT {id} with terms: a new revision, sent again',
    after: PROPOSAL_SENT,
  },
  { event: 'withdraw', by: ['LAWYER'], from: ['PROPOSAL'], to: 'DRAFT', timeline: 'withdrawn', call: 'PUT {id} {status: DRAFT}' },
  {
    event: 'accept',
    by: ['CUSTOMER'],
    from: ['PROPOSAL'],
    to: 'PAYMENT_PENDING',
    timeline: 'accepted',
    call: 'POST {id}/accept-proposal {revision}',
  },
  {
    event: 'reject',
    by: ['CUSTOMER'],
    from: ['PROPOSAL'],
    to: 'REJECTED',
    timeline: 'rejected',
    call: 'PUT {id} {status: REJECTED, reason}',
    after: 'the lawyer told (a notification, with the reason the row keeps)',
  },
  {
    event: 'cancel-payment',
    by: ['CUSTOMER'],
    from: ['PAYMENT_PENDING'],
    to: 'PROPOSAL',
    timeline: 'payment-cancelled',
    call: 'PUT {id} {status: PROPOSAL}',
  },
  { event: 'paid', by: ['PAYMENT'], from: ['PAYMENT_PENDING'], to: 'PAID', timeline: 'paid', call: 'signed payment webhook' },
  {
    event: 'payment-failed',
    by: ['PAYMENT'],
    from: ['PAYMENT_PENDING'],
    to: 'PROPOSAL',
    timeline: 'payment-failed',
    call: 'signed payment webhook',
  },
  {
    event: 'complete-lawyer',
    by: ['LAWYER'],
    from: ['PAID'],
    to: null,
    timeline: 'lawyer-completed',
    call: 'PUT {id}/complete/lawyer',
    after: 'the client asked to confirm (an e-mail and a notification)',
  },
  {
    event: 'confirm-completion',
    by: ['CUSTOMER'],
    from: ['PAID'],
    to: 'COMPLETED',
    timeline: 'completed',
    call: "PUT {id}/complete (after the lawyer's completion)",
    after: 'the lawyer told (a notification)',
  },
  { event: 'offer-service', by: ['LAWYER'], from: ['PAID'], to: null, timeline: 'service-offered', call: 'POST {id}/additional-services' },
  {
    event: 'buy-service',
    by: ['CUSTOMER'],
    from: ['PAID'],
    to: null,
    timeline: 'service-bought',
    call: 'PUT {id}/additional-services/purchase',
  },
  { event: 'add-meeting', by: ['LAWYER'], from: ['DRAFT', 'PAID'], to: null, timeline: 'meeting-added', call: 'POST {id}/meetings' },
  {
    event: 'schedule-meeting',
    by: ['LAWYER', 'CUSTOMER'],
    from: ['PAID'],
    to: null,
    timeline: 'meeting-scheduled',
    call: 'PUT {id}/meetings/create, PUT {id}/meetings/{meetingId}',
  },
  { event: 'comment', by: ['LAWYER', 'CUSTOMER'], from: VISIBLE, to: null, timeline: 'commented', call: 'POST work-item/{id}/comment' },
  { event: 'upload', by: ['LAWYER', 'CUSTOMER'], from: WORK_ITEM_STATUSES, to: null, timeline: 'file-uploaded', call: 'PUT {id}/files' },
];

export type AdditionalServiceEvent = 'offer' | 'buy' | 'paid' | 'payment-failed' | 'lapse';

/** Additional services: the lawyer offers, the client buys, the provider's webhook settles (through the same writer). */
export const ADDITIONAL_SERVICE_RULES: readonly StateRule<AdditionalServiceStatus, AdditionalServiceEvent, WorkItemActor>[] = [
  {
    event: 'offer',
    by: ['LAWYER'],
    from: [null],
    to: 'PROPOSED',
    call: 'POST {id}/additional-services',
    after: 'the client told of the offer (an e-mail and a notification)',
  },
  { event: 'buy', by: ['CUSTOMER'], from: ['PROPOSED'], to: 'PAYMENT_PENDING', call: 'PUT {id}/additional-services/purchase' },
  { event: 'paid', by: ['PAYMENT'], from: ['PAYMENT_PENDING'], to: 'PAID', call: 'signed payment webhook' },
  {
    event: 'payment-failed',
    by: ['PAYMENT'],
    from: ['PAYMENT_PENDING'],
    to: 'PROPOSED',
    call: 'signed payment webhook (failed), or no checkout opened',
  },
  { event: 'lapse', by: ['CUSTOMER'], from: ['PROPOSED'], to: 'CANCELLED', call: 'PUT {id}/complete (offers not bought lapse)' },
];

/**
 * Issue 62: all a SERVICE item does by the work item's own table — talk, files, its payment settled, and the
 * moves its order makes. Everything of the proposal round (terms, acceptance, completion, additional services,
 * included meetings) is refused (409): its order's actions (allowedServiceOrderActions) take their place.
 */
export const SERVICE_ITEM_ACTIONS: readonly WorkItemAction[] = [
  'order',
  'order-closed',
  'order-cancelled',
  'paid',
  'payment-failed',
  'comment',
  'upload',
];

/** The work item's moves its order makes (issue 62): no person asks for them, no page offers them. */
export const ORDER_MOVES: readonly WorkItemAction[] = ['order', 'order-closed', 'order-cancelled'];

/**
 * What the viewer may do now: the table plus the two facts beyond the status — the lawyer marks the
 * work complete once, and the client confirms only after that; a SERVICE item only SERVICE_ITEM_ACTIONS.
 */
export function allowedWorkItemActions(
  party: WorkItemParty,
  item: { status: WorkItemStatus; lawyer_completed_at: string | Date | null; kind?: WorkItemKind },
): WorkItemAction[] {
  return WORK_ITEM_RULES.filter((r) => r.by.includes(party) && r.from.includes(item.status))
    .map((r) => r.event)
    .filter((a) => !ORDER_MOVES.includes(a) && (item.kind !== 'SERVICE' || SERVICE_ITEM_ACTIONS.includes(a)))
    .filter((a) => !(a === 'complete-lawyer' && item.lawyer_completed_at) && !(a === 'confirm-completion' && !item.lawyer_completed_at));
}
