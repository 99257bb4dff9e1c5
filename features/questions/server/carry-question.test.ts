import { and, eq, like } from 'drizzle-orm';
import { POST as requestProposalRoute } from '@/app/api/v1/questions/[id]/proposal-request/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { drainOutbox, untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { createWorkItem } from '@/lib/server/work-items/create-work-item';
import { findCarriedQuestion } from './carry-question';
import { findRequestedProposal, proposalRequestedAt } from './proposal-request';

// Issue 60: "Book a call with this lawyer" and "Ask for a proposal (work item)" from the answer carry the
// question along — read on the server for the question's own client (or its lawyer), never from the URL.
const db = useTestDb();
const ANNULMENT = 34;
const HOUR = 3_600_000;

async function question(customer: TestUser, lawyer: TestUser, status: 'ANSWERED' | 'TAKEN' = 'ANSWERED') {
  const at = new Date(Date.now() - 2 * HOUR);
  // The row as the steps leave it (written_questions.test.ts walks the steps themselves).
  const [row] = await db()
    .db.insert(t.writtenQuestions)
    .values({
      customerId: customer.id,
      lawyerId: lawyer.id,
      problem: ANNULMENT,
      facts: 'We married in 2015; he left in 2018.',
      wants: 'Can I file for nullity?',
      otherParties: ['Juan Cruz'],
      status,
      priceCentavos: 50_000,
      offeredAt: at,
      takenAt: at,
      scopeStatementVersion: 'cpra-iii-35-v1',
      ...(status === 'ANSWERED' ? { answeredAt: at, followUpDueAt: new Date(Date.now() + 70 * HOUR) } : {}),
    })
    .returning({ id: t.writtenQuestions.id });
  return row.id;
}

const ask = (user: TestUser, id: string) =>
  requestProposalRoute(apiRequest(`/api/v1/questions/${id}/proposal-request`, { method: 'POST', jar: user.jar }), routeCtx({ id }));

let client: TestUser;
let other: TestUser;
let lawyer: TestUser;
let otherLawyer: TestUser;
beforeAll(async () => {
  client = await testCustomer(db().db);
  other = await testCustomer(db().db);
  lawyer = await testLawyer(db().db);
  otherLawyer = await testLawyer(db().db);
});

describe('booking from the answer (?question=)', () => {
  it('carries the question to its own client, to its lawyer, once answered', async () => {
    const id = await question(client, lawyer);
    expect(await findCarriedQuestion(client.id, id, lawyer.id)).toEqual({
      id,
      problem: ANNULMENT,
      facts: 'We married in 2015; he left in 2018.',
      wants: 'Can I file for nullity?',
    });
  });

  it("carries nothing for another client's question, another lawyer, one not answered, or a bad id", async () => {
    const id = await question(client, lawyer);
    expect(await findCarriedQuestion(other.id, id, lawyer.id)).toBeNull();
    expect(await findCarriedQuestion(client.id, id, otherLawyer.id)).toBeNull();
    expect(await findCarriedQuestion(client.id, await question(client, lawyer, 'TAKEN'), lawyer.id)).toBeNull();
    expect(await findCarriedQuestion(client.id, 'not-a-uuid', lawyer.id)).toBeNull();
  });
});

describe('POST questions/{id}/proposal-request', () => {
  it('tells the lawyer once (outbox), who may then propose to this client, prefilled from the question', async () => {
    const id = await question(client, lawyer);
    // Before the request the client never booked: no proposal to them.
    await expect(createWorkItem(lawyer.id, workItem(client.id))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await findRequestedProposal(lawyer.id, id)).toBeNull();

    const res = await ask(client, id);
    expect(res.status).toBe(200);
    const { requested_at } = await res.json();
    expect(await (await ask(client, id)).json()).toEqual({ requested_at });

    const notices = await untilOutboxDelivered(
      () =>
        db()
          .db.select()
          .from(t.notifications)
          .where(and(eq(t.notifications.userId, lawyer.id), like(t.notifications.dedupeKey, 'note:question-proposal:%'))),
      (rows) => rows.length > 0,
    );
    await drainOutbox();
    // Once, though asked twice.
    expect(
      await db()
        .db.select()
        .from(t.notifications)
        .where(like(t.notifications.dedupeKey, `note:question-proposal:%:${lawyer.id}`)),
    ).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: 'Proposal requested',
      url: expect.stringContaining(`/lawyer-portal/work-items/proposal?question=${id}`),
    });
    expect(notices[0].body).toContain('annulment');
    const mails = await db()
      .db.select({ subject: t.outboundEmails.subject })
      .from(t.outboundEmails)
      .where(and(eq(t.outboundEmails.toAddress, lawyer.email), like(t.outboundEmails.dedupeKey, 'mail:question-proposal:%')));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^A client asks you for a proposal: /)]);

    expect(await proposalRequestedAt(lawyer.id, id)).toEqual(new Date(requested_at));
    expect(await proposalRequestedAt(other.id, id)).toBeNull();
    expect(await findRequestedProposal(lawyer.id, id)).toMatchObject({
      customerId: client.id,
      problem: ANNULMENT,
      wants: 'Can I file for nullity?',
    });
    expect(await findRequestedProposal(otherLawyer.id, id)).toBeNull();
    await expect(createWorkItem(lawyer.id, workItem(client.id))).resolves.toMatchObject({ status: 'DRAFT' });
  });

  it("is 404 for another client's question and for its lawyer, 409 before the answer; nothing is stamped", async () => {
    const id = await question(client, lawyer);
    expect((await ask(other, id)).status).toBe(404);
    expect((await ask(lawyer, id)).status).toBe(403);
    const taken = await question(client, lawyer, 'TAKEN');
    expect((await ask(client, taken)).status).toBe(409);
    expect(await proposalRequestedAt(client.id, id)).toBeNull();
    expect(await proposalRequestedAt(client.id, taken)).toBeNull();
  });
});

function workItem(customerId: string) {
  return {
    customer_id: customerId,
    title: 'Petition for declaration of nullity',
    scope: 'Prepare and file the petition.',
    deliverables: 'The petition, filed.',
    fee_breakdown: [{ label: 'Professional fee', amount: 15_000_000 }],
    payment_terms: 'In full before filing.',
    estimated_timeline: 'Six months',
    included_meetings: { count: 0, duration: 60 as const },
  };
}
