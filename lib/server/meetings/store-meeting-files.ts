import 'server-only';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import type { CheckedUpload } from '../storage/check-upload';
import { putUpload, recordStoredFile } from '../storage/save-stored-file';
import { getStorage } from '../storage/storage';
import { MEETING_FILE_PURPOSE } from './constants';

export type PutBlob = { upload: CheckedUpload; blob: { id: string; storageKey: string } };

/** Writes the blobs first (network/disk, outside any transaction); the rows follow in the caller's. */
export async function putMeetingBlobs(uploads: CheckedUpload[]): Promise<PutBlob[]> {
  const written: PutBlob[] = [];
  try {
    for (const upload of uploads) written.push({ upload, blob: await putUpload(upload, MEETING_FILE_PURPOSE) });
  } catch (error) {
    await removeBlobs(written);
    throw error;
  }
  return written;
}

/** Inside the caller's transaction: the private stored_files rows and their links to the meeting. */
export async function recordMeetingFiles(tx: Db, meetingId: string, uploaderId: string, blobs: PutBlob[]): Promise<void> {
  for (const { upload, blob } of blobs) {
    await recordStoredFile(tx, blob, upload, { ownerId: uploaderId, purpose: MEETING_FILE_PURPOSE, visibility: 'PRIVATE' });
    await tx.insert(t.meetingFiles).values({ meetingId, fileId: blob.id, uploadedBy: uploaderId });
  }
}

/** Cleans up after a refused transaction, so a rejected booking stores nothing. */
export async function removeBlobs(blobs: PutBlob[]): Promise<void> {
  await Promise.all(blobs.map(({ blob }) => getStorage().delete(blob.storageKey).catch(() => {})));
}
