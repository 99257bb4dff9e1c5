import { pgEnum } from 'drizzle-orm/pg-core';

export const userType = pgEnum('user_type', ['CUSTOMER', 'LAWYER']);
export const authTokenKind = pgEnum('auth_token_kind', [
  'VERIFY_EMAIL',
  'RESET_PASSWORD',
  'VERIFY_IBP',
  'SIGN_IN_LINK',
  'CONFIRM_DELETION',
]);
export const verificationStatus = pgEnum('verification_status', ['PENDING', 'VERIFIED', 'REJECTED']);
export const callType = pgEnum('call_type', ['VIDEO', 'PHONE']);
/**
 * PAYMENT_PENDING holds the slot until hold_expires_at; CONFIRMED is paid. The three "active" statuses
 * occupy the lawyer's time (see the time_holds trigger in the custom migration).
 */
export const meetingStatus = pgEnum('meeting_status', [
  'PAYMENT_PENDING',
  'CONFIRMED',
  'COMPLETED',
  'CANCELLED',
  'EXPIRED',
  'PAYMENT_FAILED',
]);
export const ACTIVE_MEETING_STATUSES = ['PAYMENT_PENDING', 'CONFIRMED', 'COMPLETED'] as const;
/**
 * What the call's attendance showed once its join window closed (lib/server/meetings/settlement-policy.ts),
 * or at a client's no-show claim. Without the lawyer (LAWYER_NO_SHOW, NOBODY_ATTENDED) the meeting is
 * cancelled with a refund and its review counts for nothing (LAWYER_ABSENT_OUTCOMES).
 */
export const meetingOutcome = pgEnum('meeting_outcome', ['ATTENDED', 'CLIENT_NO_SHOW', 'LAWYER_NO_SHOW', 'NOBODY_ATTENDED']);
export const LAWYER_ABSENT_OUTCOMES = ['LAWYER_NO_SHOW', 'NOBODY_ATTENDED'] as const;
export const paymentStatus = pgEnum('payment_status', ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED', 'REFUND_REQUIRED', 'REFUNDED']);
export const paymentProvider = pgEnum('payment_provider', ['SANDBOX', 'PAYMONGO']);
export const workItemStatus = pgEnum('work_item_status', ['DRAFT', 'PROPOSAL', 'PAYMENT_PENDING', 'PAID', 'COMPLETED', 'REJECTED']);
export const additionalServiceStatus = pgEnum('additional_service_status', ['PROPOSED', 'PAYMENT_PENDING', 'PAID', 'CANCELLED']);
export const notificationIcon = pgEnum('notification_icon', ['meeting-comment', 'meeting-reminder', 'new-meeting', 'new-work-item']);
export const emailStatus = pgEnum('email_status', ['QUEUED', 'SENT', 'FAILED']);
export const fileVisibility = pgEnum('file_visibility', ['PUBLIC', 'PRIVATE']);
export const jobStatus = pgEnum('job_status', ['PENDING', 'RUNNING', 'DONE', 'FAILED']);
export const reportStatus = pgEnum('report_status', ['OPEN', 'ACTIONED', 'DISMISSED']);
export const reportTarget = pgEnum('report_target', ['review', 'lawyer', 'notary']);
