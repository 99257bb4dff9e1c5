import 'server-only';
import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/server/http/errors';
import { parseSignedEvent } from './parse-event';
import type { CheckoutInput, CheckoutSession, PaymentEvent, PaymentProvider } from './types';
import { env } from '@/lib/server/env';

export const PAYMONGO_METHODS = ['card', 'gcash', 'paymaya', 'grab_pay', 'qrph'];

/** PayMongo Checkout Sessions (PAYMONGO_SECRET_KEY, PAYMONGO_WEBHOOK_SECRET). */
export class PaymongoProvider implements PaymentProvider {
  readonly name = 'PAYMONGO' as const;

  constructor(
    private readonly secretKey: string,
    private readonly webhookSecret: string | undefined,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
    const response = await this.fetchImpl(`${env().PAYMONGO_API_URL}/v1/checkout_sessions`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`,
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
    const body = (await response.json().catch(() => undefined)) as { data?: { id?: string; attributes?: { checkout_url?: string } } } | undefined;
    if (!response.ok || !body?.data?.id || !body.data.attributes?.checkout_url) {
      // The spec's 422: the payment method (provider) cannot take the payment right now.
      throw new AppError('UNPROCESSABLE', 'This payment method is currently unavailable. Please try a different one.', { key: 'PAYMENT_UNAVAILABLE' });
    }
    return { sessionId: body.data.id, checkoutUrl: body.data.attributes.checkout_url };
  }

  parseWebhook(rawBody: string, headers: Headers): PaymentEvent {
    // A live key takes live events only; a test key takes test events only.
    return parseSignedEvent(rawBody, headers, this.webhookSecret, { allowLive: this.secretKey.startsWith('sk_live_') });
  }
}
