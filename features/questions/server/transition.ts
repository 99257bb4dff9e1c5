import 'server-only';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import {
  QUESTION_RULES,
  type QuestionActor,
  type QuestionEvent,
  type QuestionStatus,
} from '@/features/questions/rules/question-transitions';
import type { StateActor } from '@/lib/server/platform/outbox/state-move';
import { stateWriter, type StateMove } from '@/lib/server/platform/outbox/state-writer';
import { QUESTION_EVENTS } from './events';

export type QuestionRow = typeof t.writtenQuestions.$inferSelect;

/** The one answer for a move that lost a race (the question is no longer as the caller read it). */
export const staleQuestion = () => new AppError('CONFLICT', 'questions.changedMeanwhile', { key: 'STALE' });

/** Every status change of a written question goes through its table (QUESTION_RULES), in the caller's transaction. */
const questions = stateWriter({ events: QUESTION_EVENTS, table: t.writtenQuestions, rules: QUESTION_RULES, stale: staleQuestion });

/** The move, or null when someone (or the clock) moved the question first. */
export function tryMoveQuestion(
  tx: Db,
  row: { id: string; status: QuestionStatus },
  event: QuestionEvent,
  actor: StateActor<QuestionActor>,
  o?: StateMove<typeof t.writtenQuestions>,
): Promise<QuestionRow | null> {
  return questions.tryMove(tx, row, event, actor, o);
}

/** tryMoveQuestion, with the one 409 when the question changed meanwhile. */
export function moveQuestion(...args: Parameters<typeof tryMoveQuestion>): Promise<QuestionRow> {
  return questions.move(...args);
}

/** A new question: a DRAFT (the table's creating event), or a free legal-aid question TAKEN at once (issue 61). */
export const insertQuestion = (
  tx: Db,
  values: Omit<typeof t.writtenQuestions.$inferInsert, 'status'>,
  actor: StateActor<QuestionActor>,
  event: Extract<QuestionEvent, 'create' | 'take-legal-aid'> = 'create',
) => questions.insert(tx, values, event, actor);
