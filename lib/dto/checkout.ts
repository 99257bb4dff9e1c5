// The checkout page and GET payments/checkout: the payment state read from our database.

export type CheckoutState = 'paid' | 'pending' | 'failed' | 'expired' | 'cancelled' | 'refund';

export type CheckoutSummary = {
  meeting_id: string;
  payment_id: string;
  session_id: string | null;
  provider: 'SANDBOX' | 'PAYMONGO';
  state: CheckoutState;
  amount: number;
  method: string | null;
  description: string;
  checkout_url: string | null;
  hold_expires_at: string | null;
  start_time: string;
  duration: number;
  call_type: 'VIDEO' | 'PHONE';
  subject: string;
  lawyer: { _id: string; display_name: string; picture_url: string | null; timezone: string };
};
