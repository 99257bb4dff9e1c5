import 'server-only';
import { env } from '@/lib/server/env';
import { semaphoreSender } from './semaphore';

/** One text to send: E.164 number, the GSM-7 body, and whether it may not wait in the provider's queue. */
export type OutgoingSms = { to: string; body: string; priority: boolean };

/** What a provider said: accepted (its id) or refused (a short reason without the text). */
export type SmsSendResult = { ok: true; providerMessageId: string | null } | { ok: false; error: string };

/**
 * The SMS port. The one adapter that leaves the building is Semaphore (SEMAPHORE_API_KEY); without it
 * there is no sender and the recorded row is the message: it stays QUEUED in the outbox that
 * GET /api/v1/dev/sms shows, as mail stays in the outbox without SMTP.
 */
export type SmsSender = {
  name: 'semaphore';
  /** Whether the provider reaches this number at all (Semaphore: Philippine networks only). */
  reaches(e164: string): boolean;
  send(message: OutgoingSms): Promise<SmsSendResult>;
};

export function smsSender(): SmsSender | null {
  const { SEMAPHORE_API_KEY, SEMAPHORE_BASE_URL, SEMAPHORE_SENDER_NAME } = env();
  if (!SEMAPHORE_API_KEY) return null;
  return semaphoreSender({ apiKey: SEMAPHORE_API_KEY, baseUrl: SEMAPHORE_BASE_URL, senderName: SEMAPHORE_SENDER_NAME });
}

/** Whether texts leave the building (else the outbox is the end, and the dev outbox is open). */
export function isSmsProviderConfigured(): boolean {
  return Boolean(env().SEMAPHORE_API_KEY);
}
