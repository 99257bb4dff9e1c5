import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { LetterVerification } from '@/lib/dto/engagement-letter';
import { parseLetterCode } from '@/lib/rules/engagement-letters';
import { AppError } from '@/lib/server/platform/http/errors';
import { addressLimits } from '@/lib/server/platform/security/limits';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { readMultipart, type MultipartLimits } from '@/lib/server/platform/storage/read-multipart';
import { LETTER_UPLOAD_MAX_MB } from '@/lib/validation/engagement-letters';
import { sha256Hex } from './letter-store';

type Found = {
  code: string;
  status: string;
  pdf_sha256: string;
  signed_pdf_sha256: string | null;
  lawyer_name: string;
  created_at: Date;
  completed_at: Date;
  version: number;
};

/**
 * Only versions both parties signed can be verified (the code is printed on the signed PDF alone);
 * what the public learns is the lawyer's public name and the letter's dates — never the client.
 */
const SIGNED_LETTERS = sql`
  SELECT l.verification_code AS code, l.status, l.pdf_sha256, l.signed_pdf_sha256, lp.display_name AS lawyer_name,
         l.created_at, l.completed_at, l.version
    FROM engagement_letters l JOIN work_items w ON w.id = l.work_item_id JOIN lawyer_profiles lp ON lp.user_id = w.lawyer_id
   WHERE l.completed_at IS NOT NULL`;

function answer(result: LetterVerification['result'], row: Found | undefined): LetterVerification {
  return {
    result,
    letter: row
      ? {
          code: row.code,
          lawyer_name: row.lawyer_name,
          letter_date: new Date(row.created_at).toISOString().slice(0, 10),
          signed_at: new Date(row.completed_at).toISOString(),
          version: Number(row.version),
        }
      : null,
  };
}

/** The PDF and its optional code: nothing more (issue 58: a body of many parts is refused at the third). */
const LETTER_VERIFY_FORM: MultipartLimits = { maxTotalMb: LETTER_UPLOAD_MAX_MB + 1, maxFiles: 1, maxFields: 1 };

const verdict = (row: Found) => (row.status === 'SIGNED' ? 'valid' : 'void');

const notFound = () => new AppError('NOT_FOUND', 'workItems.noSignedLetterCode', { key: 'LETTER_NOT_FOUND' });

async function byCode(code: string): Promise<Found | undefined> {
  const [row] = await queryRows<Found>(await getDb(), sql`${SIGNED_LETTERS} AND l.verification_code = ${code}`);
  return row;
}

/** GET letters/verify/{code}: the letter a code names, valid or replaced; an unknown code is a 404 that says nothing. */
export async function verifyLetterCode(code: string): Promise<LetterVerification> {
  const row = await byCode(code);
  if (!row) throw notFound();
  return answer(verdict(row), row);
}

/**
 * POST letters/verify (multipart: `file`, optional `code`): is this PDF exactly a letter both parties
 * signed? Its SHA-256 against the stored signed PDFs (and the letters as signed). The code — typed,
 * or else read from the PDF's own information, where the signed PDF carries it — names the letter
 * it claims to be: a file that names one but is not it, by one byte or more, is "not this letter".
 * Checked: size, that it is a PDF by its first bytes (%PDF-); nothing is stored. Thirty an hour per address.
 */
export async function verifyLetterFile(req: Request, ip: string): Promise<LetterVerification> {
  await enforceRateLimits(addressLimits('letter-verify', ip));
  const form = await readMultipart(req, LETTER_VERIFY_FORM);
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0)
    throw new AppError('BAD_REQUEST', 'letters.fileRequired', { key: 'FILE_REQUIRED' });
  if (file.size > LETTER_UPLOAD_MAX_MB * 1024 * 1024)
    throw new AppError('PAYLOAD_TOO_LARGE', 'storage.fileTooLarge', { key: 'FILE_TOO_LARGE', params: { max: LETTER_UPLOAD_MAX_MB } });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'letters.notPdf', { key: 'NOT_PDF' });
  const typed = form.get('code');
  let code: string | null = null;
  if (typeof typed === 'string' && typed.trim()) {
    code = parseLetterCode(typed);
    if (!code) throw new AppError('BAD_REQUEST', 'letters.codeFormat', { key: 'CODE_FORMAT' });
  }
  const hash = sha256Hex(bytes);
  const db = await getDb();
  const [match] = await queryRows<Found>(db, sql`${SIGNED_LETTERS} AND (l.signed_pdf_sha256 = ${hash} OR l.pdf_sha256 = ${hash})`);
  if (code) {
    const claimed = await byCode(code);
    if (!claimed) throw notFound();
    return match && match.code === claimed.code ? answer(verdict(match), match) : answer('mismatch', claimed);
  }
  if (match) return answer(verdict(match), match);
  const named = /EL-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/.exec(Buffer.from(bytes).toString('latin1'))?.[0];
  const claimed = named ? await byCode(named) : undefined;
  return claimed ? answer('mismatch', claimed) : answer('unknown', undefined);
}
