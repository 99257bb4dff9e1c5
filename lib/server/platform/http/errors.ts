import 'server-only';
import type { ErrorKey, ErrorParams } from '@/lib/errors/keys';
import { errorWords } from './error-words';

/**
 * The one error class services throw. Its code is turned into an HTTP status only in
 * `statusForCode` below. `errorKey` names its words in the `errors` catalogue (messages/*\/errors.json,
 * section "api"; lib/errors/keys.ts): the answer carries it as `code`, with `params`, and the browser
 * shows it in the page's language; `message` is the English words (the spec's strings where it names them).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type AppErrorOptions = { key?: string; params?: ErrorParams; headers?: HeadersInit; cause?: unknown };

export class AppError extends Error {
  readonly code: ErrorCode;
  /** A machine-readable detail the client may branch on (spec §8 "key field"). */
  readonly key?: string;
  /** The words' catalogue key and their arguments. */
  readonly errorKey: ErrorKey;
  readonly params?: ErrorParams;
  readonly headers?: HeadersInit;

  constructor(code: ErrorCode, errorKey: ErrorKey, options: AppErrorOptions = {}) {
    super(errorWords('en', errorKey, options.params), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.errorKey = errorKey;
    this.params = options.params;
    this.key = options.key;
    this.headers = options.headers;
  }
}

export function statusForCode(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

type Mapped = { code: ErrorCode; errorKey: ErrorKey; key: string };

/** PostgreSQL SQLSTATEs that are the user's doing, not ours. */
const SCHEDULE_CONFLICT: Mapped = { code: 'CONFLICT', errorKey: 'meetings.conflict', key: 'SCHEDULE_CONFLICT' };

const PG_ERROR_CODES: Record<string, Mapped> = {
  // exclusion_violation: the time_holds EXCLUDE constraint refused an overlapping meeting or blocker.
  '23P01': SCHEDULE_CONFLICT,
  // deadlock_detected, serialization_failure: only calendar writes contend for the same index rows,
  // and they are ordered per lawyer by an advisory lock (meetings/lock-lawyer-calendar.ts); one that
  // still happens means another booking got there first.
  '40P01': SCHEDULE_CONFLICT,
  '40001': SCHEDULE_CONFLICT,
  '23505': { code: 'CONFLICT', errorKey: 'database.duplicate', key: 'DUPLICATE' },
  '23503': { code: 'BAD_REQUEST', errorKey: 'database.foreignKey', key: 'FOREIGN_KEY' },
  '22P02': { code: 'BAD_REQUEST', errorKey: 'database.invalidIdentifier', key: 'INVALID_TEXT_REPRESENTATION' },
  // Last line of defence behind lib/validation/fields.ts and the body readers, which refuse these
  // first: NUL in text (22021) or jsonb (22P05), a date PostgreSQL cannot hold (22008, 22007).
  '22021': { code: 'BAD_REQUEST', errorKey: 'common.invalidText', key: 'INVALID_TEXT' },
  '22P05': { code: 'BAD_REQUEST', errorKey: 'common.invalidText', key: 'INVALID_TEXT' },
  '22008': { code: 'BAD_REQUEST', errorKey: 'database.invalidDate', key: 'INVALID_DATE' },
  '22007': { code: 'BAD_REQUEST', errorKey: 'database.invalidDate', key: 'INVALID_DATE' },
};

/** Finds the SQLSTATE of a driver error, also when Drizzle wraps it in `cause`. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function appErrorFromDatabase(error: unknown): AppError | undefined {
  const sqlState = pgErrorCode(error);
  const mapped = sqlState ? PG_ERROR_CODES[sqlState] : undefined;
  return mapped ? new AppError(mapped.code, mapped.errorKey, { key: mapped.key, cause: error }) : undefined;
}
