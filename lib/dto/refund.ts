// Refund and payout wire types: the meeting page's refund line, the lawyer's statement, the admin's batches.

/** Where a refund stands at the provider (PayMongo's `processing` is still `pending` here). */
const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Why money goes back, as the policy names it: a client's cancellation in time, a lawyer's
 * cancellation, a lawyer no-show (claimed or settled), money that arrived for an attempt already
 * closed, an admin's decision; LEGACY marks refunds flagged before they went through the provider.
 */
const REFUND_REASONS = ['CLIENT_CANCELLED', 'LAWYER_CANCELLED', 'LAWYER_NO_SHOW', 'LATE_PAYMENT', 'ADMIN_DECISION', 'LEGACY'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The latest refund of a meeting's payment, as its page shows it. */
export type MeetingRefundDto = {
  status: RefundStatus;
  amount: number;
  requested_at: string;
  settled_at: string | null;
  /** The provider's refund id, or the reference of a refund the team sent by hand. */
  reference: string | null;
};

/**
 * Where a paid item's money stands for the lawyer: held (the policy may still refund it), owed
 * (payable, in no batch yet), in_batch (in a payout batch not yet paid), paid (with the batch's date
 * and bank reference); refunding / refunded when it goes back to the client.
 */
export type PayoutState = 'held' | 'owed' | 'in_batch' | 'paid' | 'refunding' | 'refunded';

export type StatementEntry = {
  _id: string;
  kind: 'meeting' | 'work-item' | 'additional-service';
  /** What it was: "Consultation with Juan Cruz, 3 Dec", "Engagement: …". */
  item: string;
  /** The payment's own description (kept for the client's receipt). */
  description: string;
  client: { _id: string; name: string };
  method: string | null;
  paid_at: string;
  gross: number;
  fee: number;
  refunded: number;
  net: number;
  payout: { state: PayoutState; batch_id: string | null; paid_at: string | null; reference: string | null };
  meeting_id: string | null;
  work_item_id: string | null;
};

export type StatementTotals = {
  gross: number;
  fee: number;
  refunded: number;
  /** gross − fee of the money kept (status PAID). */
  net: number;
  paid_out: number;
  in_batch: number;
  owed: number;
  held: number;
  refunding: number;
};

export type PayoutBatchDto = {
  _id: string;
  status: 'OPEN' | 'PAID';
  total: number;
  lawyers: number;
  items: number;
  created_at: string;
  created_by: { _id: string; name: string } | null;
  paid_at: string | null;
  bank_reference: string | null;
};

/** What the platform owes one lawyer now (payable, in no batch), and whether the bank can be told where. */
export type OwedLawyerDto = {
  lawyer: { _id: string; name: string; email: string };
  items: number;
  gross: number;
  fee: number;
  net: number;
  has_banking_info: boolean;
};

export type PayoutsOverviewDto = {
  owed: OwedLawyerDto[];
  batches: { results: PayoutBatchDto[]; page: number; hasMore: boolean; total: number };
};
