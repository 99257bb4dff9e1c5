import { eq, inArray } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import type { LawyerFixture } from '@/lib/test/fixtures/lawyers';
import { pdfs } from '@/lib/test/fixtures/uploads';
import {
  DRAFT,
  FAMILY,
  client as clientIn,
  offeringLawyer as offeringLawyerIn,
  paidQuestion,
  refused,
  statusOf as statusOfIn,
  useQuestionSandbox,
} from '@/lib/test/fixtures/written-questions';
import { QUESTION_PRICE_BOUNDS, SCOPE_STATEMENT_VERSION } from '@/features/questions/rules/written-questions';
import {
  createQuestionSchema,
  declineQuestionSchema,
  followUpSchema,
  questionMessageSchema,
  questionPriceSchema,
  takeQuestionSchema,
  updateQuestionSchema,
} from '@/features/questions/validation/written-question';
import { readStoredFile } from '@/lib/server/platform/storage/read-stored-file';
import { eraseAccount } from '@/lib/server/privacy/erase-account';
import { addQuestionFiles, createQuestionDraft, deleteQuestionDraft, updateQuestionDraft } from './drafts';
import { startQuestionCheckout } from './question-checkout';
import { setQuestionPrice } from './question-price';
import { answerFollowUp, answerQuestion, askFollowUp, declineQuestion, takeQuestion } from './question-steps';
import { getQuestion, listQuestions } from './question-view';

// Issue 60, "Ask a lawyer in writing", on the migrated database: what bounds a question — nobody but its client and
// its lawyer reads it or takes a step on it, what a draft may hold and when it is paid for, what the client's erasure
// keeps, the price's bounds and the request bodies'. The question's course (paid, offered, taken, answered, the clocks,
// declining): written-questions.test.ts.

const db = useTestDb();
useQuestionSandbox('whsk_written_question_limits');

const offeringLawyer = (fixture?: LawyerFixture, price?: number | null) => offeringLawyerIn(db, fixture, price);
const client = (language: 'en' | 'fil' = 'en') => clientIn(db, language);
const statusOf = (id: string) => statusOfIn(db, id);

describe('nobody else', () => {
  it('another client and another lawyer get 404 on the question and every step; each side 403 on the other side’s steps', async () => {
    const lawyer = await offeringLawyer();
    const c = await client();
    const otherClient = await client();
    const otherLawyer = await offeringLawyer();
    const draft = (await createQuestionDraft(c.id, { lawyer_id: lawyer.id, problem: FAMILY, ...DRAFT }))._id;
    // The draft is the client's own, not yet the lawyer's.
    expect(await refused(getQuestion(lawyer.id, draft))).toBe('NOT_FOUND QUESTION_NOT_FOUND');
    const id = await paidQuestion(c, lawyer);
    const v = SCOPE_STATEMENT_VERSION;
    for (const stranger of [otherClient, otherLawyer]) {
      const steps = {
        get: getQuestion(stranger.id, id),
        update: updateQuestionDraft(stranger.id, draft, { facts: 'x' }),
        delete: deleteQuestionDraft(stranger.id, draft),
        files: addQuestionFiles(stranger.id, draft, pdfs(1, 'x')),
        checkout: startQuestionCheckout(stranger.id, draft),
        take: takeQuestion(stranger.id, id, { scope_statement_version: v }),
        decline: declineQuestion(stranger.id, id, { reason: 'conflict' }),
        answer: answerQuestion(stranger.id, id, { body: 'x' }),
        followUp: askFollowUp(stranger.id, id, { body: 'x' }),
        followUpAnswer: answerFollowUp(stranger.id, id, { body: 'x' }),
      };
      for (const [step, p] of Object.entries(steps))
        expect({ step, answer: await refused(p) }).toEqual({ step, answer: 'NOT_FOUND QUESTION_NOT_FOUND' });
      expect((await listQuestions(stranger.id)).questions).toEqual([]);
    }
    expect(await refused(takeQuestion(c.id, id, { scope_statement_version: v }))).toBe('FORBIDDEN NOT_ALLOWED');
    expect(await refused(askFollowUp(lawyer.id, id, { body: 'x' }))).toBe('FORBIDDEN NOT_ALLOWED');
    expect(await refused(takeQuestion(lawyer.id, id, { scope_statement_version: 'none' }))).toBe('UNPROCESSABLE SCOPE_REQUIRED');
    await takeQuestion(lawyer.id, id, { scope_statement_version: v });
    const answerFile = pdfs(1, 'secret');
    await answerQuestion(lawyer.id, id, { body: 'x', files: answerFile });
    const [file] = await db().db.select().from(t.writtenQuestionFiles).where(eq(t.writtenQuestionFiles.questionId, id));
    for (const stranger of [otherClient, otherLawyer])
      expect(await refused(readStoredFile(file.fileId, { id: stranger.id, roles: [] }))).toBe('FORBIDDEN FORBIDDEN');
    expect(await refused(readStoredFile(file.fileId, null))).toBe('UNAUTHORIZED UNAUTHORIZED');
  });
});

describe('drafts', () => {
  it('a deleted draft takes its files with it; a paid question is not deleted', async () => {
    const lawyer = await offeringLawyer();
    const c = await client();
    const { _id: draft } = await createQuestionDraft(c.id, { lawyer_id: lawyer.id, problem: FAMILY, ...DRAFT });
    await addQuestionFiles(c.id, draft, pdfs(2, 'draft'));
    const fileIds = (await db().db.select().from(t.writtenQuestionFiles).where(eq(t.writtenQuestionFiles.questionId, draft))).map(
      (f) => f.fileId,
    );
    expect(fileIds.length).toBe(2);
    await deleteQuestionDraft(c.id, draft);
    expect(await statusOf(draft)).toBeUndefined();
    expect(await db().db.select().from(t.storedFiles).where(inArray(t.storedFiles.id, fileIds))).toEqual([]);
    const paid = await paidQuestion(c, lawyer);
    expect(await refused(deleteQuestionDraft(c.id, paid))).toBe('CONFLICT INVALID_TRANSITION');
    expect(await refused(updateQuestionDraft(c.id, paid, { facts: 'changed' }))).toBe('CONFLICT INVALID_TRANSITION');
    expect(await refused(addQuestionFiles(c.id, paid, pdfs(1, 'late')))).toBe('CONFLICT INVALID_TRANSITION');
  });

  it('a draft holds at most 5 files', async () => {
    const lawyer = await offeringLawyer();
    const c = await client();
    const { _id: draft } = await createQuestionDraft(c.id, { lawyer_id: lawyer.id, problem: FAMILY });
    await addQuestionFiles(c.id, draft, pdfs(4, 'a'));
    expect(await refused(addQuestionFiles(c.id, draft, pdfs(2, 'b')))).toBe('BAD_REQUEST TOO_MANY_FILES');
    await addQuestionFiles(c.id, draft, pdfs(1, 'c'));
  });

  it('a draft is paid for only once complete', async () => {
    const lawyer = await offeringLawyer();
    const c = await client();
    const { _id: draft } = await createQuestionDraft(c.id, { lawyer_id: lawyer.id, problem: FAMILY, facts: 'Only this' });
    expect(await refused(startQuestionCheckout(c.id, draft))).toBe('UNPROCESSABLE DRAFT_INCOMPLETE');
    expect(await statusOf(draft)).toBe('DRAFT');
  });
});

describe("a client's erasure", () => {
  it('deletes their drafts and keeps a sent question for the lawyer without its facts, question, other parties and follow-up', async () => {
    const lawyer = await offeringLawyer();
    const c = await client();
    const { _id: draft } = await createQuestionDraft(c.id, { lawyer_id: lawyer.id, problem: FAMILY, ...DRAFT });
    const sent = await paidQuestion(c, lawyer);
    await takeQuestion(lawyer.id, sent, { scope_statement_version: SCOPE_STATEMENT_VERSION });
    await answerQuestion(lawyer.id, sent, { body: 'The answer.' });
    await askFollowUp(c.id, sent, { body: 'My follow-up about my brother.' });
    await db().db.transaction((tx) => eraseAccount(tx, c.id));
    expect(await statusOf(draft)).toBeUndefined();
    const [kept] = await db().db.select().from(t.writtenQuestions).where(eq(t.writtenQuestions.id, sent));
    expect({ facts: kept.facts, wants: kept.wants, parties: kept.otherParties, status: kept.status }).toEqual({
      facts: '',
      wants: '',
      parties: [],
      status: 'FOLLOW_UP',
    });
    const messages = await db().db.select().from(t.writtenQuestionMessages).where(eq(t.writtenQuestionMessages.questionId, sent));
    expect(messages.map((m) => [m.kind, m.body])).toEqual([['answer', 'The answer.']]);
  });
});

describe('prices', () => {
  it('₱300–₱5,000 or not offered; the checkout refuses a lawyer who does not offer questions', async () => {
    const lawyer = await offeringLawyer();
    const { min, max } = QUESTION_PRICE_BOUNDS;
    expect({ min, max }).toEqual({ min: 30_000, max: 500_000 });
    expect(await refused(setQuestionPrice(lawyer.id, min - 1))).toBe('BAD_REQUEST PRICE_OUT_OF_BOUNDS');
    expect(await refused(setQuestionPrice(lawyer.id, max + 1))).toBe('BAD_REQUEST PRICE_OUT_OF_BOUNDS');
    expect(await refused(setQuestionPrice(lawyer.id, 50_000.5))).toBe('BAD_REQUEST PRICE_OUT_OF_BOUNDS');
    expect(await setQuestionPrice(lawyer.id, min)).toEqual({ price_centavos: min });
    expect(await setQuestionPrice(lawyer.id, max)).toEqual({ price_centavos: max });
    await expect(
      db().db.update(t.lawyerProfiles).set({ questionPriceCentavos: 10_000 }).where(eq(t.lawyerProfiles.userId, lawyer.id)),
    ).rejects.toThrow();
    const c = await client();
    const { _id } = await createQuestionDraft(c.id, { lawyer_id: lawyer.id, problem: FAMILY, ...DRAFT });
    expect(await setQuestionPrice(lawyer.id, null)).toEqual({ price_centavos: null });
    expect(await refused(startQuestionCheckout(c.id, _id))).toBe('UNPROCESSABLE NOT_OFFERED');
    expect(await refused(createQuestionDraft(c.id, { lawyer_id: lawyer.id, problem: FAMILY }))).toBe('UNPROCESSABLE NOT_OFFERED');
    expect(await statusOf(_id)).toBe('DRAFT');
  });
});

describe('the bodies', () => {
  const lawyerId = '00000000-0000-4000-8000-000000000001';
  const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;

  it('a draft: a listed problem, what happened ≤ 3,000, what they want to know ≤ 1,000, 1–5 other parties', () => {
    expect(ok(createQuestionSchema, { lawyer_id: lawyerId, problem: FAMILY })).toBe(true);
    expect(ok(createQuestionSchema, { lawyer_id: lawyerId, problem: 99_999 })).toBe(false);
    expect(ok(updateQuestionSchema, { facts: 'x'.repeat(3_000), wants: 'y'.repeat(1_000) })).toBe(true);
    expect(ok(updateQuestionSchema, { facts: 'x'.repeat(3_001) })).toBe(false);
    expect(ok(updateQuestionSchema, { wants: 'y'.repeat(1_001) })).toBe(false);
    expect(ok(updateQuestionSchema, { other_parties: ['A', 'B', 'C', 'D', 'E'] })).toBe(true);
    expect(ok(updateQuestionSchema, { other_parties: ['A', 'B', 'C', 'D', 'E', 'F'] })).toBe(false);
    expect(ok(updateQuestionSchema, { other_parties: ['  '] })).toBe(false);
    expect(ok(updateQuestionSchema, { language: 'es' })).toBe(false);
  });

  it('the steps: a decline names its reason, the answer ≤ 10,000, the follow-up ≤ 1,000, the price a whole number or null', () => {
    expect(['conflict', 'not-my-field', 'no-time', 'busy'].map((reason) => ok(declineQuestionSchema, { reason }))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(ok(takeQuestionSchema, { scope_statement_version: SCOPE_STATEMENT_VERSION })).toBe(true);
    expect(ok(questionMessageSchema, { body: 'a'.repeat(10_000) })).toBe(true);
    expect(ok(questionMessageSchema, { body: 'a'.repeat(10_001) })).toBe(false);
    expect(ok(questionMessageSchema, { body: ' ' })).toBe(false);
    expect(ok(followUpSchema, { body: 'a'.repeat(1_001) })).toBe(false);
    expect([50_000, null, 500.5].map((price_centavos) => ok(questionPriceSchema, { price_centavos }))).toEqual([true, true, false]);
  });
});
