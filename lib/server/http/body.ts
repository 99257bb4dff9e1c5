import 'server-only';
import type { z } from 'zod';
import { AppError } from '@/lib/server/http/errors';

const MAX_JSON_BYTES = 1_000_000;

/** Reads and validates a JSON body; malformed JSON is the client's error (400), never a 500. */
export async function readJson<S extends z.ZodType>(req: Request, schema: S, options: { maxBytes?: number } = {}): Promise<z.infer<S>> {
  const max = options.maxBytes ?? MAX_JSON_BYTES;
  const length = Number(req.headers.get('content-length') ?? 0);
  if (length > max) throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large.', { key: 'PAYLOAD_TOO_LARGE' });
  const text = await req.text();
  if (Buffer.byteLength(text) > max) throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large.', { key: 'PAYLOAD_TOO_LARGE' });
  let data: unknown;
  try {
    data = text.length ? JSON.parse(text) : {};
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid JSON body.', { key: 'INVALID_JSON' });
  }
  return schema.parse(data);
}

/** Validates URL query parameters (repeated keys become arrays). */
export function readQuery<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  const params = new URL(req.url).searchParams;
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    raw[key] = all.length > 1 ? all : all[0];
  }
  return schema.parse(raw);
}
