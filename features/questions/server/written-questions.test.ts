import { and, eq, like } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import type { LawyerFixture } from '@/lib/test/fixtures/lawyers';
import { drainOutbox, untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { refundsOf } from '@/lib/test/fixtures/payments';
import { pdfs } from '@/lib/test/fixtures/uploads';
import { payInSandbox } from '@/lib/test/fixtures/work-items';
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
import { QUESTION_HOURS, SCOPE_STATEMENT_VERSION } from '@/features/questions/rules/written-questions';
import { questionListSchema, questionViewSchema } from '@/features/questions/dto/written-question';
import { readStoredFile } from '@/lib/server/platform/storage/read-stored-file';
import { listLawyerPayments } from '@/lib/server/payments/payouts/list-lawyer-payments';
import { addQuestionFiles, createQuestionDraft, removeQuestionFile, updateQuestionDraft } from './drafts';
import { startQuestionCheckout } from './question-checkout';
import { answerFollowUp, answerQuestion, askFollowUp, declineQuestion, takeQuestion } from './question-steps';
import { findAnswerTime } from '@/lib/server/lawyers/answer-times/answer-time';
import { getQuestion, listQuestions } from './question-view';
import { sweepQuestions } from './sweep-questions';

// Issue 60, "Ask a lawyer in writing": the backend end to end on the migrated database — a draft paid
// through the sandbox, offered, taken under the CPRA §35 statement, answered, one follow-up; the clocks
// (the scheduler's sweep with a moved clock) refund in full through the refund ledger; a decline passes
// it on to another lawyer of the field only when the client ticked it. That nobody else reads anything, the
// drafts, the client's erasure, the prices and the bodies: written-questions-limits.test.ts.

const db = useTestDb();
useQuestionSandbox('whsk_written_questions');

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
const TAX = 123; // "BIR tax assessment": taxation

const offeringLawyer = (fixture?: LawyerFixture, price?: number | null) => offeringLawyerIn(db, fixture, price);
const client = (language: 'en' | 'fil' = 'en') => clientIn(db, language);
const statusOf = (id: string) => statusOfIn(db, id);
const paymentOf = async (id: string) => (await db().db.select().from(t.payments).where(eq(t.payments.questionId, id)))[0];
const mailsTo = (email: string, key: string) =>
  db()
    .db.select({ subject: t.outboundEmails.subject, text: t.outboundEmails.textBody })
    .from(t.outboundEmails)
    .where(and(eq(t.outboundEmails.toAddress, email), like(t.outboundEmails.dedupeKey, `mail:question-${key}:%`)));

describe('written questions: the happy path', () => {
  it('draft → files → checkout → paid → offered → taken (§35) → answered with a file → follow-up → its answer → closed; a second follow-up refused', async () => {
    const lawyer = await offeringLawyer();
    const c = await client();
    const { _id: id } = await createQuestionDraft(c.id, { lawyer_id: lawyer.id, problem: FAMILY, facts: 'Draft so far' });
    await updateQuestionDraft(c.id, id, { ...DRAFT, pool_ok: true });
    await addQuestionFiles(c.id, id, [...pdfs(2, 'deed'), new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'wrong.pdf')]);
    const draftView = questionViewSchema.parse(await getQuestion(c.id, id));
    const wrong = draftView.view === 'full' ? draftView.files.find((f) => f.name === 'wrong.pdf')!._id : '';
    await removeQuestionFile(c.id, id, wrong);
    expect(await statusOf(id)).toBe('DRAFT');

    const { checkout_url, status } = await startQuestionCheckout(c.id, id);
    expect(status).toBe('PAYMENT_PENDING');
    const pending = await paymentOf(id);
    expect({ amount: pending.amountCentavos, lawyer: pending.lawyerId, status: pending.status }).toEqual({
      amount: 80_000,
      lawyer: lawyer.id,
      status: 'PENDING',
    });
    await payInSandbox(c, checkout_url);
    expect(await statusOf(id)).toBe('WAITING');
    // The lawyer is told of the offer (the problem and the other parties, nothing of the facts).
    const offered = await untilOutboxDelivered(
      () => mailsTo(lawyer.email, 'offered'),
      (m) => m.length === 1,
    );
    expect(offered[0].text).toContain('Jose Dela Cruz, Pedro Reyes');
    expect(offered[0].text).not.toContain('lot');

    await takeQuestion(lawyer.id, id, { scope_statement_version: SCOPE_STATEMENT_VERSION });
    const [taken] = await db().db.select().from(t.writtenQuestions).where(eq(t.writtenQuestions.id, id));
    expect({ status: taken.status, version: taken.scopeStatementVersion, at: taken.takenAt !== null }).toEqual({
      status: 'TAKEN',
      version: SCOPE_STATEMENT_VERSION,
      at: true,
    });

    await answerQuestion(lawyer.id, id, { body: 'Yes: file an action for annulment of the sale…', files: pdfs(1, 'answer') });
    const answered = questionViewSchema.parse(await getQuestion(c.id, id));
    expect(answered.view === 'full' && answered.messages.map((m) => [m.kind, m.files.length])).toEqual([['answer', 1]]);
    expect(answered.view === 'full' && answered.files.map((f) => f.name)).toEqual(['deed0.pdf', 'deed1.pdf']);
    expect(answered.allowed).toEqual(['follow-up']);
    // The client reads the answer's file; the lawyer (who took it) reads the client's.
    const answerFile = answered.view === 'full' ? answered.messages[0].files[0]._id : '';
    const deedFile = answered.view === 'full' ? answered.files[0]._id : '';
    expect((await readStoredFile(answerFile, { id: c.id, roles: [] })).file.originalName).toBe('answer0.pdf');
    expect((await readStoredFile(deedFile, { id: lawyer.id, roles: [] })).file.originalName).toBe('deed0.pdf');

    // Paid and answered, the money is held for the lawyer until the question closes.
    const ledgerOf = async () =>
      (await listLawyerPayments(lawyer.id)).results.map((r) => ({ kind: r.kind, item: r.item, gross: r.gross, state: r.payout.state }));
    const entry = (state: string) => ({ kind: 'question', item: 'Written question from Maria Santos', gross: 80_000, state });
    expect(await ledgerOf()).toEqual([entry('held')]);

    await askFollowUp(c.id, id, { body: 'And if he already registered it?' });
    expect(await statusOf(id)).toBe('FOLLOW_UP');
    expect(await refused(askFollowUp(c.id, id, { body: 'One more?' }))).toBe('CONFLICT FOLLOW_UP_ASKED');
    await answerFollowUp(lawyer.id, id, { body: 'Then annotate an adverse claim first.' });
    expect(await statusOf(id)).toBe('CLOSED');
    expect(await refused(askFollowUp(c.id, id, { body: 'One more?' }))).toBe('CONFLICT FOLLOW_UP_ASKED');
    const closed = await getQuestion(c.id, id);
    expect(closed.view === 'full' && closed.messages.map((m) => m.kind)).toEqual(['answer', 'follow-up', 'follow-up-answer']);
    expect(closed.allowed).toEqual([]);
    // Each step told the other side, in their language.
    await drainOutbox();
    for (const key of ['taken', 'answered', 'followUpAnswered'])
      expect({ key, mails: (await mailsTo(c.email, key)).length }).toEqual({ key, mails: 1 });
    expect((await mailsTo(lawyer.email, 'followUp')).length).toBe(1);
    expect((await paymentOf(id)).status).toBe('PAID');
    expect(await ledgerOf()).toEqual([entry('owed')]);
  });

  it('closes 72 h after the answer with no follow-up, and a follow-up after that is refused', async () => {
    const lawyer = await offeringLawyer();
    const c = await client();
    const id = await paidQuestion(c, lawyer);
    await takeQuestion(lawyer.id, id, { scope_statement_version: SCOPE_STATEMENT_VERSION });
    await answerQuestion(lawyer.id, id, { body: 'The answer.' });
    await sweepQuestions({ now: later(71) });
    expect(await statusOf(id)).toBe('ANSWERED');
    await sweepQuestions({ now: later(73) });
    expect(await statusOf(id)).toBe('CLOSED');
    expect(await refused(askFollowUp(c.id, id, { body: 'Too late?' }))).toBe('CONFLICT TIME_OVER');
  });

  it('a follow-up left unanswered 48 h closes the question without a refund', async () => {
    const lawyer = await offeringLawyer();
    const c = await client();
    const id = await paidQuestion(c, lawyer);
    await takeQuestion(lawyer.id, id, { scope_statement_version: SCOPE_STATEMENT_VERSION });
    await answerQuestion(lawyer.id, id, { body: 'The answer.' });
    await askFollowUp(c.id, id, { body: 'And then?' });
    await sweepQuestions({ now: later(49) });
    expect(await statusOf(id)).toBe('CLOSED');
    expect(await refundsOf(db().db, (await paymentOf(id)).id)).toEqual([]);
    expect(await refused(answerFollowUp(lawyer.id, id, { body: 'Late.' }))).toBe('CONFLICT INVALID_TRANSITION');
  });

  it('the answer time (the profile’s one source, findAnswerTime) shows once a lawyer has answered 3 questions', async () => {
    const lawyer = await offeringLawyer();
    const c = await client();
    for (let i = 0; i < 3; i++) {
      expect(await findAnswerTime(lawyer.id)).toBeNull();
      const id = await paidQuestion(c, lawyer);
      await takeQuestion(lawyer.id, id, { scope_statement_version: SCOPE_STATEMENT_VERSION });
      await answerQuestion(lawyer.id, id, { body: `Answer ${i}` });
    }
    expect(await findAnswerTime(lawyer.id)).toEqual({ median_minutes: expect.any(Number), samples: 3 });
  });
});

describe("the lawyer's offer view", () => {
  it('before taking it the lawyer reads the problem, the other parties, the language, the price and the time left — nothing else', async () => {
    const lawyer = await offeringLawyer();
    const c = await client();
    const id = await paidQuestion(c, lawyer);
    const [row] = await db().db.select().from(t.writtenQuestions).where(eq(t.writtenQuestions.id, id));
    const view = await getQuestion(lawyer.id, id);
    expect(view).toEqual({
      _id: id,
      view: 'offer',
      status: 'WAITING',
      problem: FAMILY,
      other_parties: ['Jose Dela Cruz', 'Pedro Reyes'],
      language: 'en',
      price_centavos: 80_000,
      legal_aid: false,
      take_due_at: row.takeDueAt!.toISOString(),
      allowed: ['take', 'decline'],
    });
    expect(questionViewSchema.parse(view)).toEqual(view);
    const list = questionListSchema.parse(await listQuestions(lawyer.id));
    expect(list.questions).toEqual([view]);
    expect(row.takeDueAt!.getTime() - row.offeredAt!.getTime()).toBe(QUESTION_HOURS.take * HOUR);
  });

  it("the client's files are not the lawyer's to read before they take it", async () => {
    const lawyer = await offeringLawyer();
    const c = await client();
    const { _id: id } = await createQuestionDraft(c.id, { lawyer_id: lawyer.id, problem: FAMILY, ...DRAFT });
    await addQuestionFiles(c.id, id, pdfs(1, 'private'));
    const { checkout_url } = await startQuestionCheckout(c.id, id);
    await payInSandbox(c, checkout_url);
    const [file] = await db().db.select().from(t.writtenQuestionFiles).where(eq(t.writtenQuestionFiles.questionId, id));
    expect(await refused(readStoredFile(file.fileId, { id: lawyer.id, roles: [] }))).toBe('FORBIDDEN FORBIDDEN');
    await takeQuestion(lawyer.id, id, { scope_statement_version: SCOPE_STATEMENT_VERSION });
    expect((await readStoredFile(file.fileId, { id: lawyer.id, roles: [] })).file.originalName).toBe('private0.pdf');
  });
});

describe('the clocks refund in full', () => {
  it('an offer not taken within 48 h (no tick) is refunded in full through the ledger, the client told in Filipino', async () => {
    const lawyer = await offeringLawyer();
    const c = await client('fil');
    const id = await paidQuestion(c, lawyer);
    await sweepQuestions({ now: later(47) });
    expect(await statusOf(id)).toBe('WAITING');
    await sweepQuestions({ now: later(49) });
    expect(await statusOf(id)).toBe('REFUNDED');
    const payment = await paymentOf(id);
    expect((await refundsOf(db().db, payment.id)).map((r) => [r.reason, r.amountCentavos])).toEqual([['QUESTION_NOT_ANSWERED', 80_000]]);
    const mails = await untilOutboxDelivered(
      () => mailsTo(c.email, 'refunded'),
      (m) => m.length === 1,
    );
    expect(mails[0].subject).toContain('Ibinalik nang buo');
    expect(await refused(takeQuestion(lawyer.id, id, { scope_statement_version: SCOPE_STATEMENT_VERSION }))).toBe(
      'CONFLICT INVALID_TRANSITION',
    );
    // The refund follows the commit: sent to the sandbox provider by the outbox.
    await untilOutboxDelivered(
      async () => (await refundsOf(db().db, payment.id)).map((r) => Boolean(r.providerRefundId)),
      (sent) => sent.length === 1 && sent[0],
    );
  });

  it('a question taken and not answered within 48 h is refunded in full, and an answer after that is refused', async () => {
    const lawyer = await offeringLawyer();
    const c = await client('fil');
    const id = await paidQuestion(c, lawyer);
    await takeQuestion(lawyer.id, id, { scope_statement_version: SCOPE_STATEMENT_VERSION });
    // Past its time the answer is refused even before the scheduler's pass.
    expect(await refused(answerQuestion(lawyer.id, id, { body: 'Late answer' }, later(49)))).toBe('CONFLICT TIME_OVER');
    await sweepQuestions({ now: later(49) });
    expect(await statusOf(id)).toBe('REFUNDED');
    expect((await refundsOf(db().db, (await paymentOf(id)).id)).map((r) => [r.reason, r.amountCentavos])).toEqual([
      ['QUESTION_NOT_ANSWERED', 80_000],
    ]);
    expect(await refused(answerQuestion(lawyer.id, id, { body: 'Late answer', files: pdfs(1, 'late') }))).toBe('CONFLICT TIME_OVER');
    expect(await db().db.select().from(t.writtenQuestionMessages).where(eq(t.writtenQuestionMessages.questionId, id))).toEqual([]);
    const mails = await untilOutboxDelivered(
      () => mailsTo(c.email, 'refunded'),
      (m) => m.length === 1,
    );
    expect(mails[0].text).toContain('Hindi nasagot sa takdang oras');
  });
});

describe('declining', () => {
  it('with the tick: to another verified lawyer of the same field offering questions, never back to one who declined; at most 3 lawyers', async () => {
    const first = await offeringLawyer({ areas: ['taxation'] });
    const second = await offeringLawyer({ areas: ['taxation'], rating: 5, reviewCount: 40 });
    const third = await offeringLawyer({ areas: ['taxation'] });
    const fourth = await offeringLawyer({ areas: ['taxation'] });
    await offeringLawyer({ areas: ['taxation'] }, null); // does not offer questions
    await offeringLawyer({ areas: ['taxation'], ibpVerified: false }); // not verified
    await offeringLawyer({ areas: ['labor'] }); // another field
    const c = await client();
    const id = await paidQuestion(c, first, { pool_ok: true, problem: TAX });

    expect(await declineQuestion(first.id, id, { reason: 'conflict' })).toEqual({ outcome: 'moved' });
    const [moved] = await db().db.select().from(t.writtenQuestions).where(eq(t.writtenQuestions.id, id));
    const pool = [second.id, third.id, fourth.id];
    expect({ status: moved.status, inPool: pool.includes(moved.lawyerId) }).toEqual({ status: 'WAITING', inPool: true });
    expect(await refused(getQuestion(first.id, id))).toBe('NOT_FOUND QUESTION_NOT_FOUND');
    // Its payment follows it: the lawyer who may answer is the one it would be paid to.
    expect((await paymentOf(id)).lawyerId).toBe(moved.lawyerId);
    expect((await getQuestion(moved.lawyerId, id)).view).toBe('offer');
    // The next one lets it lapse: a third lawyer, then no fourth (at most 3 in all) → refunded.
    await sweepQuestions({ now: later(49) });
    const [again] = await db().db.select().from(t.writtenQuestions).where(eq(t.writtenQuestions.id, id));
    expect({ status: again.status, fresh: ![first.id, moved.lawyerId].includes(again.lawyerId) }).toEqual({
      status: 'WAITING',
      fresh: true,
    });
    expect(await declineQuestion(again.lawyerId, id, { reason: 'no-time' })).toEqual({ outcome: 'refunded' });
    expect(await statusOf(id)).toBe('REFUNDED');
    const offers = await db().db.select().from(t.writtenQuestionOffers).where(eq(t.writtenQuestionOffers.questionId, id));
    expect(offers.map((o) => o.outcome).sort()).toEqual(['declined', 'declined', 'lapsed']);
    expect(new Set(offers.map((o) => o.lawyerId)).size).toBe(3);
    await drainOutbox();
    expect((await mailsTo(c.email, 'moved')).length).toBe(2);
  });

  it('without the tick: refunded in full at once', async () => {
    const lawyer = await offeringLawyer();
    await offeringLawyer(); // another lawyer of the field is free, but the client did not allow it
    const c = await client();
    const id = await paidQuestion(c, lawyer);
    expect(await declineQuestion(lawyer.id, id, { reason: 'not-my-field' })).toEqual({ outcome: 'refunded' });
    expect(await statusOf(id)).toBe('REFUNDED');
    expect((await refundsOf(db().db, (await paymentOf(id)).id)).map((r) => r.reason)).toEqual(['QUESTION_NOT_ANSWERED']);
  });
});
