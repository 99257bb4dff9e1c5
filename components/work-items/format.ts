// Work-item display helpers shared by both portals.
import type { Translate } from '@/lib/i18n/client';
import type { Locale } from '@/lib/i18n/config';
import { zoneLabel } from '@/lib/format/zoned-time';
import type { WorkItemEventDto, WorkItemStatus, WorkItemSummaryDto } from '@/lib/dto/work-item';
import { PROPOSAL_VALID_DAYS } from '@/lib/rules/proposal-expiry';

/** English labels, for a caller with no `work` text (the badge's default); pages pass t('status.X'). */
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

/** One timeline line in words, from the viewer's side (`actor` lets Filipino say "mo/ka" for you). */
export function eventLabel(t: Translate, e: WorkItemEventDto, role: 'CUSTOMER' | 'LAWYER', lawyerName: string, clientName: string): string {
  const [who, by] =
    e.actor === 'PAYMENT'
      ? [t('event.paymentProvider'), t('event.paymentProviderBy')]
      : e.actor === 'SYSTEM' || e.actor === 'ADMIN'
        ? // A service order's own moves (issue 62): the scheduler, or the console deciding a dispute.
          [t('event.platform'), t('event.platformBy')]
        : e.actor === role
          ? [t('event.you'), t('event.you')]
          : e.actor === 'LAWYER'
            ? [t('event.atty', { name: lawyerName }), t('event.attyBy', { name: lawyerName })]
            : [t('event.person', { name: clientName }), t('event.personBy', { name: clientName })];
  const v = { who, by, actor: e.actor === role ? 'you' : 'other', revision: e.revision, note: e.note ?? '' };
  switch (e.kind) {
    case 'created':
      return t('event.created', v);
    case 'edited':
      return t('event.edited', v);
    case 'proposed':
      return t(e.revision > 1 ? 'event.proposedRevision' : 'event.proposed', v);
    case 'revised':
      return t(e.note ? 'event.revisedNote' : 'event.revised', v);
    case 'withdrawn':
      return t('event.withdrawn', v);
    case 'accepted':
      return t('event.accepted', v);
    case 'rejected':
      return t(e.note ? 'event.rejectedNote' : 'event.rejected', v);
    case 'payment-cancelled':
      return t('event.paymentCancelled', v);
    case 'payment-failed':
      return t(e.note ? 'event.paymentFailedNote' : 'event.paymentFailed', v);
    case 'paid':
      return t('event.paid');
    case 'lawyer-completed':
      return t('event.lawyerCompleted', v);
    case 'completed':
      return t('event.completed', v);
    case 'service-offered':
      return t('event.serviceOffered', v);
    case 'service-paid':
      return t('event.servicePaid', v);
    case 'service-payment-failed':
      return t('event.servicePaymentFailed', v);
    case 'meeting-added':
      return t('event.meetingAdded', v);
    case 'letter-prepared':
      return t('event.letterPrepared', v);
    case 'letter-signed':
      return t('event.letterSigned', v);
    case 'letter-countersigned':
      return t('event.letterCountersigned', v);
    case 'letter-voided': {
      // note: "<version>|<reason>" (lib/server/work-items/letters/void-letters.ts).
      const [version, reason] = (e.note ?? '').split('|');
      return t('event.letterVoided', { note: version, reason: t(`event.letterVoid${reason}`) });
    }
    case 'ordered':
      return t('event.ordered', v);
    case 'service-revision-asked':
      return t('event.revisionAsked', v);
    case 'order-closed':
      return t('event.orderClosed');
    case 'order-cancelled':
      return t('event.orderCancelled');
    case 'meeting-scheduled':
      return t('event.meetingScheduled', { ...v, note: e.note?.split('|')[0] ?? t('event.anIncludedMeeting') });
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
export function nextStepText(
  t: Translate,
  w: Pick<WorkItemSummaryDto, 'status' | 'role' | 'lawyer_completed_at'> & Partial<Pick<WorkItemSummaryDto, 'proposal_expired'>>,
): string {
  const side = w.role === 'CUSTOMER' ? 'Client' : 'Lawyer';
  switch (w.status) {
    case 'DRAFT':
      return t('next.draft');
    case 'PROPOSAL':
      // The server says whether its time is over (lib/rules/proposal-expiry.ts, issue 57 item 11).
      return w.proposal_expired ? t(`next.expired${side}`, { days: PROPOSAL_VALID_DAYS }) : t(`next.proposal${side}`);
    case 'PAYMENT_PENDING':
      return t(`next.pending${side}`);
    case 'PAID':
      return t(w.lawyer_completed_at ? `next.done${side}` : `next.paid${side}`);
    case 'COMPLETED':
      return t('next.completed');
    case 'REJECTED':
      return t(`next.rejected${side}`);
  }
}

/**
 * Spec §4: "When the lawyer completes an item it becomes COMPLETED locally" — the lawyer sees their
 * completed work as COMPLETED while the server keeps PAID until the client confirms.
 */
export function displayStatus(w: Pick<WorkItemSummaryDto, 'status' | 'role' | 'lawyer_completed_at'>): WorkItemStatus {
  return w.role === 'LAWYER' && w.status === 'PAID' && w.lawyer_completed_at ? 'COMPLETED' : w.status;
}

/** The caption of a list of times: "Times shown in GMT+8, Asia/Manila"; in Filipino "oras sa Pilipinas" for Manila. */
export function timesShownText(t: Translate, zone: string, locale: Locale): string {
  return locale === 'fil' && zone === 'Asia/Manila'
    ? t('detail.timesShownInManila', { zone: zoneLabel(zone) })
    : t('detail.timesShownIn', { zone: zoneLabel(zone) });
}
