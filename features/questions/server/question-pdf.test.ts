import { eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { POST as create } from '@/app/api/v1/questions/route';
import { POST as checkout } from '@/app/api/v1/questions/[id]/checkout/route';
import { POST as take } from '@/app/api/v1/questions/[id]/take/route';
import { POST as decline } from '@/app/api/v1/questions/[id]/decline/route';
import { POST as answer } from '@/app/api/v1/questions/[id]/answer/route';
import { POST as followUp } from '@/app/api/v1/questions/[id]/follow-up/route';
import { POST as followUpAnswer } from '@/app/api/v1/questions/[id]/follow-up-answer/route';
import { GET as pdf } from '@/app/api/v1/questions/[id]/pdf/route';
import { PUT as setPrice } from '@/app/api/v1/lawyers/profile/question-price/route';
import enNotices from '@/messages/en/notices.json';
import filNotices from '@/messages/fil/notices.json';
import { SCOPE_STATEMENT_VERSION } from '@/features/questions/rules/written-questions';
import { collectPersonalData } from '@/lib/server/privacy/collect-personal-data';
import { lookupVerificationCode } from '@/lib/server/codes/lookup-code';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { useLetterStorage } from '@/lib/test/fixtures/letters';
import { filesForm, pdfs } from '@/lib/test/fixtures/uploads';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { payInSandbox, routeSandboxWebhooks } from '@/lib/test/fixtures/work-items';
import { pdfText } from '@/lib/test/read-pdf';

// Issue 60: the written answer's PDF (question, answer, roll number while verified, the CPRA §35
// statement, the verification code and its QR code), its page on /verify-letter/{code}, and the
// questions in "Download my data" — each side only what it may read.
const db = useTestDb();
useLetterStorage();
let restoreFetch: () => void;
beforeAll(() => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_question_pdf' });
  restoreFetch = routeSandboxWebhooks();
});
afterAll(() => {
  restoreFetch();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined });
});

type Handler = (req: Request, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;

async function call(handler: Handler, u: TestUser | undefined, method: string, path: string, body?: unknown, params = {}) {
  return handler(apiRequest(path, { method, body, jar: u?.jar }), routeCtx(params) as Parameters<Handler>[1]);
}
async function ok(res: Promise<Response>): Promise<Record<string, unknown>> {
  const answered = await res;
  const json = (await answered.json()) as Record<string, unknown>;
  if (answered.status >= 300) throw new Error(`${answered.status} ${JSON.stringify(json)}`);
  return json;
}

const q = (id: string, rest = '') => `/api/v1/questions/${id}${rest}`;
const FACTS = 'Nagpautang ako ng ₱80,000 kay Liza noong Marso; may pinirmahan siyang kasulatan.';
const WANTS = 'How do I get my money back?';
const ANSWER = 'Send a written demand first, then file a small claims case in the first-level court.';
const FOLLOW_UP = 'And if she moved to Cebu?';
const FOLLOW_UP_ANSWER = 'File where you or she lives: the rules let you choose.';

async function offeringLawyer(): Promise<TestUser> {
  const lawyer = await testLawyer(db().db);
  await ok(call(setPrice, lawyer, 'PUT', '/api/v1/lawyers/profile/question-price', { price_centavos: 80_000 }));
  return lawyer;
}

/** A complete draft, paid in the sandbox: WAITING, offered to `lawyer`. */
async function paidQuestion(c: TestUser, lawyer: TestUser): Promise<string> {
  const draft = { lawyer_id: lawyer.id, problem: 0, facts: FACTS, wants: WANTS, other_parties: ['Liza Manalo'], language: 'en' };
  const id = (await ok(call(create, c, 'POST', '/api/v1/questions', draft)))._id as string;
  const paying = await ok(call(checkout, c, 'POST', q(id, '/checkout'), undefined, { id }));
  expect((await payInSandbox(c, paying.checkout_url as string)).status).toBe(200);
  return id;
}

async function answered(c: TestUser, lawyer: TestUser, o: { followUp?: boolean } = {}): Promise<string> {
  const id = await paidQuestion(c, lawyer);
  await ok(call(take, lawyer, 'POST', q(id, '/take'), { scope_statement_version: SCOPE_STATEMENT_VERSION }, { id }));
  const form = filesForm(pdfs(1, 'demand-letter'));
  form.append('body', ANSWER);
  await ok(call(answer, lawyer, 'POST', q(id, '/answer'), form, { id }));
  if (o.followUp) {
    await ok(call(followUp, c, 'POST', q(id, '/follow-up'), { body: FOLLOW_UP }, { id }));
    const last = new FormData();
    last.append('body', FOLLOW_UP_ANSWER);
    await ok(call(followUpAnswer, lawyer, 'POST', q(id, '/follow-up-answer'), last, { id }));
  }
  return id;
}

const codeOf = async (id: string) =>
  (await db().db.select({ code: t.writtenQuestions.verificationCode }).from(t.writtenQuestions).where(eq(t.writtenQuestions.id, id)))[0]
    .code;
const rollOf = async (lawyer: TestUser) =>
  (await db().db.select({ roll: t.lawyerProfiles.rollNumber }).from(t.lawyerProfiles).where(eq(t.lawyerProfiles.userId, lawyer.id)))[0]
    .roll;
/** Line breaks may fall anywhere in a paragraph: compare without white space. */
const squeeze = (s: string) => s.replace(/\s+/g, '');

async function pdfOf(u: TestUser, id: string) {
  const res = await call(pdf, u, 'GET', q(id, '/pdf'), undefined, { id });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, text: res.status === 200 ? pdfText(bytes) : '', bytes };
}

describe("a written answer's PDF (issue 60)", () => {
  it("the client's, in English: the question, the answer and its file, the follow-up, Atty. and roll number, §35, the time and the code", async () => {
    const lawyer = await offeringLawyer();
    const c = await testCustomer(db().db);
    const id = await answered(c, lawyer, { followUp: true });
    const code = await codeOf(id);
    expect(code).toMatch(/^WQ-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    const { res, text, bytes } = await pdfOf(c, id);
    expect(res.status).toBe(200);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect({
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      cache: res.headers.get('cache-control'),
    }).toEqual({ type: 'application/pdf', disposition: `attachment; filename="written-answer-${code}.pdf"`, cache: 'private, no-store' });
    const roll = await rollOf(lawyer);
    for (const part of [
      'Written answer',
      FACTS,
      WANTS,
      ANSWER,
      'demand-letter0.pdf',
      FOLLOW_UP,
      FOLLOW_UP_ANSWER,
      `Roll of Attorneys no. ${roll}`,
      enNotices.question.scopeStatement,
      code!,
      `/verify-letter/${code}`,
      '(Philippine time)',
    ])
      expect(squeeze(text)).toContain(squeeze(part));
    expect(text).toContain('Atty. ');
  });

  it("the lawyer's, in Filipino: the words and the §35 statement in Filipino; no roll number once the verification lapses", async () => {
    const lawyer = await offeringLawyer();
    const c = await testCustomer(db().db);
    const id = await answered(c, lawyer);
    const roll = await rollOf(lawyer);
    // The language the lawyer chose on the site (its cookie; a session starts with the account's).
    lawyer.jar.set('NEXT_LOCALE', 'fil');
    const { res, text } = await pdfOf(lawyer, id);
    expect(res.status).toBe(200);
    for (const part of [
      'Nakasulat na sagot',
      'Ang sagot',
      ANSWER,
      `Roll of Attorneys blg. ${roll}`,
      filNotices.question.scopeStatement,
      '(oras sa Pilipinas)',
    ])
      expect(squeeze(text)).toContain(squeeze(part));
    expect(squeeze(text)).not.toContain(squeeze(enNotices.question.scopeStatement));
    // Unverified now: the name stays, the roll number goes (as on the profile's QR page).
    await db().db.update(t.lawyerProfiles).set({ ibpVerified: false }).where(eq(t.lawyerProfiles.userId, lawyer.id));
    const later = await pdfOf(c, id);
    expect(later.res.status).toBe(200);
    expect(later.text).not.toContain(roll);
    expect(later.text).not.toContain('Roll of Attorneys');
  });

  it('is 404 for another client and another lawyer, 401 for a visitor, and 409 NOT_ANSWERED before the answer', async () => {
    const lawyer = await offeringLawyer();
    const c = await testCustomer(db().db);
    const otherClient = await testCustomer(db().db);
    const otherLawyer = await offeringLawyer();
    const waiting = await paidQuestion(c, lawyer);
    const before = async (u: TestUser) => {
      const res = await call(pdf, u, 'GET', q(waiting, '/pdf'), undefined, { id: waiting });
      return [res.status, ((await res.json()) as { key: string }).key];
    };
    expect(await before(c)).toEqual([409, 'NOT_ANSWERED']);
    expect(await before(lawyer)).toEqual([409, 'NOT_ANSWERED']);
    expect(await codeOf(waiting)).toBeNull();
    await ok(call(take, lawyer, 'POST', q(waiting, '/take'), { scope_statement_version: SCOPE_STATEMENT_VERSION }, { id: waiting }));
    expect(await before(c)).toEqual([409, 'NOT_ANSWERED']);

    const id = await answered(c, lawyer);
    const status = async (u: TestUser | undefined) => (await call(pdf, u, 'GET', q(id, '/pdf'), undefined, { id })).status;
    expect({ visitor: await status(undefined), otherClient: await status(otherClient), otherLawyer: await status(otherLawyer) }).toEqual({
      visitor: 401,
      otherClient: 404,
      otherLawyer: 404,
    });
    expect({ client: await status(c), lawyer: await status(lawyer) }).toEqual({ client: 200, lawyer: 200 });
    expect(await status(otherClient)).toBe(404);
  });
});

describe("a written answer's code on the verify page", () => {
  it('names the lawyer, the roll number, the problem and the time, and nothing of the question or the answer', async () => {
    const lawyer = await offeringLawyer();
    const c = await testCustomer(db().db);
    const id = await answered(c, lawyer);
    const code = (await codeOf(id))!;
    const roll = await rollOf(lawyer);
    const { code: found, found: verified } = await lookupVerificationCode(code.toLowerCase().replace(/-/g, ' '));
    expect(found).toBe(code);
    expect(verified).toEqual({
      kind: 'question',
      question: { code, lawyer_name: expect.any(String), roll_number: roll, answered_at: expect.any(String), problem: 0 },
    });
    const said = JSON.stringify(verified);
    for (const secret of [FACTS, WANTS, ANSWER, 'Liza', c.id, c.email]) expect(said).not.toContain(secret);
    // Read aloud without its prefix: tried as a letter's, then found as a question's.
    expect((await lookupVerificationCode(code.slice(3))).found?.kind).toBe('question');
    // Its body with a letter's prefix is no letter; an unknown answer code is nothing.
    expect(await lookupVerificationCode(`EL-${code.slice(3)}`)).toEqual({ code: `EL-${code.slice(3)}`, found: null });
    expect(await lookupVerificationCode('WQ-2222-3333-4444')).toEqual({ code: 'WQ-2222-3333-4444', found: null });
  });
});

describe('written questions in "Download my data"', () => {
  it('gives the client theirs in full, the lawyer who answered theirs, and a lawyer who only had the offer no facts', async () => {
    const lawyer = await offeringLawyer();
    const decliner = await offeringLawyer();
    const c = await testCustomer(db().db);
    const id = await answered(c, lawyer, { followUp: true });
    const declined = await paidQuestion(c, decliner);
    await ok(call(decline, decliner, 'POST', q(declined, '/decline'), { reason: 'conflict' }, { id: declined }));
    const waiting = await paidQuestion(c, decliner);

    type Row = Record<string, unknown>;
    const exported = async (u: TestUser) => {
      const data = await collectPersonalData(db().db, u.id);
      return { questions: data.written_questions as Row[], messages: data.written_question_messages as Row[] };
    };
    const mine = await exported(c);
    expect(mine.questions.map((r) => [r.id, r.my_role, r.facts, r.wants, r.status])).toEqual([
      [id, 'client', FACTS, WANTS, 'CLOSED'],
      [declined, 'client', FACTS, WANTS, 'REFUNDED'],
      [waiting, 'client', FACTS, WANTS, 'WAITING'],
    ]);
    expect(mine.questions[0]).toMatchObject({ other_parties: ['Liza Manalo'], verification_code: await codeOf(id), problem: 0 });
    expect(mine.messages.map((m) => [m.kind, m.body, m.mine])).toEqual([
      ['answer', ANSWER, false],
      ['follow-up', FOLLOW_UP, true],
      ['follow-up-answer', FOLLOW_UP_ANSWER, false],
    ]);

    const answering = await exported(lawyer);
    expect(answering.questions.map((r) => [r.id, r.my_role, r.facts, r.offer_outcome, r.status])).toEqual([
      [id, 'lawyer', FACTS, 'taken', 'CLOSED'],
    ]);
    expect(answering.messages.map((m) => [m.kind, m.mine])).toEqual([
      ['answer', true],
      ['follow-up', false],
      ['follow-up-answer', true],
    ]);

    // The lawyer who declined one and has not taken the other: the problem, the other parties, the offer — no facts, no question.
    const offered = await exported(decliner);
    expect(offered.questions.map((r) => [r.id, r.offer_outcome, r.problem, r.other_parties, r.facts, r.wants, r.status])).toEqual([
      [declined, 'declined', 0, ['Liza Manalo'], null, null, null],
      [waiting, 'open', 0, ['Liza Manalo'], null, null, null],
    ]);
    expect(JSON.stringify(offered)).not.toContain(FACTS);
    expect(offered.messages).toEqual([]);
  });
});
