import 'server-only';
import { parseJsonText } from '@/lib/server/platform/http/body';
import { z } from 'zod';
import { AppError } from '@/lib/server/platform/http/errors';
import { CARD_ABROAD } from '@/lib/format/receipt';
import { verifySignature } from './paymongo-signature';
import type { PaymentEvent, ProviderRefund } from './types';

// PayMongo's Refund resource, on its own (a `refund.*` event) or in a payment's `refunds` list.
const refundSchema = z.object({
  id: z.string().min(1).max(200),
  attributes: z
    .object({
      amount: z.number().int(),
      payment_id: z.string().max(200).nullish(),
      status: z.string().max(40),
      metadata: z.record(z.string(), z.unknown()).nullish(),
    })
    .passthrough(),
});

/** A payment's `source` as PayMongo reports it: for a card, its brand, last four digits and issuing country. */
export const cardSourceSchema = z
  .object({ type: z.string().max(40).optional(), country: z.string().max(10).nullish() })
  .passthrough()
  .nullish();

/**
 * The method we record for a payment (issue 63 item 3): PayMongo's `payment_method_used`, except that a
 * card issued outside the Philippines (its `source.country`) is CARD_ABROAD, so the receipt can say
 * what was charged. A card without a country stays `card`.
 */
export function methodOfPayment(used: string | null | undefined, source: z.infer<typeof cardSourceSchema>): string | undefined {
  if (!used) return undefined;
  const country = source?.country?.toUpperCase();
  return used === 'card' && country && country !== 'PH' ? CARD_ABROAD : used;
}

// The envelope PayMongo sends (and our sandbox mimics); only what we read is required.
const eventSchema = z.object({
  data: z.object({
    id: z.string().min(1).max(200),
    attributes: z.object({
      type: z.string().min(1).max(200),
      livemode: z.boolean(),
      data: z
        .object({
          id: z.string().max(200).optional(),
          type: z.string().max(60).optional(),
          attributes: z
            .object({
              reference_number: z.string().max(200).nullish(),
              payment_method_used: z.string().max(100).nullish(),
              metadata: z.record(z.string(), z.unknown()).nullish(),
              payments: z
                .array(
                  z.object({
                    id: z.string().max(200),
                    attributes: z.object({
                      status: z.string().optional(),
                      amount: z.number().int(),
                      currency: z.string().max(10),
                      source: cardSourceSchema,
                    }),
                  }),
                )
                .nullish(),
              refunds: z.array(refundSchema).max(100).nullish(),
            })
            .passthrough(),
        })
        .passthrough(),
    }),
  }),
});

/** Verifies `Paymongo-Signature` against the raw body, then parses the event. */
export function parseSignedEvent(
  rawBody: string,
  headers: Headers,
  secret: string | undefined,
  options: { allowLive: boolean },
): PaymentEvent {
  if (!secret) throw new AppError('SERVICE_UNAVAILABLE', 'payments.webhookSecretNotConfigured');
  const header = headers.get('paymongo-signature');
  if (!header) throw new AppError('BAD_REQUEST', 'payments.missingSignature', { key: 'SIGNATURE_MISSING' });
  // The shared JSON rules (depth, NUL, prototype keys) hold for an unsigned body too.
  const json = parseJsonText(rawBody);
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'payments.unrecognisedEvent', { key: 'EVENT_INVALID' });
  const { data } = parsed.data;
  const livemode = data.attributes.livemode;
  if (livemode && !options.allowLive) throw new AppError('BAD_REQUEST', 'payments.liveModeEventSent', { key: 'LIVEMODE_MISMATCH' });
  if (!verifySignature({ header, rawBody, secret, livemode })) {
    throw new AppError('UNAUTHORIZED', 'payments.invalidSignature', { key: 'SIGNATURE_INVALID' });
  }
  const session = data.attributes.data;
  const payment = session.attributes.payments?.[0];
  const metadata = session.attributes.metadata ?? {};
  const reference = session.attributes.reference_number ?? (typeof metadata.payment_id === 'string' ? metadata.payment_id : undefined);
  return {
    eventId: data.id,
    type: data.attributes.type,
    livemode,
    sessionId: session.id,
    reference: reference ?? undefined,
    paymentId: payment?.id,
    amountCentavos: payment?.attributes.amount,
    currency: payment?.attributes.currency,
    method: methodOfPayment(session.attributes.payment_method_used, payment?.attributes.source),
    refunds: isRefundEventType(data.attributes.type) ? eventRefunds(session) : undefined,
    raw: json,
  };
}

/**
 * PayMongo announces refunds as `payment.refunded` and `payment.refund.updated` (a Payment with its
 * `refunds`); a `refund.*` event carrying the Refund itself is read the same way.
 */
export function isRefundEventType(type: string): boolean {
  return type === 'payment.refunded' || type === 'payment.refund.updated' || type.startsWith('refund.');
}

function eventRefunds(resource: { id?: string; type?: string; attributes: Record<string, unknown> }): ProviderRefund[] {
  const list =
    resource.type === 'refund'
      ? [refundSchema.safeParse(resource).data].filter((r) => r !== undefined)
      : ((resource.attributes.refunds ?? []) as z.infer<typeof refundSchema>[]);
  return list.map((r) => toProviderRefund(r, resource.type === 'payment' ? resource.id : undefined));
}

/** One Refund resource in our terms: `processing` is still pending; anything unknown is pending too. */
export function toProviderRefund(r: z.infer<typeof refundSchema>, paymentId?: string): ProviderRefund {
  const status = r.attributes.status === 'succeeded' ? 'succeeded' : r.attributes.status === 'failed' ? 'failed' : 'pending';
  const reference = r.attributes.metadata?.refund_id;
  return {
    refundId: r.id,
    paymentId: r.attributes.payment_id ?? paymentId,
    amountCentavos: r.attributes.amount,
    status,
    reference: typeof reference === 'string' ? reference : undefined,
  };
}

export const refundResourceSchema = z.object({ data: refundSchema });
