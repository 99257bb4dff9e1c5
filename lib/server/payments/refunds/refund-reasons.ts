import 'server-only';
import type { RefundReason } from '@/lib/dto/refund';
import type { CancelGround } from '@/lib/rules/cancellation';
import type { ProviderRefundReason } from '@/lib/server/payments/types';

/** The refund a cancellation ground grants (the grounds the policy refunds in full). */
export const GROUND_REFUND_REASON: Partial<Record<CancelGround, RefundReason>> = {
  CLIENT_EARLY: 'CLIENT_CANCELLED',
  LAWYER_CANCELLED: 'LAWYER_CANCELLED',
  LAWYER_NO_SHOW: 'LAWYER_NO_SHOW',
};

/** PayMongo's word for each of ours: only a client's own cancellation is "requested by customer". */
export const PROVIDER_REASON: Record<RefundReason, ProviderRefundReason> = {
  CLIENT_CANCELLED: 'requested_by_customer',
  LAWYER_CANCELLED: 'others',
  LAWYER_NO_SHOW: 'others',
  LATE_PAYMENT: 'others',
  ADMIN_DECISION: 'others',
  LEGACY: 'others',
  QUESTION_NOT_ANSWERED: 'others',
};

/** Said in the refund's notes at the provider and to the operations team. */
const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  CLIENT_CANCELLED: 'The client cancelled in time for a full refund',
  LAWYER_CANCELLED: 'The lawyer cancelled',
  LAWYER_NO_SHOW: 'The lawyer did not join the call',
  LATE_PAYMENT: 'Paid after the booking or offer had closed',
  ADMIN_DECISION: "The operations team's decision",
  LEGACY: 'Owed back before refunds went through the provider',
  QUESTION_NOT_ANSWERED: 'The written question was not taken or not answered in time',
};

/** The provider's notes (at most 255 characters): why, and our ids to find it again. */
export function refundNotes(reason: RefundReason, ids: { refundId: string; paymentId: string }): string {
  return `${REFUND_REASON_TEXT[reason]}. Abogado refund ${ids.refundId}, payment ${ids.paymentId}.`.slice(0, 255);
}
