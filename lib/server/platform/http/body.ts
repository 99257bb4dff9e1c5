import 'server-only';
import type { z } from 'zod';
import { AppError } from '@/lib/server/platform/http/errors';
import { hasNul } from '@/lib/validation/fields';
import { noteBodyRead } from '@/lib/server/platform/log/request-context';

const MAX_JSON_BYTES = 1_000_000;
/** Far deeper than any payload of ours (the deepest, a call event, has 3 levels). */
const MAX_JSON_DEPTH = 32;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'http.requestBodyTooLarge', { key: 'PAYLOAD_TOO_LARGE' });
const invalidJson = () => new AppError('BAD_REQUEST', 'http.invalidJsonBody', { key: 'INVALID_JSON' });
export const invalidText = () => new AppError('BAD_REQUEST', 'common.invalidText', { key: 'INVALID_TEXT' });

/** `application/json` or a `+json` type, with or without parameters. */
function isJsonType(contentType: string): boolean {
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** Nesting depth of a JSON text, counted before parsing (a 50,000-level array must not reach a recursive walk). */
function exceedsDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/** Keys that could reach Object.prototype through a careless merge. */
const POISONED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Parses JSON text under the rules every body shares: bounded depth, no NUL in any string or key
 * (PostgreSQL text and jsonb cannot hold it), no prototype keys, no number that overflows to
 * Infinity. Each breach is a 400.
 */
export function parseJsonText(text: string): unknown {
  if (exceedsDepth(text, MAX_JSON_DEPTH)) throw new AppError('BAD_REQUEST', 'http.requestNestedTooDeeply', { key: 'JSON_TOO_DEEP' });
  let refused: AppError | undefined;
  let data: unknown;
  try {
    data = JSON.parse(text, (key, value) => {
      if (POISONED_KEYS.has(key)) refused ??= new AppError('BAD_REQUEST', 'http.invalidFieldName', { key: 'INVALID_FIELD' });
      if (hasNul(key) || (typeof value === 'string' && hasNul(value))) refused ??= invalidText();
      // 1e99999 is valid JSON that parses to Infinity: no field of ours means that.
      if (typeof value === 'number' && !Number.isFinite(value))
        refused ??= new AppError('BAD_REQUEST', 'http.invalidNumber', { key: 'INVALID_NUMBER' });
      return value;
    });
  } catch {
    throw invalidJson();
  }
  if (refused) throw refused;
  return data;
}

/**
 * The body as text, cut off with a 413 once it passes `maxBytes` while streaming in (a body without
 * Content-Length, or one that lies about it, is never buffered whole).
 */
export async function readTextBody(req: Request, maxBytes: number): Promise<string> {
  noteBodyRead();
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads and validates a JSON body; malformed JSON is the client's error (400), never a 500. A body
 * of another type (a `text/plain` form post, a multipart upload) is 415: only JSON is read as JSON.
 */
export async function readJson<S extends z.ZodType>(req: Request, schema: S, options: { maxBytes?: number } = {}): Promise<z.infer<S>> {
  const contentType = req.headers.get('content-type');
  const text = await readTextBody(req, options.maxBytes ?? MAX_JSON_BYTES);
  if ((contentType !== null || text.length > 0) && !isJsonType(contentType ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'http.expectedApplicationJson', { key: 'JSON_REQUIRED' });
  }
  return schema.parse(text.length ? parseJsonText(text) : {});
}

/** Validates URL query parameters (repeated keys become arrays); a NUL anywhere is a 400. */
export function readQuery<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  const params = new URL(req.url).searchParams;
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    if (hasNul(key) || all.some(hasNul)) throw invalidText();
    raw[key] = all.length > 1 ? all : all[0];
  }
  return schema.parse(raw);
}
