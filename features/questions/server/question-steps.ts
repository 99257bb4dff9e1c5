import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import type { QuestionEvent } from '@/features/questions/rules/question-transitions';
import {
  SCOPE_STATEMENT_VERSION,
  answerDueAt,
  followUpAnswerDueAt,
  followUpDueAt,
  type DeclineReason,
} from '@/features/questions/rules/written-questions';
import { AppError } from '@/lib/server/platform/http/errors';
import { newVerificationCode } from '@/lib/server/platform/security/verification-code';
import { checkFileSet } from '@/lib/server/platform/storage/check-upload';
import { putBlobs, recordPrivateFiles, removeBlobs } from '@/lib/server/platform/storage/save-stored-file';
import { findQuestionAsOrThrow, type PartyQuestion } from './find-question';
import { passOn } from './pass-on';
import { QUESTION_FILE_PURPOSE, QUESTION_FILE_RULES } from './question-files';
import { moveQuestion, staleQuestion, tryMoveQuestion } from './transition';

const notYourStep = () => new AppError('CONFLICT', 'questions.notYourStep', { key: 'INVALID_TRANSITION' });
const TIME_OVER = {
  takeTimeOver: () => new AppError('CONFLICT', 'questions.takeTimeOver', { key: 'TIME_OVER' }),
  answerTimeOver: () => new AppError('CONFLICT', 'questions.answerTimeOver', { key: 'TIME_OVER' }),
  followUpTimeOver: () => new AppError('CONFLICT', 'questions.followUpTimeOver', { key: 'TIME_OVER' }),
};
const late = (which: keyof typeof TIME_OVER) => TIME_OVER[which]();
const lawyer = (id: string) => ({ role: 'LAWYER' as const, id });

/** The lawyer's question, locked in `tx`, in `status` (else 409). */
async function lockedAs(tx: Db, userId: string, questionId: string, role: 'LAWYER' | 'CUSTOMER', status: PartyQuestion['status']) {
  const q = await findQuestionAsOrThrow(userId, questionId, role, tx, { forUpdate: true });
  if (q.status !== status) throw notYourStep();
  return q;
}

async function closeOffer(tx: Db, questionId: string, lawyerId: string, outcome: 'taken' | 'declined', now: Date, reason?: DeclineReason) {
  await tx
    .update(t.writtenQuestionOffers)
    .set({ outcome, reason: reason ?? null, decidedAt: now })
    .where(and(eq(t.writtenQuestionOffers.questionId, questionId), eq(t.writtenQuestionOffers.lawyerId, lawyerId)));
}

/**
 * POST questions/{id}/take: the lawyer it is offered to takes it within its 48 h, accepting the CPRA
 * Canon III §35 statement (its version and the time are stored); 48 h to answer from now.
 */
export async function takeQuestion(userId: string, questionId: string, input: { scope_statement_version: string }, now = new Date()) {
  if (input.scope_statement_version !== SCOPE_STATEMENT_VERSION)
    throw new AppError('UNPROCESSABLE', 'questions.scopeRequired', { key: 'SCOPE_REQUIRED' });
  const db = await getDb();
  await db.transaction(async (tx) => {
    const q = await lockedAs(tx, userId, questionId, 'LAWYER', 'WAITING');
    if (!q.takeDueAt || q.takeDueAt <= now) throw late('takeTimeOver');
    await moveQuestion(tx, q, 'take', lawyer(userId), {
      set: { takenAt: now, scopeStatementVersion: SCOPE_STATEMENT_VERSION, answerDueAt: answerDueAt(now) },
    });
    await closeOffer(tx, q.id, userId, 'taken', now);
  });
}

/**
 * POST questions/{id}/decline: the lawyer it is offered to declines (conflict, not their field, no
 * time); it goes to another lawyer of the field if the client ticked it, else it is refunded in full.
 */
export async function declineQuestion(userId: string, questionId: string, input: { reason: DeclineReason }, now = new Date()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const q = await lockedAs(tx, userId, questionId, 'LAWYER', 'WAITING');
    await closeOffer(tx, q.id, userId, 'declined', now, input.reason);
    return { outcome: await passOn(tx, q, 'decline', lawyer(userId), now) };
  });
}

type MessageInput = { body: string; files?: FormDataEntryValue[] };

/** More writes that belong to the answer's transaction (the legal-aid desk's request completed, its ledger line). */
export type AnswerExtra = (tx: Db, question: PartyQuestion, now: Date) => Promise<void>;

/**
 * A lawyer's message with its files, in one transaction: the move (`answer` or `follow-up-answer`, only
 * before the answer's due time), the message, its files. The blobs are written first and removed if
 * the transaction is refused, so a refused answer stores nothing.
 */
async function lawyerMessage(
  userId: string,
  questionId: string,
  input: MessageInput,
  step: { event: Extract<QuestionEvent, 'answer' | 'follow-up-answer'>; from: 'TAKEN' | 'FOLLOW_UP'; kind: 'answer' | 'follow-up-answer' },
  now: Date,
  extra?: AnswerExtra,
) {
  const before = await findQuestionAsOrThrow(userId, questionId, 'LAWYER');
  if (before.status === 'REFUNDED' || (before.status === step.from && before.answerDueAt && before.answerDueAt <= now))
    throw late('answerTimeOver');
  if (before.status !== step.from) throw notYourStep();
  const entries = input.files ?? [];
  const uploads = entries.length ? await checkFileSet(entries, QUESTION_FILE_RULES) : [];
  const blobs = await putBlobs(uploads, QUESTION_FILE_PURPOSE);
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      const q = await lockedAs(tx, userId, questionId, 'LAWYER', step.from);
      // The first answer gets the code its PDF prints (the verify page reads it), in the same transaction.
      const set =
        step.event === 'answer'
          ? { answeredAt: now, followUpDueAt: followUpDueAt(now), verificationCode: newVerificationCode('question') }
          : { closedAt: now };
      const moved = await tryMoveQuestion(tx, q, step.event, lawyer(userId), { set, where: gt(t.writtenQuestions.answerDueAt, now) });
      if (!moved) throw late('answerTimeOver');
      const [message] = await tx
        .insert(t.writtenQuestionMessages)
        .values({ questionId, kind: step.kind, authorId: userId, body: input.body, createdAt: now })
        .returning({ id: t.writtenQuestionMessages.id });
      await recordPrivateFiles(tx, blobs, { ownerId: userId, purpose: QUESTION_FILE_PURPOSE }, (inner, fileId) =>
        inner.insert(t.writtenQuestionFiles).values({ questionId, messageId: message.id, fileId, uploadedBy: userId }),
      );
      if (extra) await extra(tx, q, now);
    });
  } catch (error) {
    await removeBlobs(blobs);
    throw error;
  }
}

/** POST questions/{id}/answer: text (≤ 10,000) and up to 5 files, within 48 h of taking it. */
export const answerQuestion = (userId: string, questionId: string, input: MessageInput, now = new Date(), extra?: AnswerExtra) =>
  lawyerMessage(userId, questionId, input, { event: 'answer', from: 'TAKEN', kind: 'answer' }, now, extra);

/** POST questions/{id}/follow-up-answer: within 48 h of the follow-up; the question is then CLOSED. */
export const answerFollowUp = (userId: string, questionId: string, input: MessageInput, now = new Date()) =>
  lawyerMessage(userId, questionId, input, { event: 'follow-up-answer', from: 'FOLLOW_UP', kind: 'follow-up-answer' }, now);

/**
 * POST questions/{id}/follow-up: the client's one follow-up, within 72 h of the answer (a second is
 * refused, as is one after the window); the lawyer has 48 h to answer it.
 */
export async function askFollowUp(userId: string, questionId: string, input: { body: string }, now = new Date()) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const q = await findQuestionAsOrThrow(userId, questionId, 'CUSTOMER', tx, { forUpdate: true });
    const [asked] = await tx
      .select({ id: t.writtenQuestionMessages.id })
      .from(t.writtenQuestionMessages)
      .where(and(eq(t.writtenQuestionMessages.questionId, q.id), eq(t.writtenQuestionMessages.kind, 'follow-up')));
    if (asked) throw new AppError('CONFLICT', 'questions.followUpAsked', { key: 'FOLLOW_UP_ASKED' });
    if (q.status === 'CLOSED' && q.answeredAt) throw late('followUpTimeOver');
    if (q.status !== 'ANSWERED') throw notYourStep();
    if (!q.followUpDueAt || q.followUpDueAt <= now) throw late('followUpTimeOver');
    const moved = await tryMoveQuestion(
      tx,
      q,
      'follow-up',
      { role: 'CUSTOMER', id: userId },
      {
        set: { answerDueAt: followUpAnswerDueAt(now) },
        where: gt(t.writtenQuestions.followUpDueAt, now),
      },
    );
    if (!moved) throw staleQuestion();
    await tx
      .insert(t.writtenQuestionMessages)
      .values({ questionId, kind: 'follow-up', authorId: userId, body: input.body, createdAt: now });
  });
}
