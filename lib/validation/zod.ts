import { z } from 'zod';
import { issueMessage } from '@/lib/errors/issue';

/**
 * The schemas' `z`. In the browser, zod probes once whether it may compile parsers with
 * `new Function`; our CSP forbids eval (lib/csp/policy.mjs), and the browser reports the probe as a
 * CSP violation although zod catches the error. `jitless` skips the probe. The setting is
 * process-wide, so it is made in the browser only: server-side zod keeps compiling its parsers.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

/**
 * A check without its own message still says a code (lib/errors/issue.ts, issue 59): the server
 * answers it as `code` with English words and a form shows it in the page's language, never zod's
 * own English.
 */
function defaultIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? issueMessage('common.required') : issueMessage('validation.invalid');
    case 'too_big':
      if (issue.origin === 'string') return issueMessage('validation.tooLong', { max: Number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return issueMessage('validation.tooManyItems', { max: Number(issue.maximum) });
      return issueMessage('validation.tooBig', { max: Number(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? issueMessage('common.required')
          : issueMessage('validation.tooShort', { min: Number(issue.minimum) });
      }
      if (issue.origin === 'array' || issue.origin === 'set') return issueMessage('validation.tooFewItems', { min: Number(issue.minimum) });
      return issueMessage('validation.tooSmall', { min: Number(issue.minimum) });
    case 'invalid_format':
      return issue.format === 'email' ? issueMessage('validation.invalidEmail') : issueMessage('validation.invalidFormat');
    case 'unrecognized_keys':
      return issueMessage('validation.unknownField', { keys: issue.keys.join(', ') });
    default:
      return issueMessage('validation.invalid');
  }
}

z.config({ customError: defaultIssueMessage });

export { z };
