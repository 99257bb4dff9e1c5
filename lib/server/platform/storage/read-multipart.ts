import 'server-only';
import { Busboy } from '@fastify/busboy';
import { AppError } from '@/lib/server/platform/http/errors';
import { invalidText } from '@/lib/server/platform/http/body';
import { noteBodyRead } from '@/lib/server/platform/log/request-context';
import { hasNul } from '@/lib/validation/fields';
import type { FileSetRules } from './check-upload';

/**
 * What one route's form may hold, declared where the route reads it: the body's size, its files and
 * its text fields (a repeated key counts once per value). A body past any of them is refused while it
 * streams in, at the first part too many, so 180,000 empty fields cost one chunk, not a parse.
 */
export type MultipartLimits = {
  maxTotalMb: number;
  maxFiles: number;
  maxFields: number;
  /** The longest text field, in bytes (default 64 KiB: the longest of ours is a 5,000-character description). */
  maxFieldBytes?: number;
};

const DEFAULT_FIELD_BYTES = 64 * 1024;
/** Headers a part may carry (a browser sends two: Content-Disposition and Content-Type). */
const PART_HEADER_PAIRS = 8;
/** Each chunk is handed to the parser in slices of at most this much, so a refusal stops it within one slice. */
const SLICE_BYTES = 16 * 1024;

/** The number of text fields a form of `schema`'s keys takes, each array key at most `repeated[key]` times. */
export function formFieldCount(shape: Record<string, unknown>, repeated: Record<string, number> = {}): number {
  return Object.keys(shape).reduce((sum, key) => sum + (repeated[key] ?? 1), 0);
}

const invalidForm = () => new AppError('BAD_REQUEST', 'storage.invalidFormData', { key: 'INVALID_FORM' });
const tooManyFields = () => new AppError('PAYLOAD_TOO_LARGE', 'storage.formMoreFieldsThan', { key: 'TOO_MANY_FIELDS' });
const fieldTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'storage.formFieldTooLong', { key: 'FIELD_TOO_LARGE' });

/**
 * Parses multipart/form-data as it streams in (@fastify/busboy), under the route's limits: the total
 * size, the files, the text fields and each field's length. The first breach stops the reading and
 * the parse there (the rest of the body is never parsed) — a 413 for size and fields, the set's 400
 * for files — and a NUL in any name or text is the 400 every body gets. Other content types are 415.
 */
export async function readMultipart(req: Request, limits: MultipartLimits): Promise<FormData> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'storage.expectedMultipartFormData', { key: 'MULTIPART_REQUIRED' });
  }
  const maxBytes = limits.maxTotalMb * 1024 * 1024;
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', 'storage.fileTooLarge', {
      key: 'BODY_TOO_LARGE',
      params: { max: limits.maxTotalMb },
    });
  noteBodyRead();
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) throw invalidForm();

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: {
        files: limits.maxFiles,
        fields: limits.maxFields,
        parts: limits.maxFiles + limits.maxFields,
        fieldSize: limits.maxFieldBytes ?? DEFAULT_FIELD_BYTES,
        fileSize: maxBytes,
        headerPairs: PART_HEADER_PAIRS,
      },
      // As the WHATWG parser (formData()) decides: a part with a filename is a file, any other a text.
      isPartAFile: (_name, _type, filename) => filename !== undefined,
    });
  } catch {
    throw invalidForm(); // no boundary, or not a form busboy knows
  }

  const form = new FormData();
  const files: Promise<void>[] = [];
  let refusal: AppError | undefined;
  const refuse = (error: AppError) => {
    refusal ??= error;
  };
  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) refuse(fieldTooLarge());
    // The same rule as JSON bodies: PostgreSQL text cannot hold NUL, so refuse it before any write.
    else if (hasNul(name) || hasNul(value)) refuse(invalidText());
    else form.append(name, value);
  });
  parser.on('file', (name, stream, filename, _encoding, mimeType) => {
    if (hasNul(name)) refuse(invalidText());
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(new Uint8Array(chunk)));
    const read = new Promise<void>((resolve, reject) => {
      stream.on('end', () => {
        form.append(name, new File(chunks, filename, { type: mimeType }));
        resolve();
      });
      // A body cut off inside a file errors the file's stream too (unhandled, it would end the process).
      stream.on('error', reject);
    });
    read.catch(() => undefined); // awaited below, unless the parse fails or is refused first
    files.push(read);
  });
  parser.on('fieldsLimit', () => refuse(tooManyFields()));
  parser.on('partsLimit', () => refuse(tooManyFields()));
  parser.on('filesLimit', () => refuse(new AppError('BAD_REQUEST', 'auth.tooManyFiles', { key: 'TOO_MANY_FILES' })));
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('finish', resolve);
    parser.on('error', reject);
  });
  parser.on('error', () => refuse(invalidForm())); // malformed framing: nothing after it is read either
  finished.catch(() => undefined); // awaited below, unless a refusal comes first

  // Read by hand and stop at the first refusal: the rest is neither buffered nor parsed. The reader
  // is released, not cancelled: on Node 24 cancelling (or erroring a TransformStream over it) made
  // undici push into the closed stream of the body, an uncaught throw; Node discards the rest of an
  // unread request.
  const reader = req.body.getReader();
  let seen = 0;
  const stop = (error: AppError): never => {
    reader.releaseLock();
    parser.removeAllListeners('file').removeAllListeners('field');
    throw error;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value.byteLength;
    if (seen > maxBytes) stop(tooLarge());
    const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    for (let at = 0; at < chunk.byteLength && !refusal; at += SLICE_BYTES) parser.write(chunk.subarray(at, at + SLICE_BYTES));
    if (refusal) stop(refusal);
  }
  parser.end();
  try {
    await finished;
    await Promise.all(files);
  } catch {
    throw invalidForm();
  }
  if (refusal) throw refusal;
  return form;
}

// Multipart framing and the text fields ride on top of the files; this much slack keeps a set with
// exactly its maximum of files from being cut off while streaming. The exact file total is checked after.
const BODY_SLACK_MB = 1;

/**
 * Reads a multipart body carrying files for a set (meeting, work item, booking), with the set's
 * messages as 400s; `maxFields` is how many text fields come with the files (none for a plain upload).
 */
export async function readFileSetForm(req: Request, rules: FileSetRules, maxFields = 0): Promise<FormData> {
  try {
    return await readMultipart(req, { maxTotalMb: rules.maxTotalMb + BODY_SLACK_MB, maxFiles: rules.maxFiles, maxFields });
  } catch (error) {
    if (error instanceof AppError && error.key === 'BODY_TOO_LARGE')
      throw new AppError('BAD_REQUEST', 'storage.fileTooLarge', { key: 'FILES_TOO_LARGE', params: { max: rules.maxTotalMb } });
    if (error instanceof AppError && error.key === 'TOO_MANY_FILES')
      throw new AppError('BAD_REQUEST', 'storage.tooManyFiles', {
        key: 'TOO_MANY_FILES',
        params: { maxFiles: rules.maxFiles, maxTotalMb: rules.maxTotalMb },
      });
    throw error;
  }
}

/** The text fields of a form, with repeated keys as arrays (spec §5), for zod to validate. */
export function formFields(form: FormData, arrayKeys: readonly string[] = []): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).filter((v): v is string => typeof v === 'string');
    if (arrayKeys.includes(key)) fields[key] = values;
    else if (values.length) fields[key] = values[0];
  }
  for (const key of arrayKeys) fields[key] ??= [];
  return fields;
}
