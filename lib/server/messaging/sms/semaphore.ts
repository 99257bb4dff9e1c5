import 'server-only';
import { describeProviderError, postForm } from './provider-http';
import type { OutgoingSms, SmsSendResult, SmsSender } from './sms-sender';

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
      const reply = await postForm(`${config.baseUrl}/${message.priority ? 'priority' : 'messages'}`, form);
      if (!reply.reached) return { ok: false, error: `Semaphore unreachable: ${reply.error}` };
      const { text } = reply;
      if (reply.status < 200 || reply.status >= 300)
        return { ok: false, error: `Semaphore answered HTTP ${reply.status}${describe(text, message.body, config.apiKey)}` };
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

const describe = (body: string, message: string, apiKey: string) => describeProviderError(body, message, [apiKey]);
