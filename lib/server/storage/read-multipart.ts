import 'server-only';
import { AppError } from '@/lib/server/http/errors';
import { invalidText } from '@/lib/server/http/body';
import { hasNul } from '@/lib/validation/fields';
import { AUTH_MESSAGES, fileSizeMessage, tooManyFilesMessage } from '@/lib/validation/messages';
import type { FileSetRules } from './check-upload';

/**
 * Parses multipart/form-data with the total size enforced while the body streams in (a huge body
 * is cut off, not buffered), then the file count. Other content types are refused.
 */
export async function readMultipart(req: Request, limits: { maxTotalMb: number; maxFiles: number }): Promise<FormData> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected multipart/form-data.', { key: 'MULTIPART_REQUIRED' });
  }
  const maxBytes = limits.maxTotalMb * 1024 * 1024;
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', fileSizeMessage(limits.maxTotalMb), { key: 'BODY_TOO_LARGE' });
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) throw new AppError('BAD_REQUEST', 'Invalid form data.', { key: 'INVALID_FORM' });
  // Read by hand and stop at the limit: a huge body is never buffered. The reader is released, not
  // cancelled: on Node 24 cancelling (or erroring a TransformStream over it) made undici push into
  // the closed stream of the body, an uncaught throw; Node discards the rest of an unread request.
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value.byteLength;
    if (seen > maxBytes) {
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(value);
  }
  let form: FormData;
  try {
    form = await new Response(new Blob(chunks as BlobPart[]), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid form data.', { key: 'INVALID_FORM' });
  }
  let files = 0;
  for (const [key, value] of form) {
    if (typeof value !== 'string') files++;
    // The same rule as JSON bodies: PostgreSQL text cannot hold NUL, so refuse it before any write.
    if (hasNul(key) || (typeof value === 'string' && hasNul(value))) throw invalidText();
  }
  if (files > limits.maxFiles) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.tooManyFiles, { key: 'TOO_MANY_FILES' });
  return form;
}

// Multipart framing and the text fields ride on top of the files; this much slack keeps a set with
// exactly its maximum of files from being cut off while streaming. The exact file total is checked after.
const BODY_SLACK_MB = 1;

/** Reads a multipart body carrying files for a set (meeting, work item, booking), with the set's messages as 400s. */
export async function readFileSetForm(req: Request, rules: FileSetRules): Promise<FormData> {
  try {
    return await readMultipart(req, { maxTotalMb: rules.maxTotalMb + BODY_SLACK_MB, maxFiles: rules.maxFiles });
  } catch (error) {
    if (error instanceof AppError && error.key === 'BODY_TOO_LARGE')
      throw new AppError('BAD_REQUEST', fileSizeMessage(rules.maxTotalMb), { key: 'FILES_TOO_LARGE' });
    if (error instanceof AppError && error.key === 'TOO_MANY_FILES')
      throw new AppError('BAD_REQUEST', tooManyFilesMessage(rules.maxFiles, rules.maxTotalMb), { key: 'TOO_MANY_FILES' });
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
