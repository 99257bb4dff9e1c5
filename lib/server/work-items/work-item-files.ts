import 'server-only';
import { asksToPayOffPlatform } from '@/lib/rules/off-platform';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import type { MeetingFileDto } from '@/lib/dto/meeting';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import { ATTACHMENT_RULES } from '@/lib/validation/meetings';
import { readFileSetForm } from '@/lib/server/platform/storage/read-multipart';
import { addToFileSet, fileUrl } from '@/lib/server/platform/storage/save-stored-file';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { findPartyWorkItemOrThrow } from './find-party-work-item';
import { assertMayDo } from './work-item-rules';

const WORK_ITEM_FILE_PURPOSE = 'work-item-file';

/** The work item's files (the storage route lets only its parties download them; a draft's only the lawyer). */
export async function listWorkItemFiles(userId: string, workItemId: string, db?: Db): Promise<MeetingFileDto[]> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({
      id: t.storedFiles.id,
      name: t.storedFiles.originalName,
      size: t.storedFiles.sizeBytes,
      contentType: t.storedFiles.contentType,
      uploadedBy: t.workItemFiles.uploadedBy,
      createdAt: t.workItemFiles.createdAt,
      lawyerId: t.workItems.lawyerId,
    })
    .from(t.workItemFiles)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.workItemFiles.fileId))
    .innerJoin(t.workItems, eq(t.workItems.id, t.workItemFiles.workItemId))
    .where(eq(t.workItemFiles.workItemId, workItemId))
    .orderBy(asc(t.workItemFiles.createdAt), asc(t.storedFiles.id));
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

async function workItemFileTotals(db: Db, workItemId: string): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${t.storedFiles.sizeBytes}), 0)::bigint` })
    .from(t.workItemFiles)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.workItemFiles.fileId))
    .where(eq(t.workItemFiles.workItemId, workItemId));
  return { count: Number(row.count), bytes: Number(row.bytes) };
}

/**
 * PUT work-items/{id}/files: either party adds files within the meeting budget (30 files, 20 MB per
 * item), each proven by its bytes, through the shared file-set upload: the budget is checked early
 * and again under the item's lock in the inserting transaction; a refusal leaves no blob behind.
 */
export async function addWorkItemFiles(userId: string, workItemId: string, req: Request): Promise<{ files: MeetingFileDto[] }> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  assertMayDo('upload', item.role, item.status, item.kind);
  const form = await readFileSetForm(req, ATTACHMENT_RULES);
  await addToFileSet({
    lockKey: `work-item-files:${workItemId}`,
    entries: [...form.getAll('files'), ...form.getAll('attachments')],
    rules: ATTACHMENT_RULES,
    totals: (db) => workItemFileTotals(db, workItemId),
    ownerId: userId,
    purpose: WORK_ITEM_FILE_PURPOSE,
    link: (tx, fileId) => tx.insert(t.workItemFiles).values({ workItemId, fileId, uploadedBy: userId }),
  });
  return { files: await listWorkItemFiles(userId, workItemId) };
}

/** DELETE work-items/{id}/file/{fileId}: only the party who uploaded it; the blob goes too. */
export async function deleteWorkItemFile(userId: string, workItemId: string, fileId: string): Promise<{ _id: string }> {
  await findPartyWorkItemOrThrow(userId, workItemId);
  const notFound = new AppError('NOT_FOUND', 'common.fileNotFound', { key: 'FILE_NOT_FOUND' });
  if (!isUuid(fileId)) throw notFound;
  const db = await getDb();
  const [file] = await db
    .select({ uploadedBy: t.workItemFiles.uploadedBy, storageKey: t.storedFiles.storageKey })
    .from(t.workItemFiles)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.workItemFiles.fileId))
    .where(and(eq(t.workItemFiles.workItemId, workItemId), eq(t.workItemFiles.fileId, fileId)));
  if (!file) throw notFound;
  if (file.uploadedBy !== userId) throw new AppError('FORBIDDEN', 'common.onlyRemoveFilesUploaded', { key: 'FORBIDDEN' });
  await db.delete(t.storedFiles).where(eq(t.storedFiles.id, fileId));
  await getStorage()
    .delete(file.storageKey)
    .catch(() => {});
  return { _id: fileId };
}
