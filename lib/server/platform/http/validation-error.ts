import 'server-only';
import type { ZodError } from 'zod';
import { readIssueMessage } from '@/lib/errors/issue';
import type { ErrorKey } from '@/lib/errors/keys';
import { AppError } from '@/lib/server/platform/http/errors';
import { hasErrorWords } from './error-words';

/**
 * A zod failure as the one 400 `VALIDATION`: the first issue's code and arguments (lib/errors/issue.ts)
 * as `code` and `params`, its English words as `message`. An issue whose message is not a known code
 * (a schema of a library) is the general "invalid request".
 */
export function validationError(error: ZodError): AppError {
  const coded = readIssueMessage(error.issues[0]?.message ?? '');
  if (coded && hasErrorWords(coded.code)) {
    return new AppError('BAD_REQUEST', coded.code as ErrorKey, { key: 'VALIDATION', params: coded.params, cause: error });
  }
  return new AppError('BAD_REQUEST', 'validation.invalidRequest', { key: 'VALIDATION', cause: error });
}
