import 'server-only';
import type { OutgoingSms, SmsSendResult, SmsSender } from './sms-sender';

/**
 * Well under the delivery lease (delivery/retry-policy.ts), so a row is never sent twice by two
 * passes. A timeout counts as a failed attempt; should Semaphore have accepted the text all the same,
 * the retry sends it again: at least once at the provider's door, the only honest promise there.
 */
const SMS_REQUEST_TIMEOUT_MS = 15_000;

/** Semaphore's per-recipient answer (one object per number). */
type SemaphoreMessage = { message_id?: number | string; status?: string };

/** Statuses that mean the text will not be delivered (Refunded: failed and the credits given back). */
const REFUSED = new Set(['failed', 'refunded']);

/**
 * The Semaphore adapter (api.semaphore.co/api/v4): POST /priority for what may not wait (codes, the
 * 10-minute reminder), /messages otherwise; form parameters `apikey`, `number` (63…, no "+"),
 * `message`, `sendername`. The answer is a JSON array with the message's id and status; an HTTP
 * error, or a status Failed/Refunded, is a failed attempt. The error kept never repeats the text
 * (it may hold a one-time code) nor the key.
 */
export function semaphoreSender(config: { apiKey: string; baseUrl: string; senderName?: string }): SmsSender {
  return {
    name: 'semaphore',
    reaches: (e164) => /^\+639\d{9}$/.test(e164),
    async send(message: OutgoingSms): Promise<SmsSendResult> {
      const form = new URLSearchParams({ apikey: config.apiKey, number: message.to.replace(/^\+/, ''), message: message.body });
      if (config.senderName) form.set('sendername', config.senderName);
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}/${message.priority ? 'priority' : 'messages'}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(SMS_REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        return {
          ok: false,
          error: `Semaphore unreachable: ${(error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message}`,
        };
      }
      const text = await response.text().catch(() => '');
      if (!response.ok)
        return { ok: false, error: `Semaphore answered HTTP ${response.status}${describe(text, message.body, config.apiKey)}` };
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        return { ok: false, error: 'Semaphore answered something that is not JSON' };
      }
      const first = (Array.isArray(answer) ? answer[0] : undefined) as SemaphoreMessage | undefined;
      // Semaphore also answers 200 with an object of field errors ({"number": ["…"]}).
      if (!first || typeof first !== 'object')
        return { ok: false, error: `Semaphore refused the message${describe(text, message.body, config.apiKey)}` };
      const status = String(first.status ?? '');
      if (REFUSED.has(status.toLowerCase())) return { ok: false, error: `Semaphore status ${status}` };
      return { ok: true, providerMessageId: first.message_id === undefined ? null : String(first.message_id) };
    },
  };
}

/** A provider's error body, short, without the text sent (it may hold a code), the key or long digit runs. */
function describe(body: string, message: string, apiKey: string): string {
  const cleaned = body
    .split(message)
    .join('[message]')
    .split(apiKey)
    .join('[key]')
    .replace(/\d{4,}/g, '[digits]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return cleaned ? `: ${cleaned}` : '';
}
