// A zod issue's message is a code, not words (issue 59): the error's catalogue key, with its
// arguments as JSON after a space — `validation.tooLong {"max":50}`. The server answers it as `code`
// and `params` with the English words as `message`; a form shows it in the page's language
// (components/ui/form-messages.ts). Browser-safe and without zod: a lazily loaded schema's form uses it.
import type { ErrorKey, ErrorParams } from './keys';

/** What a schema passes as a check's message: `z.string().max(50, issueMessage('validation.tooLong', { max: 50 }))`. */
export function issueMessage(key: ErrorKey, params?: ErrorParams): string {
  return params ? `${key} ${JSON.stringify(params)}` : key;
}

const CODED = /^([a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)+)(?: (\{.*\}))?$/;

/** The code and arguments of an issue's message; null for words (a message made elsewhere). */
export function readIssueMessage(message: string): { code: string; params?: ErrorParams } | null {
  const match = CODED.exec(message);
  if (!match) return null;
  if (!match[2]) return { code: match[1] };
  try {
    const params = JSON.parse(match[2]) as unknown;
    return params && typeof params === 'object' ? { code: match[1], params: params as ErrorParams } : null;
  } catch {
    return null;
  }
}
