import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { QuestionView } from '@/features/questions/dto/written-question';
import { allowedQuestionActions, lawyerMaySeeFacts, mayReviewQuestion } from '@/features/questions/rules/written-questions';
import { fileUrl } from '@/lib/server/platform/storage/save-stored-file';
import { findPartyQuestionOrThrow, partyQuestionsSql, type PartyQuestion } from './find-question';
import { listQuestionFiles, type QuestionFile } from './question-files';
import { findQuestionReview } from './question-review';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const wireFile = (f: QuestionFile) => ({ _id: f._id, name: f.name, size: f.size, content_type: f.content_type, url: fileUrl(f._id) });

/**
 * The question as this party may read it: the client always in full; the lawyer it is offered to only
 * the offer (the problem, the other parties, the language, the price and the time left) until they take
 * it — never the facts, the question or the files — and in full after (lawyerMaySeeFacts).
 */
async function viewOf(q: PartyQuestion, now: Date): Promise<QuestionView> {
  const db = await getDb();
  // A free legal-aid question (issue 61) is the written question of a legal-aid request.
  const [legalAid] = await db
    .select({ id: t.legalAidRequests.id })
    .from(t.legalAidRequests)
    .where(eq(t.legalAidRequests.questionId, q.id))
    .limit(1);
  const common = {
    _id: q.id,
    status: q.status,
    problem: q.problem,
    other_parties: q.otherParties,
    language: q.language,
    price_centavos: q.priceCentavos,
    legal_aid: legalAid !== undefined,
    take_due_at: iso(q.takeDueAt),
    allowed: allowedQuestionActions(
      { status: q.status, take_due_at: q.takeDueAt, answer_due_at: q.answerDueAt, follow_up_due_at: q.followUpDueAt },
      q.role,
      now,
    ),
  };
  if (!lawyerMaySeeFacts(q.status, q.role)) return { ...common, view: 'offer' };
  const [[lawyer], [customer], messages, files, review] = await Promise.all([
    db.select({ name: t.lawyerProfiles.displayName }).from(t.lawyerProfiles).where(eq(t.lawyerProfiles.userId, q.lawyerId)),
    db.select({ firstName: t.users.firstName }).from(t.users).where(eq(t.users.id, q.customerId)),
    db
      .select()
      .from(t.writtenQuestionMessages)
      .where(eq(t.writtenQuestionMessages.questionId, q.id))
      .orderBy(asc(t.writtenQuestionMessages.createdAt)),
    listQuestionFiles(q.id),
    // The review is the client's to read and change here; the public reads it on the lawyer's profile.
    q.role === 'CUSTOMER' ? findQuestionReview(q.id) : null,
  ]);
  return {
    ...common,
    view: 'full',
    lawyer: { _id: q.lawyerId, name: lawyer?.name ?? '' },
    customer: { _id: q.customerId, first_name: customer?.firstName ?? '' },
    facts: q.facts,
    wants: q.wants,
    pool_ok: q.poolOk,
    scope_statement_version: q.scopeStatementVersion,
    taken_at: iso(q.takenAt),
    answer_due_at: iso(q.answerDueAt),
    answered_at: iso(q.answeredAt),
    follow_up_due_at: iso(q.followUpDueAt),
    closed_at: iso(q.closedAt),
    created_at: q.createdAt.toISOString(),
    files: files.filter((f) => f.message_id === null).map(wireFile),
    messages: messages.map((m) => ({
      kind: m.kind,
      body: m.body,
      created_at: m.createdAt.toISOString(),
      files: files.filter((f) => f.message_id === m.id).map(wireFile),
    })),
    can_review: mayReviewQuestion(q.status, q.role),
    review,
  };
}

/** GET questions/{id}: the question as this user may read it; anyone else gets 404. */
export async function getQuestion(userId: string, questionId: string, now = new Date()): Promise<QuestionView> {
  return viewOf(await findPartyQuestionOrThrow(userId, questionId), now);
}

/** GET questions: a client's own questions, or the ones a lawyer has now (offered, taken, answered), newest first. */
export async function listQuestions(userId: string, now = new Date()): Promise<{ questions: QuestionView[] }> {
  const db = await getDb();
  const q = t.writtenQuestions;
  const rows = await db.select().from(q).where(partyQuestionsSql(userId)).orderBy(desc(q.createdAt)).limit(100);
  const questions = await Promise.all(rows.map((row) => viewOf({ ...row, role: row.customerId === userId ? 'CUSTOMER' : 'LAWYER' }, now)));
  return { questions };
}
