// Work-item display helpers shared by both portals.
import type { WorkItemEventDto, WorkItemStatus, WorkItemSummaryDto } from '@/lib/dto/work-item';

export const WORK_ITEM_STATUS_LABELS: Record<WorkItemStatus, string> = {
  DRAFT: 'Draft',
  PROPOSAL: 'Proposal',
  PAYMENT_PENDING: 'Awaiting payment',
  PAID: 'Paid',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
};

export const WORK_ITEM_STATUS_TONES: Record<WorkItemStatus, string> = {
  DRAFT: 'bg-slate-200 text-slate-800',
  PROPOSAL: 'bg-secondary-100 text-secondary-900',
  PAYMENT_PENDING: 'bg-amber-100 text-amber-900',
  PAID: 'bg-primary-100 text-primary-800',
  COMPLETED: 'bg-slate-800 text-white',
  REJECTED: 'bg-red-100 text-red-800',
};

export function otherPartyOf(w: Pick<WorkItemSummaryDto, 'role' | 'lawyer' | 'customer'>): {
  name: string;
  first: string;
  last: string;
  picture: string | null;
} {
  if (w.role === 'CUSTOMER') {
    const parts = w.lawyer.display_name.split(' ');
    return { name: `Atty. ${w.lawyer.display_name}`, first: parts[0] ?? '', last: parts.at(-1) ?? '', picture: w.lawyer.picture_url };
  }
  return {
    name: `${w.customer.first_name} ${w.customer.last_name}`,
    first: w.customer.first_name,
    last: w.customer.last_name,
    picture: w.customer.picture_url,
  };
}

/** One timeline line in words, from the viewer's side. */
export function eventLabel(e: WorkItemEventDto, role: 'CUSTOMER' | 'LAWYER', lawyerName: string, clientName: string): string {
  const who =
    e.actor === 'PAYMENT' ? 'Payment provider' : e.actor === role ? 'You' : e.actor === 'LAWYER' ? `Atty. ${lawyerName}` : clientName;
  switch (e.kind) {
    case 'created':
      return `${who} started a draft`;
    case 'edited':
      return `${who} edited the draft`;
    case 'proposed':
      return `${who} sent the proposal${e.revision > 1 ? ` (revision ${e.revision})` : ''}`;
    case 'revised':
      return `${who} revised the terms (revision ${e.revision})${e.note ? `: ${e.note}` : ''}`;
    case 'withdrawn':
      return `${who} withdrew the proposal to change it`;
    case 'accepted':
      return `${who} accepted the proposal`;
    case 'rejected':
      return `${who} declined the proposal${e.note ? `: “${e.note}”` : ''}`;
    case 'payment-cancelled':
      return `${who} cancelled the payment attempt`;
    case 'payment-failed':
      return `The payment did not go through${e.note ? ` (${e.note})` : ''}`;
    case 'paid':
      return 'Payment received';
    case 'lawyer-completed':
      return `${who} marked the work as complete`;
    case 'completed':
      return `${who} confirmed completion`;
    case 'service-offered':
      return `${who} offered an additional service: ${e.note ?? ''}`;
    case 'service-paid':
      return `Additional service paid: ${e.note ?? ''}`;
    case 'service-payment-failed':
      return `Payment for an additional service did not go through: ${e.note ?? ''}`;
    case 'meeting-added':
      return `${who} added an included meeting: ${e.note ?? ''}`;
    case 'meeting-scheduled':
      return `${who} booked ${e.note?.split('|')[0] ?? 'an included meeting'}`;
    default:
      return e.kind;
  }
}

/** Where the engagement stands, for the stepper: 0 proposal, 1 payment, 2 work, 3 done. */
export function stepOf(status: WorkItemStatus, lawyerCompleted: boolean): number {
  if (status === 'COMPLETED') return 4;
  if (status === 'PAID') return lawyerCompleted ? 3 : 2;
  if (status === 'PAYMENT_PENDING') return 1;
  return 0;
}

/** What happens next, in plain words for someone who has never hired a lawyer. */
export function nextStepText(w: Pick<WorkItemSummaryDto, 'status' | 'role' | 'lawyer_completed_at'>): string {
  const client = w.role === 'CUSTOMER';
  switch (w.status) {
    case 'DRAFT':
      return 'Only you can see this draft. Send it when the terms are right; your client is e-mailed and can accept, ask questions or decline.';
    case 'PROPOSAL':
      return client
        ? 'Read the terms below. Nothing is charged until you accept. Ask your lawyer anything in the comments first — you can also decline, with or without a reason.'
        : 'Your client is reading the proposal. You can still revise the terms (they are sent again as a new revision) or withdraw it.';
    case 'PAYMENT_PENDING':
      return client
        ? 'You accepted the proposal. Finish the payment to start the work; if the payment page was closed, continue or cancel this attempt below.'
        : 'Your client accepted and is paying. You will be notified as soon as the payment arrives.';
    case 'PAID':
      if (w.lawyer_completed_at) {
        return client
          ? 'Your lawyer says the work is done. Check what was delivered, then confirm completion — or write a comment if something is missing.'
          : 'You marked the work as complete. Your client is asked to confirm.';
      }
      return client
        ? 'Paid — your lawyer is working on it. Book your included meetings, share documents and follow the progress here.'
        : 'Paid — the work can start. Schedule the included meetings and mark the work complete when it is delivered.';
    case 'COMPLETED':
      return 'This engagement is complete. The files and comments stay here for your records.';
    case 'REJECTED':
      return client ? 'You declined this proposal.' : 'Your client declined this proposal. You can send them a new one.';
  }
}

/**
 * Spec §4: "When the lawyer completes an item it becomes COMPLETED locally" — the lawyer sees their
 * completed work as COMPLETED while the server keeps PAID until the client confirms.
 */
export function displayStatus(w: Pick<WorkItemSummaryDto, 'status' | 'role' | 'lawyer_completed_at'>): WorkItemStatus {
  return w.role === 'LAWYER' && w.status === 'PAID' && w.lawyer_completed_at ? 'COMPLETED' : w.status;
}
