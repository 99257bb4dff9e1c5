import 'server-only';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';

/** e = lawyers who list the chosen legal problem, r = the rest of its area, a = no legal problem chosen. */
export type SearchPhase = 'e' | 'r' | 'a';

/** The keyset position after the last lawyer of a page: its phase, sort key and id. */
export type SearchCursor = { s: string; p: SearchPhase; k: string | null; i: string };

export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** Parses a cursor from the query string; anything malformed is the client's error (400). */
export function decodeCursor(raw: string): SearchCursor {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<SearchCursor>;
    if (
      typeof value.s === 'string' &&
      (value.p === 'e' || value.p === 'r' || value.p === 'a') &&
      (value.k === null || (typeof value.k === 'string' && /^-?\d+(\.\d+)?$/.test(value.k))) &&
      typeof value.i === 'string' &&
      isUuid(value.i)
    ) {
      return { s: value.s, p: value.p, k: value.k, i: value.i };
    }
  } catch {
    // fall through
  }
  throw new AppError('BAD_REQUEST', 'search.invalidCursor', { key: 'INVALID_CURSOR' });
}
