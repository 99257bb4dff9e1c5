import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '@/lib/server/platform/http/errors';
import { cardSourceSchema, methodOfPayment, parseSignedEvent, refundResourceSchema, toProviderRefund } from './parse-event';
import type {
  CheckoutInput,
  CheckoutSession,
  CheckoutStatus,
  PaymentEvent,
  PaymentProvider,
  ProviderRefund,
  RefundAnswer,
  RefundInput,
} from './types';
import { env } from '@/lib/server/env';

// GET /v1/checkout_sessions/{id}: only what reconciliation reads is required.
const sessionSchema = z.object({
  data: z.object({
    id: z.string(),
    attributes: z
      .object({
        status: z.string().nullish(),
        livemode: z.boolean().nullish(),
        payment_method_used: z.string().nullish(),
        payments: z
          .array(
            z.object({
              id: z.string(),
              attributes: z
                .object({ status: z.string(), amount: z.number().int(), currency: z.string(), source: cardSourceSchema })
                .passthrough(),
            }),
          )
          .nullish(),
      })
      .passthrough(),
  }),
});

/**
 * Cards issued abroad (issue 63 item 3; the reference marked it *check*): PayMongo takes Visa and
 * Mastercard credit, debit and prepaid cards "from customers in the Philippines and internationally"
 * through the same `card` method (https://developers.paymongo.com/docs/payment-acceptance-cards), so
 * nothing changes here: a visitor abroad chooses Card. We charge in PHP; the card's bank converts.
 * Charging in USD instead is a separate feature PayMongo enables per account on request ("USD Card
 * Acceptance", https://developers.paymongo.com/docs/payment-acceptance-usd-card-acceptance), which we
 * do not use: one currency keeps refunds, fees and payouts in pesos. A foreign card costs the merchant
 * 1% more (https://developers.paymongo.com/docs/payment-acceptance-pass-on-fees); we do not pass it on.
 * Which card was foreign: the payment's `source.country` (methodOfPayment in ./parse-event.ts).
 */
const PAYMONGO_METHODS = ['card', 'gcash', 'paymaya', 'grab_pay', 'qrph'];

/** PayMongo Checkout Sessions (PAYMONGO_SECRET_KEY, PAYMONGO_WEBHOOK_SECRET). */
export class PaymongoProvider implements PaymentProvider {
  readonly name = 'PAYMONGO' as const;

  constructor(
    private readonly secretKey: string,
    private readonly webhookSecret: string | undefined,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private get authorization(): string {
    return `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`;
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
    const response = await this.fetchImpl(`${env().PAYMONGO_API_URL}/v1/checkout_sessions`, {
      method: 'POST',
      headers: {
        Authorization: this.authorization,
        'Content-Type': 'application/json',
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify({
        data: {
          attributes: {
            line_items: [{ name: input.lineItemName, amount: input.amountCentavos, currency: 'PHP', quantity: 1 }],
            payment_method_types: PAYMONGO_METHODS,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            description: input.description,
            reference_number: input.reference,
            metadata: input.metadata,
            send_email_receipt: true,
            show_description: true,
            show_line_items: true,
          },
        },
      }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => undefined)) as
      { data?: { id?: string; attributes?: { checkout_url?: string } } } | undefined;
    if (!response.ok || !body?.data?.id || !body.data.attributes?.checkout_url) {
      // The spec's 422: the payment method (provider) cannot take the payment right now.
      throw new AppError('UNPROCESSABLE', 'common.paymentUnavailable', {
        key: 'PAYMENT_UNAVAILABLE',
      });
    }
    return { sessionId: body.data.id, checkoutUrl: body.data.attributes.checkout_url };
  }

  /**
   * Retrieves the checkout session. A paid payment on it wins; otherwise an `expired` session is
   * final; anything else is still open (a failed attempt leaves the session open for another try).
   * Throws on a network or provider error: the job asks again on its next round.
   */
  async retrieveCheckout(sessionId: string): Promise<CheckoutStatus> {
    const response = await this.fetchImpl(`${env().PAYMONGO_API_URL}/v1/checkout_sessions/${encodeURIComponent(sessionId)}`, {
      headers: { Authorization: this.authorization, Accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
    if (response.status === 404) return { state: 'unknown' };
    if (!response.ok) throw new Error(`PayMongo answered ${response.status} for checkout session ${sessionId}`);
    const raw: unknown = await response.json();
    const { data } = sessionSchema.parse(raw);
    const paid = data.attributes.payments?.find((p) => p.attributes.status === 'paid');
    if (paid) {
      return {
        state: 'paid',
        paymentId: paid.id,
        amountCentavos: paid.attributes.amount,
        currency: paid.attributes.currency,
        method: methodOfPayment(data.attributes.payment_method_used, paid.attributes.source),
        livemode: data.attributes.livemode ?? this.secretKey.startsWith('sk_live_'),
        raw,
      };
    }
    return data.attributes.status === 'expired' ? { state: 'expired' } : { state: 'open' };
  }

  /**
   * POST /v1/refunds under the refund's own Idempotency-Key (PayMongo keeps a key's first answer
   * for 24 hours and replays it), our refund id in the metadata. A 400, 404 or 422 is PayMongo's
   * final word (an amount above what is left, a payment that cannot be refunded); anything else
   * (network, timeout, 401/403 of a misconfigured key, 409 of a concurrent retry, 429, 5xx) throws,
   * and the same request is sent again later. `amount` is the refund's own (centavos): PayMongo's Create a
   * Refund (https://developers.paymongo.com/reference/create-a-refund) takes any amount up to what is left of
   * the payment, so a part (an admin's PARTIAL dispute decision, lib/server/payments/refunds/partial-refund.ts) is the
   * same request with a smaller amount; the sandbox (sandbox-refunds.ts) refuses only more than is left.
   */
  async createRefund(input: RefundInput): Promise<RefundAnswer> {
    const response = await this.fetchImpl(`${env().PAYMONGO_API_URL}/v1/refunds`, {
      method: 'POST',
      headers: {
        Authorization: this.authorization,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': input.idempotencyKey,
      },
      body: JSON.stringify({
        data: {
          attributes: {
            amount: input.amountCentavos,
            payment_id: input.paymentId,
            reason: input.reason,
            notes: input.notes.slice(0, 255),
            metadata: { refund_id: input.reference },
          },
        },
      }),
      signal: AbortSignal.timeout(15_000),
    });
    const raw: unknown = await response.json().catch(() => undefined);
    if (response.ok) return { state: 'created', refund: toProviderRefund(refundResourceSchema.parse(raw).data, input.paymentId) };
    if ([400, 404, 422].includes(response.status))
      return { state: 'refused', message: paymongoError(raw) ?? `PayMongo refused the refund (${response.status}).` };
    throw new Error(`PayMongo answered ${response.status} to a refund of ${input.paymentId}`);
  }

  /** GET /v1/refunds/{id}; null when PayMongo has no such refund. */
  async retrieveRefund(refundId: string): Promise<ProviderRefund | null> {
    const response = await this.fetchImpl(`${env().PAYMONGO_API_URL}/v1/refunds/${encodeURIComponent(refundId)}`, {
      headers: { Authorization: this.authorization, Accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`PayMongo answered ${response.status} for refund ${refundId}`);
    return toProviderRefund(refundResourceSchema.parse(await response.json()).data);
  }

  parseWebhook(rawBody: string, headers: Headers): PaymentEvent {
    // A live key takes live events only; a test key takes test events only.
    return parseSignedEvent(rawBody, headers, this.webhookSecret, { allowLive: this.secretKey.startsWith('sk_live_') });
  }
}

/** The first error's words in PayMongo's error envelope ({ errors: [{ code, detail }] }). */
function paymongoError(raw: unknown): string | undefined {
  const first = (raw as { errors?: { detail?: unknown; code?: unknown }[] } | undefined)?.errors?.[0];
  const text = typeof first?.detail === 'string' ? first.detail : typeof first?.code === 'string' ? first.code : undefined;
  return text?.slice(0, 500);
}
