import 'server-only';
import { processPaymentEvent, type ProcessResult } from './process-payment-event';
import type { PaymentEvent, ProviderName } from '@/lib/server/payments/types';

/**
 * The one path by which a provider's word about a payment changes anything, whether it came as a
 * webhook or as the reconciliation job's answer: the event is applied exactly once
 * (processPaymentEvent). What follows the one application that confirmed a meeting, paid a work item
 * or granted a refund — the mails, texts and pushes, the refund sent to the provider — is the
 * outbox's, after the commit (lib/server/runtime/after-commit/handlers/payments.ts): the provider's call is
 * answered without waiting for a mail server.
 */
export async function applyPaymentEvent(provider: ProviderName, event: PaymentEvent): Promise<ProcessResult> {
  return processPaymentEvent(provider, event);
}
