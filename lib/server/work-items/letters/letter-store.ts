import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, ne, notExists } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { getStorage } from '@/lib/server/platform/storage/storage';
import type { LetterRow } from './compose-letter';

export type { LetterRow } from './compose-letter';
export { contentOf } from './compose-letter';

export const letterNotFound = () => new AppError('NOT_FOUND', 'letters.notFound', { key: 'LETTER_NOT_FOUND' });

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Stores a PDF under a generated key (the storage port: disk or S3); returns the key and its SHA-256. */
export async function putLetterPdf(purpose: 'engagement-letter' | 'engagement-letter-signed', bytes: Uint8Array) {
  const key = `${purpose}/${randomUUID()}.pdf`;
  await getStorage().put(key, bytes, 'application/pdf');
  return { key, sha256: sha256Hex(bytes), size: bytes.byteLength };
}

/** The stored bytes of a letter's PDF; a blob gone missing is ours to fix, never the reader's 404. */
export async function readLetterPdf(key: string): Promise<Uint8Array> {
  const bytes = await getStorage().get(key);
  if (!bytes) throw new Error(`Engagement letter PDF missing from storage: ${key}`);
  return bytes;
}

/** Every version of a work item's letter, oldest first. */
export function listLetterVersions(db: Db, workItemId: string): Promise<LetterRow[]> {
  return db
    .select()
    .from(t.engagementLetters)
    .where(eq(t.engagementLetters.workItemId, workItemId))
    .orderBy(asc(t.engagementLetters.version));
}

/**
 * Issue 73 item 6: the PDFs of a work item's voided letter versions that nobody signed, erased from storage and
 * their keys cleared to '' as an account's erasure leaves them (the row keeps its version, SHA-256 and void reason). A signed version's PDF is what was
 * signed and stays. Runs after the commit that voided them (a stored file is no transaction's), so it may run
 * again: a key already cleared is not read twice. Returns how many were erased.
 */
export async function eraseUnsignedLetterPdfs(workItemId: string): Promise<number> {
  const db = await getDb();
  const letters = t.engagementLetters;
  const rows = await db
    .select({ id: letters.id, pdfKey: letters.pdfKey })
    .from(letters)
    .where(
      and(
        eq(letters.workItemId, workItemId),
        eq(letters.status, 'VOID'),
        ne(letters.pdfKey, ''),
        notExists(
          db.select({ id: t.engagementSignatures.id }).from(t.engagementSignatures).where(eq(t.engagementSignatures.letterId, letters.id)),
        ),
      ),
    );
  for (const row of rows) {
    await getStorage().delete(row.pdfKey);
    await db
      .update(letters)
      .set({ pdfKey: '' })
      .where(and(eq(letters.id, row.id), eq(letters.pdfKey, row.pdfKey)));
  }
  return rows.length;
}
