import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/server/env';
import type { SandboxMethod } from '@/lib/validation/payments';
import { signatureHeader } from './paymongo-signature';

// The sandbox's webhooks: the signing secret, PayMongo's event envelope and the delivery. Apart from
// the provider class so its books (sandbox-refunds.ts, sandbox-sessions.ts) send events without an
// import cycle.

/**
 * The secret the sandbox signs its webhooks with: SANDBOX_WEBHOOK_SECRET, else one generated on first
 * use and kept in DATA_DIR so every restart (and every instance sharing the folder) agrees on it.
 */
export function sandboxWebhookSecret(): string {
  const { SANDBOX_WEBHOOK_SECRET, DATA_DIR } = env();
  if (SANDBOX_WEBHOOK_SECRET) return SANDBOX_WEBHOOK_SECRET;
  const file = path.join(DATA_DIR, '.sandbox-webhook-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = `whsk_${randomBytes(24).toString('hex')}`;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

/** A PayMongo event envelope (a fresh `evt_sbx_` id, test mode, stamped now) around the resource it is about. */
export function sandboxEvent(type: string, resource: { id: string; type: string; attributes: Record<string, unknown> }) {
  return {
    data: {
      id: `evt_sbx_${randomBytes(12).toString('hex')}`,
      type: 'event',
      attributes: { type, livemode: false, created_at: Math.floor(Date.now() / 1000), data: resource },
    },
  };
}

/**
 * What PayMongo reports for a method chosen on the sandbox page: a card, issued here or abroad, is
 * `card` with the card's country on the payment's `source` (a test Visa; the abroad one from the UAE).
 */
function reported(method: SandboxMethod): { used: string; source?: Record<string, string> } {
  if (method === 'card') return { used: 'card', source: { type: 'card', brand: 'visa', country: 'PH', last4: '4345' } };
  if (method === 'card_abroad') return { used: 'card', source: { type: 'card', brand: 'visa', country: 'AE', last4: '4242' } };
  return { used: method };
}

/** The event the sandbox sends for a finished checkout, shaped exactly like PayMongo's. */
export function buildSandboxEvent(options: {
  outcome: 'paid' | 'failed';
  sessionId: string;
  reference: string;
  amountCentavos: number;
  method: SandboxMethod;
  metadata: Record<string, string>;
}) {
  const { used, source } = reported(options.method);
  return sandboxEvent(options.outcome === 'paid' ? 'checkout_session.payment.paid' : 'payment.failed', {
    id: options.sessionId,
    type: 'checkout_session',
    attributes: {
      reference_number: options.reference,
      metadata: options.metadata,
      payment_method_used: used,
      payments: [
        {
          id: `pay_sbx_${randomBytes(12).toString('hex')}`,
          type: 'payment',
          attributes: { status: options.outcome, amount: options.amountCentavos, currency: 'PHP', ...(source ? { source } : {}) },
        },
      ],
    },
  });
}

/** Delivers a sandbox event to our own webhook endpoint over HTTP, signed, as PayMongo would. */
export async function deliverSandboxWebhook(origin: string, event: unknown): Promise<Response> {
  const rawBody = JSON.stringify(event);
  return fetch(`${origin}/api/v1/payments/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Paymongo-Signature': signatureHeader(sandboxWebhookSecret(), rawBody, false) },
    body: rawBody,
    signal: AbortSignal.timeout(30_000),
  });
}
