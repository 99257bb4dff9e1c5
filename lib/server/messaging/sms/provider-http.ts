import 'server-only';

/**
 * What the SMS adapters (semaphore.ts, twilio.ts) share: one form POST to a provider and the short,
 * safe account of its error. Well under the delivery lease (delivery/retry-policy.ts), so a row is
 * never sent twice by two passes. A timeout counts as a failed attempt; should the provider have
 * accepted the text all the same, the retry sends it again: at least once at the provider's door,
 * the only honest promise there.
 */
const SMS_REQUEST_TIMEOUT_MS = 15_000;

type ProviderAnswer = { reached: true; status: number; text: string } | { reached: false; error: string };

/** POSTs a form; the answer's status and body, or why the provider was not reached (timed out, refused …). */
export async function postForm(url: string, form: URLSearchParams, headers: Record<string, string> = {}): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...headers },
      body: form,
      signal: AbortSignal.timeout(SMS_REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    return { reached: false, error: (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message };
  }
  return { reached: true, status: response.status, text: await response.text().catch(() => '') };
}

/** A provider's error body, short, without the text sent (it may hold a code), the secrets or long digit runs. */
export function describeProviderError(body: string, message: string, secrets: string[]): string {
  let cleaned = body.split(message).join('[message]');
  for (const secret of secrets) cleaned = cleaned.split(secret).join('[key]');
  cleaned = cleaned
    .replace(/\d{4,}/g, '[digits]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return cleaned ? `: ${cleaned}` : '';
}
