import { count, eq } from 'drizzle-orm';
import { POST } from '@/app/api/v1/meeting/route';
import { GET } from '@/app/api/v1/meeting/[id]/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

// Issue 41: a client who booked from the answer of "Where do I start?" may show their answers to the
// lawyer. Only the flow's codes are kept, read again when shown; a set that cannot be read is refused.

const db = useTestDb();

const WAGES = 'p=10&s=company&me=cebu-city&u=none&inc=unsure';
const book = (user: TestUser, extra: Record<string, unknown> = {}) =>
  POST(
    apiRequest('/api/v1/meeting', {
      method: 'POST',
      jar: user.jar,
      body: {
        lawyer_id: extra.lawyer_id,
        start_time: manilaSlot(2, 10),
        duration: 30,
        call_type: 'VIDEO',
        subject: 'Unpaid wages',
        ...extra,
      },
    }),
    routeCtx(),
  );
const show = (user: TestUser, id: string) => GET(apiRequest(`/api/v1/meeting/${id}`, { jar: user.jar }), routeCtx({ id }));
const meetingCount = async () => (await db().db.select({ n: count() }).from(t.meetings))[0].n;

describe('answers from "Where do I start?" shared when booking', () => {
  it('are kept as the flow’s codes and shown, in words, to the lawyer and the client', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const res = await book(customer, { lawyer_id: lawyer.id, triage: WAGES });
    expect(res.status).toBe(200);
    const { _id } = await res.json();
    const [row] = await db().db.select({ triage: t.meetings.triageAnswers }).from(t.meetings).where(eq(t.meetings.id, _id));
    expect(row.triage).toBe(WAGES);

    const seen = await (await show(lawyer, _id)).json();
    expect(seen.triage).toEqual({
      rows: [
        { question: 'What happened', answer: 'Unpaid wages or underpayment' },
        { question: 'The other side', answer: 'A company or an employer' },
        { question: 'Lives in', answer: 'Cebu City' },
        { question: 'Urgent', answer: 'Not urgent' },
        { question: 'Income', answer: 'Not sure, or would rather not say' },
      ],
      answer_url: `/where-to-start/answer?${WAGES}`,
    });
    expect((await (await show(customer, _id)).json()).triage).toEqual(seen.triage);
    // Another client of the same lawyer sees nothing of it.
    const other = await testCustomer(db().db);
    expect((await show(other, _id)).status).toBe(404);
  });

  it('are not kept when the client does not share them', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const { _id } = await (await book(customer, { lawyer_id: lawyer.id })).json();
    const [row] = await db().db.select({ triage: t.meetings.triageAnswers }).from(t.meetings).where(eq(t.meetings.id, _id));
    expect(row.triage).toBeNull();
    expect((await (await show(lawyer, _id)).json()).triage).toBeNull();
  });

  it.each([
    ['an unknown key', `${WAGES}&name=maria`],
    ['a repeated key', `${WAGES}&s=person`],
    ['an unknown place', 'p=10&s=company&me=atlantis'],
    ['no "what happened"', 's=company&me=cebu-city'],
    ['an income figure', 'p=10&inc=18000'],
    ['words outside the codes', 'p=10&s=my boss'],
  ])('refuses %s with a 400 and books nothing', async (_, triage) => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const before = await meetingCount();
    const res = await book(customer, { lawyer_id: lawyer.id, triage });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      'Your answers from “Where do I start?” could not be read. Book without them, or answer the questions again.',
    );
    expect(await meetingCount()).toBe(before);
  });
});
