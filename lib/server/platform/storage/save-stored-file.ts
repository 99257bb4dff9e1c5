import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db';
import { storedFiles } from '@/lib/db/schema';
import { AppError } from '@/lib/server/platform/http/errors';
import { checkFileSet, checkFileSetBudget, type CheckedUpload, type FileSetRules, type FileSetTotals } from './check-upload';
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

export type PutBlob = { upload: CheckedUpload; blob: { id: string; storageKey: string } };

/** Writes the blobs first (network/disk, outside any transaction); the rows follow in the caller's. */
export async function putBlobs(uploads: CheckedUpload[], purpose: string): Promise<PutBlob[]> {
  const written: PutBlob[] = [];
  try {
    for (const upload of uploads) written.push({ upload, blob: await putUpload(upload, purpose) });
  } catch (error) {
    await removeBlobs(written);
    throw error;
  }
  return written;
}

/** Cleans up after a refused transaction, so a refused upload stores nothing. */
export async function removeBlobs(blobs: PutBlob[]): Promise<void> {
  await Promise.all(
    blobs.map(({ blob }) =>
      getStorage()
        .delete(blob.storageKey)
        .catch(() => {}),
    ),
  );
}

/** Inside the caller's transaction: the private stored_files rows, each linked to its set by `link`. */
export async function recordPrivateFiles(
  tx: Db,
  blobs: PutBlob[],
  meta: { ownerId: string; purpose: string },
  link: (tx: Db, fileId: string) => Promise<unknown>,
): Promise<void> {
  for (const { upload, blob } of blobs) {
    await recordStoredFile(tx, blob, upload, { ownerId: meta.ownerId, purpose: meta.purpose, visibility: 'PRIVATE' });
    await link(tx, blob.id);
  }
}

/** Serialises the writes to one file set inside the caller's transaction (both parties may upload at once). */
async function lockFileSet(tx: Db, lockKey: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${lockKey}))`);
}

/**
 * The one upload path of a file set (a meeting's files, a work item's): the request's files are
 * checked (type by magic bytes, empty files refused) against the set's count and total budget, the
 * blobs written, then — in one transaction, under the set's advisory lock — the budget is checked
 * again against what the set holds now and the rows written. Two uploads at once would otherwise
 * both pass the first check and overshoot the budget together. Any refusal removes the blobs.
 */
export async function addToFileSet(options: {
  /** The set's lock, e.g. `meeting-files:<id>` — one per set, so other sets upload in parallel. */
  lockKey: string;
  entries: FormDataEntryValue[];
  rules: FileSetRules;
  /** What the set holds (count, bytes), read with the given connection. */
  totals: (db: Db) => Promise<FileSetTotals>;
  ownerId: string;
  purpose: string;
  link: (tx: Db, fileId: string) => Promise<unknown>;
}): Promise<void> {
  const { entries, rules } = options;
  if (!entries.some((f) => typeof f === 'string' || f.size > 0 || f.name))
    throw new AppError('BAD_REQUEST', 'common.required', { key: 'FILE_REQUIRED' });
  const db = await getDb();
  const uploads = await checkFileSet(entries, rules, await options.totals(db));
  const blobs = await putBlobs(uploads, options.purpose);
  try {
    await db.transaction(async (tx) => {
      await lockFileSet(tx, options.lockKey);
      checkFileSetBudget(uploads, await options.totals(tx), rules);
      await recordPrivateFiles(tx, blobs, options, options.link);
    });
  } catch (error) {
    await removeBlobs(blobs);
    throw error;
  }
}
