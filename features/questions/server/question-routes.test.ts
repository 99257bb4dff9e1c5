import { eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { GET as list, POST as create } from '@/app/api/v1/questions/route';
import { DELETE as remove, GET as read, PUT as update } from '@/app/api/v1/questions/[id]/route';
import { POST as addFiles } from '@/app/api/v1/questions/[id]/files/route';
import { DELETE as removeFile } from '@/app/api/v1/questions/[id]/files/[fileId]/route';
import { POST as checkout } from '@/app/api/v1/questions/[id]/checkout/route';
import { POST as take } from '@/app/api/v1/questions/[id]/take/route';
import { POST as decline } from '@/app/api/v1/questions/[id]/decline/route';
import { POST as answer } from '@/app/api/v1/questions/[id]/answer/route';
import { POST as followUp } from '@/app/api/v1/questions/[id]/follow-up/route';
import { POST as followUpAnswer } from '@/app/api/v1/questions/[id]/follow-up-answer/route';
import { PUT as setPrice } from '@/app/api/v1/lawyers/profile/question-price/route';
import { SCOPE_STATEMENT_VERSION } from '@/features/questions/rules/written-questions';
import { getCheckout } from '@/lib/server/payments/get-checkout';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { useLetterStorage } from '@/lib/test/fixtures/letters';
import { filesForm, pdfs } from '@/lib/test/fixtures/uploads';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { payInSandbox, routeSandboxWebhooks } from '@/lib/test/fixtures/work-items';

// Issue 60 through its HTTP routes: the whole path a client and a lawyer walk, what the lawyer reads
// before taking the question, and everyone else refused on every operation.
const db = useTestDb();
useLetterStorage();
let restoreFetch: () => void;
beforeAll(() => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_question_routes' });
  restoreFetch = routeSandboxWebhooks();
});
afterAll(() => {
  restoreFetch();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined });
});

type Handler = (req: Request, ctx: { params: Promise<{ id: string; fileId: string }> }) => Promise<Response>;

/** One call as `u` (undefined: a visitor); the status and the JSON answer. */
async function call(handler: Handler, u: TestUser | undefined, method: string, path: string, body?: unknown, params = {}) {
  const res = await handler(apiRequest(path, { method, body, jar: u?.jar }), routeCtx(params) as Parameters<Handler>[1]);
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { [k: string]: never } };
}

const q = (id: string, rest = '') => `/api/v1/questions/${id}${rest}`;
const DRAFT = {
  problem: 0,
  facts: 'My brother sold our late mother’s lot without asking the rest of us.',
  wants: 'Can the sale be annulled?',
  other_parties: ['Jose Dela Cruz', 'Pedro Reyes'],
  language: 'en',
};

async function offeringLawyer(): Promise<TestUser> {
  const lawyer = await testLawyer(db().db);
  const res = await call(setPrice, lawyer, 'PUT', '/api/v1/lawyers/profile/question-price', { price_centavos: 80_000 });
  expect(res).toEqual({ status: 200, json: { price_centavos: 80_000 } });
  return lawyer;
}

/** A complete draft with a file, paid in the sandbox through the routes: WAITING, offered to `lawyer`. */
async function paidQuestion(c: TestUser, lawyer: TestUser): Promise<string> {
  const created = await call(create, c, 'POST', '/api/v1/questions', { lawyer_id: lawyer.id, ...DRAFT });
  expect(created.status).toBe(201);
  const id = created.json._id as string;
  expect((await call(addFiles, c, 'POST', q(id, '/files'), filesForm(pdfs(1, 'deed')), { id })).status).toBe(200);
  const paying = await call(checkout, c, 'POST', q(id, '/checkout'), undefined, { id });
  expect(paying.json).toEqual({ _id: id, status: 'PAYMENT_PENDING', checkout_url: expect.any(String) });
  const paid = await payInSandbox(c, paying.json.checkout_url as string);
  expect(paid.status).toBe(200);
  // The page the sandbox returns to names the question, in its own words (not an engagement's), and links to it.
  const back = new URL(((await paid.json()) as { redirect_url: string }).redirect_url, 'http://localhost');
  const summary = await getCheckout(c.id, { paymentId: back.searchParams.get('payment')! });
  expect(summary).toMatchObject({ kind: 'question', question_id: id, state: 'paid', work_item_id: null, meeting_id: null });
  return id;
}

const statusOf = async (id: string) =>
  (await db().db.select({ status: t.writtenQuestions.status }).from(t.writtenQuestions).where(eq(t.writtenQuestions.id, id)))[0]?.status;

describe('written questions over HTTP', () => {
  it('draft → files → checkout → paid → taken → answered with a file → follow-up → its answer; a second follow-up refused', async () => {
    const lawyer = await offeringLawyer();
    const c = await testCustomer(db().db);
    const created = await call(create, c, 'POST', '/api/v1/questions', { lawyer_id: lawyer.id, problem: 0, facts: 'So far' });
    expect(created.status).toBe(201);
    const id = created.json._id as string;
    const edited = await call(update, c, 'PUT', q(id), { ...DRAFT, facts: DRAFT.facts }, { id });
    expect(edited.json).toMatchObject({ status: 'DRAFT', view: 'full', facts: DRAFT.facts, allowed: expect.arrayContaining(['checkout']) });
    const withFiles = await call(addFiles, c, 'POST', q(id, '/files'), filesForm([...pdfs(1, 'deed'), ...pdfs(1, 'wrong')]), { id });
    const files = withFiles.json.files as unknown as { _id: string; name: string }[];
    expect(files.map((f) => f.name)).toEqual(['deed0.pdf', 'wrong0.pdf']);
    const wrong = files[1]._id;
    const left = await call(removeFile, c, 'DELETE', q(id, `/files/${wrong}`), undefined, { id, fileId: wrong });
    expect((left.json.files as unknown as { name: string }[]).map((f) => f.name)).toEqual(['deed0.pdf']);

    const paying = await call(checkout, c, 'POST', q(id, '/checkout'), undefined, { id });
    expect(paying.status).toBe(200);
    expect((await payInSandbox(c, paying.json.checkout_url as string)).status).toBe(200);
    expect(await statusOf(id)).toBe('WAITING');

    const taken = await call(take, lawyer, 'POST', q(id, '/take'), { scope_statement_version: SCOPE_STATEMENT_VERSION }, { id });
    expect(taken.json).toMatchObject({ status: 'TAKEN', view: 'full', facts: DRAFT.facts, allowed: ['answer'] });
    const answerForm = filesForm(pdfs(1, 'answer'));
    answerForm.append('body', 'Yes: file an action for annulment of the sale.');
    const answered = await call(answer, lawyer, 'POST', q(id, '/answer'), answerForm, { id });
    expect(answered.status).toBe(200);
    const messages = () => answered.json.messages as unknown as { kind: string; files: { name: string }[] }[];
    expect(messages().map((m) => [m.kind, m.files.map((f) => f.name)])).toEqual([['answer', ['answer0.pdf']]]);

    const asked = await call(followUp, c, 'POST', q(id, '/follow-up'), { body: 'And if he already registered it?' }, { id });
    expect(asked.json).toMatchObject({ status: 'FOLLOW_UP', allowed: [] });
    const secondWhileOpen = await call(followUp, c, 'POST', q(id, '/follow-up'), { body: 'One more?' }, { id });
    expect([secondWhileOpen.status, secondWhileOpen.json.key]).toEqual([409, 'FOLLOW_UP_ASKED']);
    const last = new FormData();
    last.append('body', 'Then annotate an adverse claim first.');
    const closed = await call(followUpAnswer, lawyer, 'POST', q(id, '/follow-up-answer'), last, { id });
    expect(closed.json).toMatchObject({ status: 'CLOSED', allowed: [] });
    expect((closed.json.messages as unknown as { kind: string }[]).map((m) => m.kind)).toEqual(['answer', 'follow-up', 'follow-up-answer']);
    const second = await call(followUp, c, 'POST', q(id, '/follow-up'), { body: 'One more?' }, { id });
    expect([second.status, second.json.key]).toEqual([409, 'FOLLOW_UP_ASKED']);

    // Each side lists it, in the view it may read.
    const mine = await call(list, c, 'GET', '/api/v1/questions');
    const theirs = await call(list, lawyer, 'GET', '/api/v1/questions');
    for (const listed of [mine, theirs])
      expect((listed.json.questions as unknown as { _id: string; view: string }[]).map((x) => [x._id, x.view])).toEqual([[id, 'full']]);
  });

  it("the lawyer's view before taking it holds no facts, question or files; declined, it is gone for them", async () => {
    const lawyer = await offeringLawyer();
    const c = await testCustomer(db().db);
    const id = await paidQuestion(c, lawyer);
    const offer = await call(read, lawyer, 'GET', q(id), undefined, { id });
    expect(offer).toEqual({
      status: 200,
      json: {
        _id: id,
        status: 'WAITING',
        problem: 0,
        other_parties: ['Jose Dela Cruz', 'Pedro Reyes'],
        language: 'en',
        price_centavos: 80_000,
        legal_aid: false,
        take_due_at: expect.any(String),
        allowed: ['take', 'decline'],
        view: 'offer',
      },
    });
    const listed = await call(list, lawyer, 'GET', '/api/v1/questions');
    expect(listed.json.questions).toEqual([offer.json]);
    const declined = await call(decline, lawyer, 'POST', q(id, '/decline'), { reason: 'conflict' }, { id });
    expect(declined).toEqual({ status: 200, json: { outcome: 'refunded' } });
    expect((await call(read, lawyer, 'GET', q(id), undefined, { id })).status).toBe(404);
    expect((await call(list, lawyer, 'GET', '/api/v1/questions')).json).toEqual({ questions: [] });
    expect((await call(read, c, 'GET', q(id), undefined, { id })).json).toMatchObject({ status: 'REFUNDED', view: 'full' });
  });

  it('another client, another lawyer and a visitor are refused every operation, on a draft and on a paid question', async () => {
    const lawyer = await offeringLawyer();
    const c = await testCustomer(db().db);
    const otherClient = await testCustomer(db().db);
    const otherLawyer = await offeringLawyer();
    const paid = await paidQuestion(c, lawyer);
    const draft = (await call(create, c, 'POST', '/api/v1/questions', { lawyer_id: lawyer.id, ...DRAFT })).json._id as string;
    await call(addFiles, c, 'POST', q(draft, '/files'), filesForm(pdfs(1, 'deed')), { id: draft });
    const form = () => {
      const f = filesForm(pdfs(1, 'x'));
      f.append('body', 'An answer.');
      return f;
    };
    const operations: [string, Handler, string, string, () => unknown, boolean][] = [
      ['GET', read, '', 'GET', () => undefined, false],
      ['PUT', update, '', 'PUT', () => ({ facts: 'Changed' }), false],
      ['DELETE', remove, '', 'DELETE', () => undefined, false],
      ['files', addFiles, '/files', 'POST', () => filesForm(pdfs(1, 'x')), false],
      ['checkout', checkout, '/checkout', 'POST', () => undefined, false],
      ['take', take, '/take', 'POST', () => ({ scope_statement_version: SCOPE_STATEMENT_VERSION }), true],
      ['decline', decline, '/decline', 'POST', () => ({ reason: 'conflict' }), true],
      ['answer', answer, '/answer', 'POST', form, true],
      ['follow-up', followUp, '/follow-up', 'POST', () => ({ body: 'Why?' }), false],
      ['follow-up-answer', followUpAnswer, '/follow-up-answer', 'POST', form, true],
    ];
    const seen: string[] = [];
    for (const id of [draft, paid]) {
      const [fileId] = (
        await db()
          .db.select({ id: t.writtenQuestionFiles.fileId })
          .from(t.writtenQuestionFiles)
          .where(eq(t.writtenQuestionFiles.questionId, id))
      ).map((f) => f.id);
      const all: [string, Handler, string, string, () => unknown, boolean][] = [
        ...operations,
        ['file DELETE', removeFile, `/files/${fileId}`, 'DELETE', () => undefined, false],
      ];
      for (const [name, handler, rest, method, body, lawyerStep] of all) {
        const params = { id, fileId };
        const status = async (u: TestUser | undefined) => (await call(handler, u, method, q(id, rest), body(), params)).status;
        // A lawyer's step refuses a client at the door (403); otherwise nobody else learns the question exists (404).
        seen.push(`${name}: ${await status(undefined)} ${await status(otherClient)} ${await status(otherLawyer)}`);
        expect({
          name,
          visitor: await status(undefined),
          otherClient: await status(otherClient),
          otherLawyer: await status(otherLawyer),
        }).toEqual({
          name,
          visitor: 401,
          otherClient: lawyerStep ? 403 : 404,
          otherLawyer: 404,
        });
      }
    }
    // The world's lawyer does not see the draft at all; the paid one is untouched.
    expect((await call(read, lawyer, 'GET', q(draft), undefined, { id: draft })).status).toBe(404);
    expect([await statusOf(draft), await statusOf(paid)]).toEqual(['DRAFT', 'WAITING']);
    expect(seen.length).toBe(22);
    // A visitor and a client cannot set a price.
    expect((await call(setPrice, undefined, 'PUT', '/api/v1/lawyers/profile/question-price', { price_centavos: 50_000 })).status).toBe(401);
    expect((await call(setPrice, c, 'PUT', '/api/v1/lawyers/profile/question-price', { price_centavos: 50_000 })).status).toBe(403);
  });
});
