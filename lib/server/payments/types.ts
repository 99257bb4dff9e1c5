import 'server-only';

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
  raw: unknown;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Network call: never call it inside a database transaction. */
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /** Verifies the signature over the raw body and parses the event; throws AppError on anything off. */
  parseWebhook(rawBody: string, headers: Headers): PaymentEvent;
}
