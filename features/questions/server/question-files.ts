import 'server-only';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import { QUESTION_LIMITS } from '@/features/questions/rules/written-questions';
import { AppError } from '@/lib/server/platform/http/errors';
import type { FileSetRules } from '@/lib/server/platform/storage/check-upload';
import { addToFileSet } from '@/lib/server/platform/storage/save-stored-file';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { isUuid } from '@/lib/validation/ids';
import { ATTACHMENT_RULES } from '@/lib/validation/meetings';

/** Each of a question's file sets (the client's, each message's): at most 5 files, the attachments' types and total. */
export const QUESTION_FILE_RULES: FileSetRules = {
  maxFiles: QUESTION_LIMITS.files,
  maxTotalMb: ATTACHMENT_RULES.maxTotalMb,
  extensions: ATTACHMENT_RULES.extensions,
};

export const QUESTION_FILE_PURPOSE = 'written-question-file';

export type QuestionFile = { _id: string; name: string; size: number; content_type: string; message_id: string | null };

const fileNotFound = () => new AppError('NOT_FOUND', 'questions.fileNotFound', { key: 'FILE_NOT_FOUND' });

/** The files of one set: the client's (`messageId` null) or a message's. */
const setOf = (questionId: string, messageId: string | null): SQL =>
  and(
    eq(t.writtenQuestionFiles.questionId, questionId),
    messageId ? eq(t.writtenQuestionFiles.messageId, messageId) : isNull(t.writtenQuestionFiles.messageId),
  )!;

async function questionFileTotals(db: Db, questionId: string, messageId: string | null): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${t.storedFiles.sizeBytes}), 0)::bigint` })
    .from(t.writtenQuestionFiles)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.writtenQuestionFiles.fileId))
    .where(setOf(questionId, messageId));
  return { count: Number(row.count), bytes: Number(row.bytes) };
}

/** Every file of the question (the caller decides whether the viewer may read them). */
export async function listQuestionFiles(questionId: string, db?: Db): Promise<QuestionFile[]> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({
      id: t.storedFiles.id,
      name: t.storedFiles.originalName,
      size: t.storedFiles.sizeBytes,
      contentType: t.storedFiles.contentType,
      messageId: t.writtenQuestionFiles.messageId,
    })
    .from(t.writtenQuestionFiles)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.writtenQuestionFiles.fileId))
    .where(eq(t.writtenQuestionFiles.questionId, questionId))
    .orderBy(asc(t.writtenQuestionFiles.createdAt), asc(t.storedFiles.originalName), asc(t.storedFiles.id));
  return rows.map((r) => ({ _id: r.id, name: r.name, size: r.size, content_type: r.contentType, message_id: r.messageId }));
}

/** Adds files to the client's set of a draft (the caller checked the owner and the status). */
export async function addDraftFiles(userId: string, questionId: string, entries: FormDataEntryValue[]): Promise<void> {
  await addToFileSet({
    lockKey: `question-files:${questionId}`,
    entries,
    rules: QUESTION_FILE_RULES,
    totals: (db) => questionFileTotals(db, questionId, null),
    ownerId: userId,
    purpose: QUESTION_FILE_PURPOSE,
    link: (tx, fileId) => tx.insert(t.writtenQuestionFiles).values({ questionId, fileId, uploadedBy: userId }),
  });
}

/** Removes one file of the client's set of a draft, its blob too. */
export async function removeDraftFile(questionId: string, fileId: string): Promise<void> {
  if (!isUuid(fileId)) throw fileNotFound();
  const db = await getDb();
  const [file] = await db
    .select({ storageKey: t.storedFiles.storageKey })
    .from(t.writtenQuestionFiles)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.writtenQuestionFiles.fileId))
    .where(and(setOf(questionId, null), eq(t.writtenQuestionFiles.fileId, fileId)));
  if (!file) throw fileNotFound();
  await db.delete(t.storedFiles).where(eq(t.storedFiles.id, fileId));
  await getStorage()
    .delete(file.storageKey)
    .catch(() => {});
}
