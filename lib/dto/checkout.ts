// The checkout page and GET payments/checkout: the payment state read from our database.

export type CheckoutState = 'paid' | 'pending' | 'failed' | 'expired' | 'cancelled' | 'refund';

/** What is paid for: a consultation, an engagement's fee, or one of its additional services. */
export type CheckoutKind = 'meeting' | 'work-item' | 'additional-service';

export type CheckoutSummary = {
  kind: CheckoutKind;
  meeting_id: string | null;
  work_item_id: string | null;
  additional_service_id: string | null;
  payment_id: string;
  /** The short reference the client quotes ("ABG-7K3Q-9M2X"), on every receipt and e-mail. */
  reference: string;
  /** The fee model in one sentence, at the server's rate (feeModelNote). */
  fee_note: string;
  /** The PDF receipt of a paid consultation (null before payment and for engagements). */
  receipt_url: string | null;
  session_id: string | null;
  provider: 'SANDBOX' | 'PAYMONGO';
  state: CheckoutState;
  amount: number;
  method: string | null;
  /** When the provider reported the payment (null until paid). */
  paid_at: string | null;
  description: string;
  checkout_url: string | null;
  hold_expires_at: string | null;
  /** The consultation's time (meetings only). */
  start_time: string | null;
  duration: number | null;
  call_type: 'VIDEO' | 'PHONE' | null;
  /** The meeting's case summary, or the engagement's (or service's) title. */
  subject: string;
  /** The engagement an additional service belongs to. */
  work_item_title: string | null;
  /** Our page for this payment's state: /checkout?meeting={id} or /checkout?payment={id}. */
  summary_path: string;
  lawyer: { _id: string; display_name: string; picture_url: string | null; timezone: string };
};
