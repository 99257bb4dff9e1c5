import 'server-only';
import { randomBytes } from 'node:crypto';
import { appUrl } from '@/lib/config/app';
import type { Db } from '@/lib/db';
import { parseSignedEvent } from './parse-event';
import { sandboxWebhookSecret } from './sandbox-events';
import { openSandboxRefund, readSandboxRefund } from './sandbox-refunds';
import { openSandboxSession, readSandboxSession } from './sandbox-sessions';
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

/**
 * The built-in stand-in for PayMongo: its hosted checkout is a page of this app, and it reports the
 * outcome with a signed webhook in PayMongo's envelope, through the same processing path. It keeps
 * its own books of its checkouts (sandbox-sessions.ts) and refunds (sandbox-refunds.ts), so it can
 * also be asked about one.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'SANDBOX' as const;

  createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
    return this.createCheckoutInTransaction(undefined, input);
  }

  async createCheckoutInTransaction(tx: Db | undefined, input: CheckoutInput): Promise<CheckoutSession> {
    const sessionId = `cs_sbx_${randomBytes(12).toString('hex')}`;
    await openSandboxSession(sessionId, input, tx);
    return { sessionId, checkoutUrl: `${appUrl()}/checkout/sandbox/${sessionId}` };
  }

  retrieveCheckout(sessionId: string): Promise<CheckoutStatus> {
    return readSandboxSession(sessionId);
  }

  createRefund(input: RefundInput): Promise<RefundAnswer> {
    return openSandboxRefund(input);
  }

  retrieveRefund(refundId: string): Promise<ProviderRefund | null> {
    return readSandboxRefund(refundId);
  }

  parseWebhook(rawBody: string, headers: Headers): PaymentEvent {
    return parseSignedEvent(rawBody, headers, sandboxWebhookSecret(), { allowLive: false });
  }
}
