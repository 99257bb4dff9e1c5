import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';
import { getStorage } from '@/lib/server/platform/storage/storage';
import type { CreateQuestionInput, UpdateQuestionInput } from '@/features/questions/validation/written-question';
import { findQuestionAsOrThrow } from './find-question';
import { addDraftFiles, removeDraftFile } from './question-files';
import { insertQuestion, moveQuestion } from './transition';

const CUSTOMER = (id: string) => ({ role: 'CUSTOMER' as const, id });

type OfferingLawyer = { userId: string; name: string; price: number; areas: string[]; legalProblems: number[] };

/** The lawyer, if listed and offering written questions (their price, and what they handle: question-fit.ts), else the one refusal. */
export async function offeringLawyerOrThrow(lawyerId: string): Promise<OfferingLawyer> {
  const db = await getDb();
  const [lawyer] = await db
    .select({
      userId: t.lawyerProfiles.userId,
      name: t.lawyerProfiles.displayName,
      price: t.lawyerProfiles.questionPriceCentavos,
      areas: t.lawyerProfiles.areas,
      legalProblems: t.lawyerProfiles.legalProblems,
    })
    .from(t.lawyerProfiles)
    .where(and(eq(t.lawyerProfiles.userId, lawyerId), listedLawyerSql()));
  if (!lawyer || lawyer.price === null) throw new AppError('UNPROCESSABLE', 'questions.lawyerNotOffering', { key: 'NOT_OFFERED' });
  return { ...lawyer, price: lawyer.price };
}

const columns = (input: UpdateQuestionInput) => ({
  ...(input.problem !== undefined && { problem: input.problem }),
  ...(input.facts !== undefined && { facts: input.facts }),
  ...(input.wants !== undefined && { wants: input.wants }),
  ...(input.other_parties !== undefined && { otherParties: input.other_parties }),
  ...(input.language !== undefined && { language: input.language }),
  ...(input.pool_ok !== undefined && { poolOk: input.pool_ok }),
});

/** POST questions: a client's draft to a listed lawyer who offers written questions. */
export async function createQuestionDraft(userId: string, input: CreateQuestionInput): Promise<{ _id: string }> {
  await offeringLawyerOrThrow(input.lawyer_id);
  const db = await getDb();
  const row = await db.transaction((tx) =>
    insertQuestion(tx, { customerId: userId, lawyerId: input.lawyer_id, ...columns(input), problem: input.problem }, CUSTOMER(userId)),
  );
  return { _id: row.id };
}

/** PUT questions/{id}: the client's draft, kept while they write (the table's `edit`: DRAFT only). */
export async function updateQuestionDraft(userId: string, questionId: string, input: UpdateQuestionInput): Promise<void> {
  const q = await findQuestionAsOrThrow(userId, questionId, 'CUSTOMER');
  const db = await getDb();
  await db.transaction((tx) => moveQuestion(tx, q, 'edit', CUSTOMER(userId), { set: columns(input) }));
}

/** DELETE questions/{id}: a draft only; its files (rows and blobs) go with it. */
export async function deleteQuestionDraft(userId: string, questionId: string): Promise<void> {
  const q = await findQuestionAsOrThrow(userId, questionId, 'CUSTOMER');
  const db = await getDb();
  const keys = await db.transaction(async (tx) => {
    // The table's `delete` (recorded), then the row: a moved question is not deleted.
    await moveQuestion(tx, q, 'delete', CUSTOMER(userId));
    const files = await tx
      .select({ id: t.writtenQuestionFiles.fileId, key: t.storedFiles.storageKey })
      .from(t.writtenQuestionFiles)
      .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.writtenQuestionFiles.fileId))
      .where(eq(t.writtenQuestionFiles.questionId, q.id));
    if (files.length)
      await tx.delete(t.storedFiles).where(
        inArray(
          t.storedFiles.id,
          files.map((f) => f.id),
        ),
      );
    await tx.delete(t.writtenQuestions).where(and(eq(t.writtenQuestions.id, q.id), eq(t.writtenQuestions.status, 'DRAFT')));
    return files.map((f) => f.key);
  });
  // The blobs once the rows are gone (a failure leaves an orphan blob, never a row without its blob).
  await Promise.all(
    keys.map((key) =>
      getStorage()
        .delete(key)
        .catch(() => {}),
    ),
  );
}

/** POST questions/{id}/files: up to 5 files on the draft (the existing upload rules). */
export async function addQuestionFiles(userId: string, questionId: string, entries: FormDataEntryValue[]): Promise<void> {
  const q = await findQuestionAsOrThrow(userId, questionId, 'CUSTOMER');
  assertDraft(q.status);
  await addDraftFiles(userId, questionId, entries);
}

/** DELETE questions/{id}/files/{fileId}: while it is a draft. */
export async function removeQuestionFile(userId: string, questionId: string, fileId: string): Promise<void> {
  const q = await findQuestionAsOrThrow(userId, questionId, 'CUSTOMER');
  assertDraft(q.status);
  await removeDraftFile(questionId, fileId);
}

function assertDraft(status: string): void {
  if (status !== 'DRAFT') throw new AppError('CONFLICT', 'questions.notYourStep', { key: 'INVALID_TRANSITION' });
}
