import 'server-only';
import { asksToPayOffPlatform } from '@/lib/rules/off-platform';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { ATTACHMENT_RULES } from '@/lib/validation/meetings';
import { readFileSetForm } from '@/lib/server/platform/storage/read-multipart';
import { addToFileSet, fileUrl } from '@/lib/server/platform/storage/save-stored-file';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { MEETING_FILE_PURPOSE } from './constants';
import { assertMeetingOpen } from './assert-meeting-open';
import { findPartyMeetingOrThrow } from './find-party-meeting';
import { isUuid } from '@/lib/validation/ids';
import type { MeetingFileDto } from '@/lib/dto/meeting';
import { announceMeetingActivity } from './call-signals/announce-activity';

/** The files of a meeting the caller is a party to (the storage route checks the same on download). */
export async function listMeetingFiles(userId: string, meetingId: string): Promise<MeetingFileDto[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: t.storedFiles.id,
      name: t.storedFiles.originalName,
      size: t.storedFiles.sizeBytes,
      contentType: t.storedFiles.contentType,
      uploadedBy: t.meetingFiles.uploadedBy,
      createdAt: t.meetingFiles.createdAt,
      lawyerId: t.meetings.lawyerId,
    })
    .from(t.meetingFiles)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.meetingFiles.fileId))
    .innerJoin(t.meetings, eq(t.meetings.id, t.meetingFiles.meetingId))
    .where(eq(t.meetingFiles.meetingId, meetingId))
    .orderBy(asc(t.meetingFiles.createdAt), asc(t.storedFiles.id));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    size: r.size,
    content_type: r.contentType,
    url: fileUrl(r.id),
    uploaded_by: r.uploadedBy,
    mine: r.uploadedBy === userId,
    created_at: r.createdAt.toISOString(),
    // Issue 62: the client is warned when the lawyer's file is named as if asking to be paid outside Abogado.
    off_platform: userId !== r.lawyerId && r.uploadedBy === r.lawyerId && asksToPayOffPlatform(r.name),
  }));
}

async function meetingFileTotals(db: Db, meetingId: string): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${t.storedFiles.sizeBytes}), 0)::bigint` })
    .from(t.meetingFiles)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.meetingFiles.fileId))
    .where(eq(t.meetingFiles.meetingId, meetingId));
  return { count: Number(row.count), bytes: Number(row.bytes) };
}

/**
 * PUT meeting/{id}/files: adds files within the meeting's 30-file / 20 MB budget; returns all files.
 * The shared file-set upload (lib/server/platform/storage/save-stored-file.ts) checks the budget early and
 * again under the meeting's lock in the inserting transaction.
 */
export async function addMeetingFiles(userId: string, meetingId: string, req: Request): Promise<{ files: MeetingFileDto[] }> {
  assertMeetingOpen(await findPartyMeetingOrThrow(userId, meetingId));
  const form = await readFileSetForm(req, ATTACHMENT_RULES);
  await addToFileSet({
    lockKey: `meeting-files:${meetingId}`,
    entries: [...form.getAll('files'), ...form.getAll('attachments')],
    rules: ATTACHMENT_RULES,
    totals: (db) => meetingFileTotals(db, meetingId),
    ownerId: userId,
    purpose: MEETING_FILE_PURPOSE,
    link: (tx, fileId) => tx.insert(t.meetingFiles).values({ meetingId, fileId, uploadedBy: userId }),
  });
  await announceMeetingActivity(meetingId, userId, 'file');
  return { files: await listMeetingFiles(userId, meetingId) };
}

/** DELETE meeting/{id}/file/{fileId}: only the party who uploaded it; the blob goes too. */
export async function deleteMeetingFile(userId: string, meetingId: string, fileId: string): Promise<{ _id: string }> {
  await findPartyMeetingOrThrow(userId, meetingId);
  const notFound = new AppError('NOT_FOUND', 'common.fileNotFound', { key: 'FILE_NOT_FOUND' });
  if (!isUuid(fileId)) throw notFound;
  const db = await getDb();
  const [file] = await db
    .select({ uploadedBy: t.meetingFiles.uploadedBy, storageKey: t.storedFiles.storageKey })
    .from(t.meetingFiles)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.meetingFiles.fileId))
    .where(and(eq(t.meetingFiles.meetingId, meetingId), eq(t.meetingFiles.fileId, fileId)));
  if (!file) throw notFound;
  if (file.uploadedBy !== userId) throw new AppError('FORBIDDEN', 'common.onlyRemoveFilesUploaded', { key: 'FORBIDDEN' });
  await db.delete(t.storedFiles).where(eq(t.storedFiles.id, fileId));
  await getStorage()
    .delete(file.storageKey)
    .catch(() => {});
  await announceMeetingActivity(meetingId, userId, 'file');
  return { _id: fileId };
}
