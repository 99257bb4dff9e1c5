import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { getDb, type Db } from '@/lib/db';
import { storedFiles } from '@/lib/db/schema';
import type { CheckedUpload } from './check-upload';
import { getStorage } from './storage';

export type SavedFile = { id: string; storageKey: string; url: string };

export function fileUrl(fileId: string): string {
  return `/api/v1/files/${fileId}`;
}

/** Writes the blob under a generated key; the caller records it (or removes it on failure). */
export async function putUpload(upload: CheckedUpload, purpose: string): Promise<{ id: string; storageKey: string }> {
  const id = randomUUID();
  const storageKey = `${purpose}/${id}.${upload.ext}`;
  await getStorage().put(storageKey, upload.data, upload.mime);
  return { id, storageKey };
}

/** The stored_files row for a blob already written by putUpload (inside the caller's transaction). */
export async function recordStoredFile(
  db: Db,
  blob: { id: string; storageKey: string },
  upload: CheckedUpload,
  meta: { ownerId: string | null; purpose: string; visibility: 'PUBLIC' | 'PRIVATE' },
): Promise<SavedFile> {
  await db.insert(storedFiles).values({
    id: blob.id,
    ownerId: meta.ownerId,
    storageKey: blob.storageKey,
    originalName: upload.originalName,
    contentType: upload.mime,
    sizeBytes: upload.size,
    sha256: createHash('sha256').update(upload.data).digest('hex'),
    visibility: meta.visibility,
    purpose: meta.purpose,
  });
  return { id: blob.id, storageKey: blob.storageKey, url: fileUrl(blob.id) };
}

/** Blob + row in one step; the blob is removed again if the row cannot be written. */
export async function saveStoredFile(
  upload: CheckedUpload,
  meta: { ownerId: string | null; purpose: string; visibility: 'PUBLIC' | 'PRIVATE' },
): Promise<SavedFile> {
  const blob = await putUpload(upload, meta.purpose);
  try {
    return await recordStoredFile(await getDb(), blob, upload, meta);
  } catch (error) {
    await getStorage().delete(blob.storageKey).catch(() => {});
    throw error;
  }
}
