import 'server-only';
import { describeProviderError, postForm } from './provider-http';
import type { OutgoingSms, SmsSendResult, SmsSender } from './sms-sender';

/** Twilio's Message resource as it answers a create (only what we read). */
type TwilioMessage = { sid?: string; status?: string; error_code?: number | null };

/** Statuses that mean the text will not be delivered. */
const REFUSED = new Set(['failed', 'undelivered', 'canceled']);

type TwilioConfig = { accountSid: string; authToken: string; from: string; baseUrl: string };

/**
 * The international adapter (issue 63): Twilio's Messages API, "Create a Message resource",
 * https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource —
 * POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic auth (Account SID and
 * auth token) and the form parameters `To` (E.164), `Body` and the sender: `From` (a Twilio number or
 * an alphanumeric sender ID) or `MessagingServiceSid` (MG…). It answers 201 with the Message
 * (`sid` SM…, `status` queued, or accepted through a Messaging Service); an error is a 4xx/5xx JSON
 * `{code, message, more_info, status}`, and `failed`/`undelivered`/`canceled` never arrive. Twilio has
 * no priority route: a code and the 10-minute reminder go the same way as the rest. It reaches every
 * country it serves; sms-port.ts gives it the numbers outside the Philippines (and +63 too only
 * without Semaphore). The error kept never repeats the text (it may hold a code) nor the token.
 */
export function twilioSender(config: TwilioConfig): SmsSender {
  const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const describe = (body: string, message: string) => describeProviderError(body, message, [config.authToken]);
  return {
    name: 'twilio',
    reaches: (e164) => /^\+[1-9]\d{6,14}$/.test(e164),
    async send(message: OutgoingSms): Promise<SmsSendResult> {
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      form.set(/^MG[0-9a-fA-F]{32}$/.test(config.from) ? 'MessagingServiceSid' : 'From', config.from);
      const reply = await postForm(url, form, { authorization });
      if (!reply.reached) return { ok: false, error: `Twilio unreachable: ${reply.error}` };
      if (reply.status < 200 || reply.status >= 300)
        return { ok: false, error: `Twilio answered HTTP ${reply.status}${describe(reply.text, message.body)}` };
      let answer: TwilioMessage;
      try {
        answer = JSON.parse(reply.text) as TwilioMessage;
      } catch {
        return { ok: false, error: 'Twilio answered something that is not JSON' };
      }
      const status = String(answer?.status ?? '');
      if (REFUSED.has(status.toLowerCase()))
        return { ok: false, error: `Twilio status ${status}${answer.error_code ? ` (error ${answer.error_code})` : ''}` };
      return { ok: true, providerMessageId: typeof answer?.sid === 'string' ? answer.sid : null };
    },
  };
}
