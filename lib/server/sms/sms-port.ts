import 'server-only';
import { env } from '@/lib/server/env';
import { semaphoreSender } from './semaphore';
import type { SmsSender } from './sms-sender';

export type { SmsSender } from './sms-sender';

export function smsSender(): SmsSender | null {
  const { SEMAPHORE_API_KEY, SEMAPHORE_BASE_URL, SEMAPHORE_SENDER_NAME } = env();
  if (!SEMAPHORE_API_KEY) return null;
  return semaphoreSender({ apiKey: SEMAPHORE_API_KEY, baseUrl: SEMAPHORE_BASE_URL, senderName: SEMAPHORE_SENDER_NAME });
}

/** Whether texts leave the building (else the outbox is the end, and the dev outbox is open). */
export function isSmsProviderConfigured(): boolean {
  return Boolean(env().SEMAPHORE_API_KEY);
}
