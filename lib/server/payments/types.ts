import 'server-only';
import type { Db } from '@/lib/db';
import type { RefundStatus } from '@/lib/dto/refund';

export type ProviderName = 'SANDBOX' | 'PAYMONGO';

export type CheckoutInput = {
  /** Our payments.id, sent as reference_number and echoed back in the webhook. */
  reference: string;
  amountCentavos: number;
  lineItemName: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  /** When our hold on the slot ends; the sandbox closes its checkout then (PayMongo keeps its own expiry). */
  expiresAt: Date;
};

export type CheckoutSession = { sessionId: string; checkoutUrl: string };

/** The part of a provider webhook our processing needs, in PayMongo's vocabulary. */
export type PaymentEvent = {
  eventId: string;
  type: string;
  livemode: boolean;
  sessionId: string | undefined;
  reference: string | undefined;
  paymentId: string | undefined;
  amountCentavos: number | undefined;
  currency: string | undefined;
  method: string | undefined;
  /** The refunds a refund event reports (absent on checkout and payment events). */
  refunds?: ProviderRefund[];
  raw: unknown;
};

/** A refund as the provider reports it (PayMongo's Refund resource; `processing` reads as pending). */
export type ProviderRefund = {
  refundId: string;
  paymentId: string | undefined;
  amountCentavos: number;
  status: RefundStatus;
  /** Our refunds.id, sent as metadata.refund_id: matches an answer that outran our record of refundId. */
  reference: string | undefined;
};

/** PayMongo's refund reasons (POST /v1/refunds `reason`). */
export type ProviderRefundReason = 'duplicate' | 'fraudulent' | 'requested_by_customer' | 'others';

export type RefundInput = {
  /** Our refunds.id. */
  reference: string;
  /** The provider's id of the payment to refund (payments.provider_payment_id). */
  paymentId: string;
  amountCentavos: number;
  reason: ProviderRefundReason;
  /** At most 255 characters (PayMongo's limit). */
  notes: string;
  /** The same for every attempt of one refund: a retry after a lost answer gets the first refund back. */
  idempotencyKey: string;
};

/** The provider took the refund (in whatever state), or refused it for good (a 4xx that asking again cannot change). */
export type RefundAnswer = { state: 'created'; refund: ProviderRefund } | { state: 'refused'; message: string };

/** A payment the provider reports on a checkout, in the units of a webhook event. */
type ProviderPayment = {
  paymentId: string | undefined;
  amountCentavos: number;
  currency: string;
  method: string | undefined;
  livemode: boolean;
  raw: unknown;
};

/**
 * What the provider says about a checkout when asked (the reconciliation job): paid; failed for good
 * (the sandbox's Fail; a PayMongo checkout stays open after a failed attempt); expired unpaid; still
 * open; or unknown to it.
 */
export type CheckoutStatus =
  | ({ state: 'paid' } & ProviderPayment)
  | ({ state: 'failed' } & ProviderPayment)
  | { state: 'expired' }
  | { state: 'open' }
  | { state: 'unknown' };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Network call: never call it inside a database transaction. */
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /**
   * Only a provider that keeps its checkouts in our own database (the sandbox): opens the checkout
   * inside the caller's transaction, so a booking commits once instead of three times.
   */
  createCheckoutInTransaction?(tx: Db, input: CheckoutInput): Promise<CheckoutSession>;
  /** Verifies the signature over the raw body and parses the event; throws AppError on anything off. */
  parseWebhook(rawBody: string, headers: Headers): PaymentEvent;
  /** Asks the provider about one checkout. A network call: never inside a database transaction. */
  retrieveCheckout(sessionId: string): Promise<CheckoutStatus>;
  /**
   * Asks the provider to refund (part of) a payment. A network call: never inside a database
   * transaction. Throws when the answer is unknown (network, timeout, 5xx, 429): send it again with
   * the same idempotency key.
   */
  createRefund(input: RefundInput): Promise<RefundAnswer>;
  /** Asks about one refund (null: the provider has none by that id). Throws on a network or provider error. */
  retrieveRefund(refundId: string): Promise<ProviderRefund | null>;
}
