import { eq, sql } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { signedLetter, useLetterStorage } from '@/lib/test/fixtures/letters';
import { setTestEnv } from '@/lib/test/env';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { TERMS, bookedClient, payInSandbox, routeSandboxWebhooks, workItemsAs } from '@/lib/test/fixtures/work-items';
import { WORK_ITEM_RULES, allowedWorkItemActions } from '@/lib/rules/work-item-transitions';

// Every forbidden move of the transition table answers 4xx and changes nothing.

const db = useTestDb();
useLetterStorage();
let restoreFetch: () => void;
let lawyer: TestUser;
let client: TestUser;

beforeAll(async () => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_work_items_rules' });
  restoreFetch = routeSandboxWebhooks();
  lawyer = await testLawyer(db().db);
  client = await testCustomer(db().db);
  await bookedClient(db().db, lawyer.id, client.id);
});
afterAll(() => {
  restoreFetch();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined });
});

/** The row and its timeline length: "no change" means both stay as they were. */
async function snapshot(id: string) {
  const [row] = await db().db.select().from(t.workItems).where(eq(t.workItems.id, id));
  const [{ n }] = await db()
    .db.select({ n: sql<number>`count(*)::int` })
    .from(t.workItemEvents)
    .where(eq(t.workItemEvents.workItemId, id));
  const [{ p }] = await db()
    .db.select({ p: sql<number>`count(*)::int` })
    .from(t.payments)
    .where(eq(t.payments.workItemId, id));
  return { row, events: n, payments: p };
}

async function expectRefused(id: string, request: () => Promise<Response>, status: number) {
  const before = await snapshot(id);
  const res = await request();
  expect(res.status).toBe(status);
  expect(typeof (await res.json()).message).toBe('string');
  expect(await snapshot(id)).toEqual(before);
}

async function item(status: 'DRAFT' | 'PROPOSAL' | 'PAID') {
  const created = await (
    await workItemsAs(lawyer).create({ ...TERMS, customer_id: client.id, status: status === 'DRAFT' ? 'DRAFT' : 'PROPOSAL' })
  ).json();
  // Issue 42: a sent proposal gets its engagement letter signed by both, so the client may pay.
  if (status !== 'DRAFT') await signedLetter(db().db, lawyer, client, created._id);
  if (status === 'PAID') {
    const { checkout_url } = await (await workItemsAs(client).accept(created._id)).json();
    await payInSandbox(client, checkout_url);
  }
  return created._id as string;
}

describe('forbidden transitions → 4xx and no change', () => {
  it('accepting a DRAFT: the client cannot even see it (404); the lawyer is the wrong side (403)', async () => {
    const id = await item('DRAFT');
    await expectRefused(id, () => workItemsAs(client).accept(id), 404);
    await expectRefused(id, () => workItemsAs(lawyer).accept(id), 403);
  });

  it('completing a PROPOSAL, by either side', async () => {
    const id = await item('PROPOSAL');
    await expectRefused(id, () => workItemsAs(lawyer).completeLawyer(id), 409);
    await expectRefused(id, () => workItemsAs(client).complete(id), 409);
  });

  it('paying twice: accepting a PAID item, paying its checkout again, buying a paid service again', async () => {
    const id = await item('PAID');
    await expectRefused(id, () => workItemsAs(client).accept(id), 409);
    const [payment] = await db().db.select().from(t.payments).where(eq(t.payments.workItemId, id));
    await expectRefused(id, () => payInSandbox(client, payment.checkoutUrl!), 409);
    const service = await (await workItemsAs(lawyer).addService(id, { title: 'Extra hearing', price: 800_000 })).json();
    const { checkout_url } = await (await workItemsAs(client).purchase(id, service._id)).json();
    await expectRefused(id, () => workItemsAs(client).purchase(id, service._id), 409);
    await payInSandbox(client, checkout_url);
    await expectRefused(id, () => workItemsAs(client).purchase(id, service._id), 409);
    const [{ paid }] = await db()
      .db.select({ paid: sql<number>`count(*)::int` })
      .from(t.payments)
      .where(sql`${t.payments.workItemId} = ${id} AND ${t.payments.status} = 'PAID'`);
    expect(paid).toBe(2);
  });

  it('editing after acceptance (awaiting payment, and paid) — the terms are frozen, also in the database', async () => {
    const pending = await item('PROPOSAL');
    await workItemsAs(client).accept(pending);
    await expectRefused(pending, () => workItemsAs(lawyer).update(pending, { terms: { ...TERMS, title: 'Cheaper' } }), 409);
    await expectRefused(pending, () => workItemsAs(lawyer).update(pending, { status: 'DRAFT' }), 409);
    const paid = await item('PAID');
    await expectRefused(paid, () => workItemsAs(lawyer).update(paid, { terms: TERMS }), 409);
    await expect(db().db.update(t.workItems).set({ priceCentavos: 1 }).where(eq(t.workItems.id, paid))).rejects.toThrow();
    // Only a new revision may change a sent proposal's terms.
    const proposal = await item('PROPOSAL');
    await expect(db().db.update(t.workItems).set({ title: 'Quietly changed' }).where(eq(t.workItems.id, proposal))).rejects.toThrow();
  });

  it('deleting anything but a draft (a paid item above all)', async () => {
    const paid = await item('PAID');
    await expectRefused(paid, () => workItemsAs(lawyer).remove(paid), 409);
    const proposal = await item('PROPOSAL');
    await expectRefused(proposal, () => workItemsAs(lawyer).remove(proposal), 409);
    await expectRefused(proposal, () => workItemsAs(client).remove(proposal), 403);
    const draft = await item('DRAFT');
    expect((await workItemsAs(lawyer).remove(draft)).status).toBe(200);
    expect((await workItemsAs(lawyer).get(draft)).status).toBe(404);
  });

  it("a client calling the lawyer's completion; confirming before the lawyer has completed", async () => {
    const id = await item('PAID');
    await expectRefused(id, () => workItemsAs(client).completeLawyer(id), 403);
    await expectRefused(id, () => workItemsAs(client).complete(id), 409);
    expect((await workItemsAs(lawyer).completeLawyer(id)).status).toBe(200);
    await expectRefused(id, () => workItemsAs(lawyer).completeLawyer(id), 409);
    await expectRefused(id, () => workItemsAs(lawyer).complete(id), 403);
  });

  it('statuses set by the wrong side or the wrong call', async () => {
    const id = await item('PROPOSAL');
    await expectRefused(id, () => workItemsAs(client).update(id, { terms: TERMS }), 403);
    await expectRefused(id, () => workItemsAs(lawyer).update(id, { status: 'PAID' }), 403);
    await expectRefused(id, () => workItemsAs(lawyer).update(id, { status: 'REJECTED' }), 403);
    await expectRefused(id, () => workItemsAs(client).update(id, { status: 'PAYMENT_PENDING' }), 400);
    await expectRefused(id, () => workItemsAs(client).update(id, { status: 'COMPLETED' }), 400);
    await expectRefused(id, () => workItemsAs(client).update(id, { status: 'BOGUS' }), 400);
    await expectRefused(id, () => workItemsAs(lawyer).update(id, { terms: { ...TERMS, fee_breakdown: [] } }), 400);
    await expectRefused(id, () => workItemsAs(lawyer).update(id, { terms: { ...TERMS, price: 1 } }), 400);
  });

  it('a client gives up a payment attempt: back to PROPOSAL, its checkout closed, and the proposal can be accepted again', async () => {
    const id = await item('PROPOSAL');
    const { checkout_url } = await (await workItemsAs(client).accept(id)).json();
    const back = await (await workItemsAs(client).update(id, { status: 'PROPOSAL' })).json();
    expect(back).toMatchObject({ status: 'PROPOSAL', payment: { status: 'CANCELLED' } });
    expect((await payInSandbox(client, checkout_url)).status).toBe(409);
    const again = await (await workItemsAs(client).accept(id)).json();
    expect(again.status).toBe('PAYMENT_PENDING');
  });
});

describe('the transition table', () => {
  it('lets no person make the payment moves, and the pages offer exactly what the server allows', () => {
    for (const rule of WORK_ITEM_RULES.filter((r) => r.to === 'PAID')) expect(rule.by).toEqual(['PAYMENT']);
    expect(allowedWorkItemActions('CUSTOMER', { status: 'PROPOSAL', lawyer_completed_at: null })).toEqual([
      'accept',
      'reject',
      'comment',
      'upload',
    ]);
    expect(allowedWorkItemActions('LAWYER', { status: 'PAID', lawyer_completed_at: null })).toEqual([
      'complete-lawyer',
      'offer-service',
      'add-meeting',
      'schedule-meeting',
      'comment',
      'upload',
    ]);
    expect(allowedWorkItemActions('CUSTOMER', { status: 'PAID', lawyer_completed_at: null })).not.toContain('confirm-completion');
    expect(allowedWorkItemActions('CUSTOMER', { status: 'PAID', lawyer_completed_at: '2030-01-01T00:00:00Z' })).toContain(
      'confirm-completion',
    );
  });
});
