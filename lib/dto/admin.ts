/** Wire types of the admin console (/api/v1/admin/*): what its handlers return and its pages read. */

export type AdminPage<T> = { results: T[]; page: number; hasMore: boolean; total: number };

type VerificationStatus = 'PENDING' | 'VERIFIED' | 'REJECTED';

export type VerificationQueueItem = {
  _id: string;
  name: string;
  email: string;
  roll_number: string;
  ibp_number: string;
  verification_status: VerificationStatus;
  ibp_verified: boolean;
  ibp_verified_at: string | null;
  /** When the documents under review were sent (sign-up or re-upload). */
  submitted_at: string;
  /** The reason given at the last rejection (what the lawyer was asked to fix). */
  verification_note: string | null;
  /** Private document URLs, served to admins only (each view is written to the audit log). */
  ibp_id_url: string | null;
  government_id_url: string | null;
  /** A year since the last verification: a current IBP ID is due. */
  renewal_due: boolean;
  /** Another lawyer account already uses this roll number. */
  duplicate_roll_number: boolean;
  signed_up_at: string;
};

export type VerificationDecisionResult = { _id: string; verification_status: VerificationStatus; ibp_verified: boolean };

export type ReportTargetKind = 'review' | 'lawyer' | 'notary';

export type ModerationTarget = {
  kind: ReportTargetKind;
  _id: string;
  /** What an admin needs to judge it: the review's text, or the profile's name. */
  title: string;
  detail: string | null;
  /** The public page it appears on (the lawyer's profile for a review). */
  url: string | null;
  hidden: boolean;
  hidden_reason: string | null;
  hidden_at: string | null;
  created_at: string;
};

export type ReportItem = {
  _id: string;
  status: 'OPEN' | 'ACTIONED' | 'DISMISSED';
  reason: string;
  reporter: { _id: string; name: string; type: 'CUSTOMER' | 'LAWYER' };
  target: ModerationTarget | null;
  /** Open reports on the same target, this one included. */
  open_on_target: number;
  resolution: string | null;
  resolved_at: string | null;
  created_at: string;
};

export type ModerationResult = { kind: ReportTargetKind; _id: string; hidden: boolean; reports_closed: number };

export type AdminPayment = {
  _id: string;
  /** The short reference the client quotes ("ABG-7K3Q-9M2X"): on their receipt, e-mails and meeting page. */
  reference: string;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'EXPIRED' | 'REFUND_REQUIRED' | 'REFUNDED';
  amount: number;
  currency: string;
  provider: 'SANDBOX' | 'PAYMONGO';
  description: string;
  method: string | null;
  customer: { _id: string; name: string; email: string };
  lawyer: { _id: string; name: string };
  meeting_id: string | null;
  work_item_id: string | null;
  provider_payment_id: string | null;
  paid_at: string | null;
  refunded_at: string | null;
  refund_reference: string | null;
  /** Its latest refund: where it stands at the provider, and why it failed if it did. */
  refund: {
    _id: string;
    status: 'pending' | 'succeeded' | 'failed';
    reason: string;
    method: 'provider' | 'manual';
    failure_reason: string | null;
    created_at: string;
  } | null;
  /** A payout batch has taken it: it can no longer be refunded. */
  in_payout: boolean;
  /** Its meeting's status (an unsettled consultation is refunded by cancelling it). */
  meeting_status: string | null;
  created_at: string;
};

type PaymentDayTotal = {
  /** Manila calendar day, YYYY-MM-DD. */
  day: string;
  paid_count: number;
  paid_amount: number;
  refunded_count: number;
  refunded_amount: number;
  refund_required_count: number;
  refund_required_amount: number;
};

export type PaymentTotals = { days: PaymentDayTotal[]; counts: Record<AdminPayment['status'], number> };

export type AdminEmail = {
  _id: string;
  to: string;
  subject: string;
  status: 'QUEUED' | 'SENT' | 'FAILED';
  error: string | null;
  attempts: number;
  created_at: string;
  sent_at: string | null;
};

export type AuditEntryDto = {
  _id: string;
  actor: { _id: string; name: string; email: string } | null;
  action: string;
  target_type: string;
  target_id: string;
  reason: string | null;
  metadata: Record<string, unknown>;
  created_at: string;
};

export type AdminOverview = {
  pending_verifications: number;
  renewals_due: number;
  open_reports: number;
  /** Payments owed back whose refund the provider could not make: to be sent by hand. */
  refunds_required: number;
  failed_emails: number;
};
