import 'server-only';
import { parseJsonText } from '@/lib/server/http/body';
import { z } from 'zod';
import { AppError } from '@/lib/server/http/errors';
import { verifySignature } from './paymongo-signature';
import type { PaymentEvent } from './types';

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
          attributes: z
            .object({
              reference_number: z.string().max(200).nullish(),
              payment_method_used: z.string().max(100).nullish(),
              metadata: z.record(z.string(), z.unknown()).nullish(),
              payments: z
                .array(z.object({ id: z.string().max(200), attributes: z.object({ status: z.string().optional(), amount: z.number().int(), currency: z.string().max(10) }) }))
                .nullish(),
            })
            .passthrough(),
        })
        .passthrough(),
    }),
  }),
});

/** Verifies `Paymongo-Signature` against the raw body, then parses the event. */
export function parseSignedEvent(rawBody: string, headers: Headers, secret: string | undefined, options: { allowLive: boolean }): PaymentEvent {
  if (!secret) throw new AppError('SERVICE_UNAVAILABLE', 'Webhook secret is not configured.');
  const header = headers.get('paymongo-signature');
  if (!header) throw new AppError('BAD_REQUEST', 'Missing signature.', { key: 'SIGNATURE_MISSING' });
  // The shared JSON rules (depth, NUL, prototype keys) hold for an unsigned body too.
  const json = parseJsonText(rawBody);
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'Unrecognised event.', { key: 'EVENT_INVALID' });
  const { data } = parsed.data;
  const livemode = data.attributes.livemode;
  if (livemode && !options.allowLive) throw new AppError('BAD_REQUEST', 'Live-mode event sent to a test-mode endpoint.', { key: 'LIVEMODE_MISMATCH' });
  if (!verifySignature({ header, rawBody, secret, livemode })) {
    throw new AppError('UNAUTHORIZED', 'Invalid signature.', { key: 'SIGNATURE_INVALID' });
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
    method: session.attributes.payment_method_used ?? undefined,
    raw: json,
  };
}
