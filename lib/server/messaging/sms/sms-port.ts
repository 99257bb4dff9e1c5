import 'server-only';
import { env } from '@/lib/server/env';
import { semaphoreSender } from './semaphore';
import type { SmsSender } from './sms-sender';
import { twilioSender } from './twilio';

export type { SmsSender } from './sms-sender';

/** Philippine numbers (+63) are Semaphore's; the rest the international provider's (issue 63). */
const isPhilippine = (e164: string) => e164.startsWith('+63');

/**
 * The configured adapters, read once from env() per call: Semaphore for +63, Twilio for the rest of
 * the world (and for +63 too when Twilio is the only one set: it reaches the Philippines as well).
 */
function adapters(): { local: SmsSender | null; abroad: SmsSender | null } {
  const e = env();
  return {
    local: e.SEMAPHORE_API_KEY
      ? semaphoreSender({ apiKey: e.SEMAPHORE_API_KEY, baseUrl: e.SEMAPHORE_BASE_URL, senderName: e.SEMAPHORE_SENDER_NAME })
      : null,
    abroad:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? twilioSender({
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            baseUrl: e.TWILIO_BASE_URL,
          })
        : null,
  };
}

/**
 * The sender of every text, or null when no provider is configured (the outbox is then the end). It
 * chooses the adapter by the number's country; a number no configured adapter serves (abroad with
 * Semaphore alone) is not reached: its code is refused before anything is written
 * (assertCodeMayBeSent) and a text already recorded for it is skipped at delivery (`unreachable`).
 */
export function smsSender(): SmsSender | null {
  const { local, abroad } = adapters();
  if (!local && !abroad) return null;
  const adapterFor = (e164: string) => (isPhilippine(e164) ? (local ?? abroad) : abroad);
  return {
    name: 'by-country',
    reaches: (e164) => adapterFor(e164)?.reaches(e164) ?? false,
    send: (message) => {
      const adapter = adapterFor(message.to);
      if (!adapter) return Promise.resolve({ ok: false, error: 'No SMS provider reaches this number' });
      return adapter.send(message);
    },
  };
}

/** Whether texts leave the building (else the outbox is the end, and the dev outbox is open). */
export function isSmsProviderConfigured(): boolean {
  return smsSender() !== null;
}

/**
 * Whether a mobile number abroad can be added and texted here: yes with an international provider,
 * and yes with none at all (the outbox records texts to any number); no with Semaphore alone. The
 * phone settings receive it from the server (GET auth/account/phone's `texts_abroad`), never re-derived.
 */
export function textsReachAbroad(): boolean {
  const { local, abroad } = adapters();
  return abroad !== null || local === null;
}
