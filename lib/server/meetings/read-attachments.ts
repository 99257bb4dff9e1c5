import 'server-only';
import { AppError } from '@/lib/server/http/errors';
import { checkUpload, type CheckedUpload } from '../storage/check-upload';
import { readMultipart } from '../storage/read-multipart';
import { ATTACHMENT_RULES, MAX_TOTAL_BYTES, MEETING_MESSAGES } from '@/lib/validation/meetings';

// Multipart framing and the text fields ride on top of the files; this much slack keeps a booking
// with exactly 20 MB of files from being cut off while streaming. The exact file total is checked below.
const BODY_SLACK_MB = 1;

const tooMany = () => new AppError('BAD_REQUEST', MEETING_MESSAGES.tooManyFiles, { key: 'TOO_MANY_FILES' });
// 400 rather than 413/415: spec §8 shows the server's message for a 400 only ("Failed to create meeting" otherwise).
const tooLarge = () => new AppError('BAD_REQUEST', MEETING_MESSAGES.totalTooLarge, { key: 'FILES_TOO_LARGE' });

/** Reads a multipart body under the attachment limits, mapping the reader's errors to our messages. */
export async function readAttachmentForm(req: Request): Promise<FormData> {
  try {
    return await readMultipart(req, { maxTotalMb: ATTACHMENT_RULES.maxTotalMb + BODY_SLACK_MB, maxFiles: ATTACHMENT_RULES.maxFiles });
  } catch (error) {
    if (error instanceof AppError && error.key === 'BODY_TOO_LARGE') throw tooLarge();
    if (error instanceof AppError && error.key === 'TOO_MANY_FILES') throw tooMany();
    throw error;
  }
}

/** The 30-file / 20 MB budget of one meeting, counting what it already has. */
export function checkAttachmentBudget(files: { size: number }[], existing: { count: number; bytes: number }): void {
  if (existing.count + files.length > ATTACHMENT_RULES.maxFiles) throw tooMany();
  if (files.reduce((sum, f) => sum + f.size, existing.bytes) > MAX_TOTAL_BYTES) throw tooLarge();
}

/**
 * Spec §5: at most 30 files and 20 MB in total — counting what the meeting already has — and every
 * file proven by its bytes (an executable renamed .pdf is refused). Nothing is stored here, so a
 * refusal leaves no trace.
 */
export async function checkAttachments(
  files: FormDataEntryValue[],
  existing: { count: number; bytes: number } = { count: 0, bytes: 0 },
): Promise<CheckedUpload[]> {
  const list = files.filter((f): f is File => typeof f !== 'string' && f.size > 0);
  if (files.some((f) => typeof f === 'string')) throw new AppError('BAD_REQUEST', MEETING_MESSAGES.fileType, { key: 'FILE_TYPE' });
  checkAttachmentBudget(list, existing);
  const checked: CheckedUpload[] = [];
  for (const file of list) {
    try {
      checked.push(await checkUpload(file, { maxMb: ATTACHMENT_RULES.maxTotalMb, extensions: ATTACHMENT_RULES.extensions }));
    } catch (error) {
      if (error instanceof AppError && error.code !== 'BAD_REQUEST') throw new AppError('BAD_REQUEST', error.message, { key: error.key });
      throw error;
    }
  }
  return checked;
}
