import { eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { POST as review } from '@/app/api/v1/questions/[id]/review/route';
import { PUT as setPrice } from '@/app/api/v1/lawyers/profile/question-price/route';
import { GET as read } from '@/app/api/v1/questions/[id]/route';
import { questionReviewDtoSchema, questionViewSchema } from '@/features/questions/dto/written-question';
import { SCOPE_STATEMENT_VERSION } from '@/features/questions/rules/written-questions';
import { findAnswerTime } from '@/lib/server/lawyers/answer-times/answer-time';
import { findPublicProfile } from '@/lib/server/lawyers/find-public-profile';
import { listLawyerReviews } from '@/lib/server/lawyers/list-lawyer-reviews';
import { moderateContent } from '@/lib/server/admin/moderation/moderate-content';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertReview } from '@/lib/test/fixtures/meetings';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { payInSandbox, routeSandboxWebhooks } from '@/lib/test/fixtures/work-items';
import { createQuestionDraft } from './drafts';
import { startQuestionCheckout } from './question-checkout';
import { answerFollowUp, answerQuestion, askFollowUp, takeQuestion } from './question-steps';
import { sweepQuestions } from './sweep-questions';

// Issue 60: "Reviews of an answer like reviews of a meeting" — once per question, only by its client,
// only once answered, counted in the lawyer's rating and moderated as any review; the median answer
// time on the profile from the third answer; the price a lawyer sets reaches their public profile.

const db = useTestDb();
let restoreFetch: () => void;
beforeAll(() => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_question_reviews' });
  restoreFetch = routeSandboxWebhooks();
});
afterAll(() => {
  restoreFetch();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined });
});

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);

async function offeringLawyer(): Promise<TestUser> {
  const lawyer = await testLawyer(db().db);
  await db().db.update(t.lawyerProfiles).set({ questionPriceCentavos: 80_000 }).where(eq(t.lawyerProfiles.userId, lawyer.id));
  return lawyer;
}

/** A complete draft, paid in the sandbox: WAITING, offered to `lawyer`. */
async function paidQuestion(c: TestUser, lawyer: TestUser): Promise<string> {
  const { _id } = await createQuestionDraft(c.id, {
    lawyer_id: lawyer.id,
    problem: 0,
    facts: 'My brother sold our late mother’s lot without asking the rest of us.',
    wants: 'Can the sale be annulled?',
    other_parties: ['Jose Dela Cruz'],
    language: 'en',
  });
  const { checkout_url } = await startQuestionCheckout(c.id, _id);
  expect((await payInSandbox(c, checkout_url)).status).toBe(200);
  return _id;
}

/** Paid, taken and answered `afterHours` after the offer. */
async function answeredQuestion(c: TestUser, lawyer: TestUser, afterHours = 1): Promise<string> {
  const id = await paidQuestion(c, lawyer);
  await takeQuestion(lawyer.id, id, { scope_statement_version: SCOPE_STATEMENT_VERSION });
  await answerQuestion(lawyer.id, id, { body: 'File a petition for annulment of the sale.' }, later(afterHours));
  return id;
}

async function postReview(u: TestUser | undefined, id: string, body: unknown) {
  const res = await review(apiRequest(`/api/v1/questions/${id}/review`, { method: 'POST', body, jar: u?.jar }), routeCtx({ id }));
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function viewAs(u: TestUser, id: string) {
  const res = await read(apiRequest(`/api/v1/questions/${id}`, { jar: u.jar }), routeCtx({ id }));
  return questionViewSchema.parse(await res.json());
}

const ratingOf = async (lawyerId: string) =>
  (
    await db()
      .db.select({ avg: t.lawyerProfiles.ratingAvg, count: t.lawyerProfiles.reviewCount })
      .from(t.lawyerProfiles)
      .where(eq(t.lawyerProfiles.userId, lawyerId))
  )[0];
const reviewRows = (questionId: string) => db().db.select().from(t.reviews).where(eq(t.reviews.questionId, questionId));

describe('reviews of a written answer', () => {
  it('only once the answer is there; one per question (a second POST updates it); counted in the rating beside a meeting review', async () => {
    const lawyer = await offeringLawyer();
    const c = await testCustomer(db().db);
    // A consultation's review: 4 stars (the rating is recounted with the next review).
    await insertReview(db().db, { lawyerId: lawyer.id, customerId: c.id, rating: 4, comment: 'Good.', createdAt: new Date('2025-01-02') });
    const id = await paidQuestion(c, lawyer);

    // Waiting, then taken: nothing to review yet; the page offers no form.
    expect(await postReview(c, id, { rating: 5 })).toMatchObject({ status: 400, json: { key: 'REVIEW_TOO_EARLY' } });
    await takeQuestion(lawyer.id, id, { scope_statement_version: SCOPE_STATEMENT_VERSION });
    expect(await postReview(c, id, { rating: 5 })).toMatchObject({ status: 400, json: { key: 'REVIEW_TOO_EARLY' } });
    expect(await viewAs(c, id)).toMatchObject({ can_review: false, review: null });
    expect(await reviewRows(id)).toEqual([]);

    await answerQuestion(lawyer.id, id, { body: 'File a petition for annulment of the sale.' });
    expect(await viewAs(c, id)).toMatchObject({ can_review: true, review: null });
    const first = await postReview(c, id, { rating: 2, comment: 'Short.' });
    expect(first.status).toBe(200);
    expect(questionReviewDtoSchema.parse(first.json)).toMatchObject({ question_id: id, rating: 2, comment: 'Short.' });
    expect(await ratingOf(lawyer.id)).toEqual({ avg: 3, count: 2 });

    // The same question again: the one review changes, no second one.
    const second = await postReview(c, id, { rating: 5, comment: '  Clear and quick.  ' });
    expect(second.json).toMatchObject({ _id: first.json._id, rating: 5, comment: 'Clear and quick.' });
    expect(await reviewRows(id)).toHaveLength(1);
    expect(await ratingOf(lawyer.id)).toEqual({ avg: 4.5, count: 2 });
    expect(await viewAs(c, id)).toMatchObject({ can_review: true, review: { _id: first.json._id, rating: 5 } });

    // The profile: the rating counts it, the review list says it is about a written answer.
    expect(await findPublicProfile(lawyer.id)).toMatchObject({ rating: 4.5, review_count: 2 });
    const listed = await listLawyerReviews(lawyer.id);
    expect(listed.results.map((r) => [r.rating, r.written])).toEqual(
      expect.arrayContaining([
        [5, true],
        [4, false],
      ]),
    );

    // Moderated as any review: hidden, it leaves the rating and the list; restored, it is back.
    const admin = await testAdmin(db().db);
    await moderateContent(admin.id, 'review', first.json._id as string, { hidden: true, reason: 'Test of moderation' });
    expect(await ratingOf(lawyer.id)).toEqual({ avg: 4, count: 1 });
    expect((await listLawyerReviews(lawyer.id)).results.map((r) => r.written)).toEqual([false]);
    await moderateContent(admin.id, 'review', first.json._id as string, { hidden: false, reason: 'Restored' });
    expect(await ratingOf(lawyer.id)).toEqual({ avg: 4.5, count: 2 });
  });

  it('after a follow-up and once closed, too; never a refunded one', async () => {
    const lawyer = await offeringLawyer();
    const c = await testCustomer(db().db);
    const id = await answeredQuestion(c, lawyer);
    await askFollowUp(c.id, id, { body: 'And the buyer?' });
    expect((await postReview(c, id, { rating: 4 })).status).toBe(200);
    await answerFollowUp(lawyer.id, id, { body: 'The buyer in bad faith returns the lot.' });
    expect((await postReview(c, id, { rating: 5 })).json).toMatchObject({ rating: 5 });
    expect(await reviewRows(id)).toHaveLength(1);

    // Not taken in time: refunded, never answered, never reviewed.
    const refunded = await paidQuestion(c, lawyer);
    await sweepQuestions({ now: later(49) });
    expect(await postReview(c, refunded, { rating: 1 })).toMatchObject({ status: 400, json: { key: 'REVIEW_TOO_EARLY' } });
    expect(await reviewRows(refunded)).toEqual([]);
  });

  it('only its client: its lawyer 403, another client and another lawyer 404, a visitor 401; bad stars 400; nothing written', async () => {
    const lawyer = await offeringLawyer();
    const c = await testCustomer(db().db);
    const id = await answeredQuestion(c, lawyer);
    const rating = await ratingOf(lawyer.id);
    const other = await testCustomer(db().db);
    const otherLawyer = await testLawyer(db().db);
    expect((await postReview(lawyer, id, { rating: 5 })).status).toBe(403);
    expect(await postReview(other, id, { rating: 5 })).toMatchObject({ status: 404, json: { key: 'QUESTION_NOT_FOUND' } });
    expect((await postReview(otherLawyer, id, { rating: 5 })).status).toBe(404);
    expect((await postReview(undefined, id, { rating: 5 })).status).toBe(401);
    expect((await postReview(c, 'not-a-uuid', { rating: 5 })).status).toBe(404);
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, {}, { rating: 5, comment: 'x'.repeat(1_001) }])
      expect((await postReview(c, id, body)).status).toBe(400);
    expect(await reviewRows(id)).toEqual([]);
    expect(await ratingOf(lawyer.id)).toEqual(rating);
    // The lawyer's view of the question carries no review form.
    expect(await viewAs(lawyer, id)).toMatchObject({ can_review: false, review: null });
  });
});

describe('the answer time on the profile: one source (findAnswerTime, issue 72 item 7)', () => {
  it('is hidden below 3 answers and is the median of offer → answer from the third', async () => {
    const lawyer = await offeringLawyer();
    const c = await testCustomer(db().db);
    await answeredQuestion(c, lawyer, 5);
    await answeredQuestion(c, lawyer, 20);
    expect(await findAnswerTime(lawyer.id, later(48))).toBeNull();
    await answeredQuestion(c, lawyer, 10);
    const time = await findAnswerTime(lawyer.id, later(48));
    expect(time?.samples).toBe(3);
    // Ten hours from the offer (the payment) to the answer, give or take the test's own seconds.
    expect(Math.abs(time!.median_minutes - 600)).toBeLessThanOrEqual(1);
  });
});

describe("the lawyer's written-question price reaches their public profile", () => {
  it('set, changed and withdrawn through PUT lawyers/profile/question-price (the profile page is rendered per request)', async () => {
    const lawyer = await testLawyer(db().db);
    const put = async (price_centavos: number | null) =>
      setPrice(
        apiRequest('/api/v1/lawyers/profile/question-price', { method: 'PUT', jar: lawyer.jar, body: { price_centavos } }),
        routeCtx({}),
      );
    expect((await findPublicProfile(lawyer.id))?.question_price).toBeNull();
    expect((await put(50_000)).status).toBe(200);
    expect((await findPublicProfile(lawyer.id))?.question_price).toBe(50_000);
    expect((await put(120_000)).status).toBe(200);
    expect((await findPublicProfile(lawyer.id))?.question_price).toBe(120_000);
    const refused = await put(20_000);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ key: 'PRICE_OUT_OF_BOUNDS', code: 'questions.priceOutOfBounds' });
    expect((await findPublicProfile(lawyer.id))?.question_price).toBe(120_000);
    expect((await put(null)).status).toBe(200);
    expect((await findPublicProfile(lawyer.id))?.question_price).toBeNull();
  });
});
