import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { checkPicture, checkUpload } from '@/lib/server/platform/storage/check-upload';
import { deleteStoredFile } from '@/lib/server/platform/storage/delete-stored-file';
import { putUpload, recordStoredFile } from '@/lib/server/platform/storage/save-stored-file';
import type { MultipartLimits } from '@/lib/server/platform/storage/read-multipart';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { PICTURE_EXTENSIONS, PICTURE_MAX_MB } from '@/lib/validation/lawyer-profile';
import { COMMISSION_DOC_EXTENSIONS, COMMISSION_DOC_MAX_MB } from '@/lib/validation/notary';
import { changeNotaryProfile } from './notary-change';

/** One file and no text; the body limit leaves room for the multipart framing. */
export const NOTARY_PICTURE_LIMITS: MultipartLimits = { maxTotalMb: PICTURE_MAX_MB + 1, maxFiles: 1, maxFields: 0 };
export const COMMISSION_DOC_LIMITS: MultipartLimits = { maxTotalMb: COMMISSION_DOC_MAX_MB + 1, maxFiles: 1, maxFields: 0 };

const FILE_ID = /\/api\/v1\/files\/([0-9a-f-]{36})$/;

/** A file this notary profile stops using, deleted only if it was the notary's own upload of that kind. */
async function dropReplaced(fileId: string | null | undefined, ownerId: string, purpose: string): Promise<void> {
  if (!fileId) return;
  const db = await getDb();
  const [file] = await db
    .select({ id: t.storedFiles.id })
    .from(t.storedFiles)
    .where(and(eq(t.storedFiles.id, fileId), eq(t.storedFiles.ownerId, ownerId), eq(t.storedFiles.purpose, purpose)))
    .limit(1);
  if (file) await deleteStoredFile(file.id);
}

/** POST picture: checked, then re-encoded like the lawyer's (square WebP, EXIF gone); public. */
export async function saveNotaryPicture(userId: string, form: FormData) {
  const picture = await checkPicture(form.get('picture') ?? form.get('file'), { maxMb: PICTURE_MAX_MB, extensions: PICTURE_EXTENSIONS });
  const blob = await putUpload(picture, 'notary-picture');
  try {
    return await changeNotaryProfile(
      userId,
      async (tx, before) => {
        const saved = await recordStoredFile(tx, blob, picture, { ownerId: userId, purpose: 'notary-picture', visibility: 'PUBLIC' });
        await tx.update(t.notaryProfiles).set({ pictureUrl: saved.url }).where(eq(t.notaryProfiles.userId, userId));
        return { picture_url: saved.url, replaced: FILE_ID.exec(before.picture_url ?? '')?.[1] ?? null };
      },
      { afterCommit: (r) => dropReplaced(r.replaced, userId, 'notary-picture') },
    );
  } catch (error) {
    await getStorage()
      .delete(blob.storageKey)
      .catch(() => undefined);
    throw error;
  }
}

/**
 * POST notarial-commission-doc: the commission as a PDF or an image, proven by its bytes; PRIVATE —
 * served only to its owner and to admins (lib/server/platform/storage/read-stored-file.ts).
 */
export async function saveCommissionDoc(userId: string, form: FormData) {
  const upload = await checkUpload(form.get('document') ?? form.get('file'), {
    maxMb: COMMISSION_DOC_MAX_MB,
    extensions: COMMISSION_DOC_EXTENSIONS,
  });
  const blob = await putUpload(upload, 'notary-commission');
  try {
    return await changeNotaryProfile(
      userId,
      async (tx) => {
        const [row] = await tx
          .select({ old: t.notaryProfiles.commissionDocFileId })
          .from(t.notaryProfiles)
          .where(eq(t.notaryProfiles.userId, userId));
        const saved = await recordStoredFile(tx, blob, upload, { ownerId: userId, purpose: 'notary-commission', visibility: 'PRIVATE' });
        await tx.update(t.notaryProfiles).set({ commissionDocFileId: saved.id }).where(eq(t.notaryProfiles.userId, userId));
        return { notarial_commission_doc_url: saved.url, replaced: row?.old ?? null };
      },
      { afterCommit: (r) => dropReplaced(r.replaced, userId, 'notary-commission') },
    );
  } catch (error) {
    await getStorage()
      .delete(blob.storageKey)
      .catch(() => undefined);
    throw error;
  }
}
