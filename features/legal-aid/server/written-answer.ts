import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { civilDateOf, dateKey } from '@/lib/format/civil-date';
import { beneficiaryInitials } from '@/features/legal-aid/rules/legal-aid';
import { SCOPE_STATEMENT_VERSION, answerDueAt } from '@/features/questions/rules/written-questions';
import { recordLegalAidService } from './hours/record-service';
import { answerQuestion } from '@/features/questions/server/question-steps';
import { insertQuestion } from '@/features/questions/server/transition';
import { isUuid } from '@/lib/validation/ids';
import { areaOf } from './requests';
import { moveLegalAidRequest, type LegalAidRequestRow } from './transition';

// Issue 61: a free written question's life once its lawyer found the person qualifies — the written question
// (TAKEN at once, no price, no payment, 48 h to answer) holding the request's text, and the answer that completes
// the request and writes the ledger line (its minutes the desk's fixed figure, issue 73), in the answer's own
// transaction. Nothing here touches money: no checkout, no payment, no refund, no payout line.

/** The day in Manila (YYYY-MM-DD) of an instant, by the one civil-date helper (as complete.ts). */
const manilaDate = (at: Date): string => dateKey(civilDateOf(at.getTime(), DEFAULT_TIME_ZONE));

/**
 * In the assessment's transaction (QUALIFIES): the TAKEN written question for this client and lawyer, with the
 * request's text, the CPRA §35 statement the lawyer accepted in claiming it, and its answer due in 48 h; the
 * request then points at it and no longer holds the text (read through the question).
 */
export async function openLegalAidQuestion(tx: Db, row: LegalAidRequestRow, lawyerId: string, now: Date): Promise<void> {
  const question = await insertQuestion(
    tx,
    {
      customerId: row.clientId,
      lawyerId,
      problem: row.problem,
      facts: row.facts ?? '',
      wants: row.wants ?? '',
      otherParties: row.otherParties,
      language: row.language,
      poolOk: false,
      priceCentavos: null,
      takenAt: now,
      scopeStatementVersion: SCOPE_STATEMENT_VERSION,
      answerDueAt: answerDueAt(now),
      createdAt: now,
    },
    { role: 'LAWYER', id: lawyerId },
    'take-legal-aid',
  );
  await tx.update(t.legalAidRequests).set({ questionId: question.id, facts: null, wants: null }).where(eq(t.legalAidRequests.id, row.id));
}

/**
 * POST questions/{id}/answer: a paid question as before; for a free legal-aid question, in the answer's transaction
 * its request goes COMPLETED and the ledger gains one line (WRITTEN_ANSWER) of the desk's fixed minutes
 * (WRITTEN_ANSWER_MINUTES, issue 73): the lawyer types no minutes — a `minutes` field still sent is not read.
 */
export async function answerWrittenQuestion(
  lawyerId: string,
  questionId: string,
  input: { body: string; files?: FormDataEntryValue[] },
  now = new Date(),
): Promise<void> {
  const db = await getDb();
  const [request] = isUuid(questionId)
    ? await db.select({ id: t.legalAidRequests.id }).from(t.legalAidRequests).where(eq(t.legalAidRequests.questionId, questionId))
    : [];
  if (!request) return answerQuestion(lawyerId, questionId, input, now);
  await answerQuestion(lawyerId, questionId, input, now, async (tx) => {
    const [row] = await tx
      .select({ r: t.legalAidRequests, first: t.users.firstName, last: t.users.lastName })
      .from(t.legalAidRequests)
      .innerJoin(t.users, eq(t.users.id, t.legalAidRequests.clientId))
      .where(eq(t.legalAidRequests.id, request.id))
      .for('update', { of: t.legalAidRequests });
    if (!row) return;
    await moveLegalAidRequest(tx, row.r, 'answer', { role: 'LAWYER', id: lawyerId });
    await recordLegalAidService(tx, {
      lawyerId,
      requestId: row.r.id,
      serviceDate: manilaDate(now),
      kind: 'WRITTEN_ANSWER',
      beneficiaryInitials: beneficiaryInitials(row.first, row.last),
      area: areaOf(row.r.problem),
    });
  });
}
