import 'server-only';
import { getDb } from '@/lib/db';
import { findPartyWorkItemOrThrow } from '@/lib/server/work-items/find-party-work-item';
import { letterNotFound, listLetterVersions, readLetterPdf } from './letter-store';
import { ensureSignedPdf } from './sign-letter';

/**
 * GET work-items/{id}/letter/pdf: a version's PDF for either party — the signed PDF (the letter and
 * its signature certificate) once both signed, otherwise the letter as made; `kind=letter` asks for
 * the letter as signed, without the certificate. Anyone else: the work item's 404.
 */
export async function getLetterPdf(
  userId: string,
  workItemId: string,
  query: { version?: number; kind?: 'signed' | 'letter' },
): Promise<{ filename: string; content: Uint8Array }> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  const versions = await listLetterVersions(await getDb(), item.id);
  const letter = query.version === undefined ? versions.at(-1) : versions.find((v) => v.version === query.version);
  // A version de-identified by an erasure has no PDF any more.
  if (!letter?.pdfKey) throw letterNotFound();
  const signed = query.kind !== 'letter' && letter.completedAt ? await ensureSignedPdf(letter.id) : null;
  if (signed) return { filename: `engagement-letter-${letter.verificationCode}-signed.pdf`, content: signed };
  return { filename: `engagement-letter-v${letter.version}.pdf`, content: await readLetterPdf(letter.pdfKey) };
}
