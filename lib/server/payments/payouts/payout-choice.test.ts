import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PUT as cancelRoute } from '@/app/api/v1/meeting/[id]/cancel/route';
import { GET as lawyerCsvRoute } from '@/app/api/v1/lawyers/payments/csv/route';
import { GET as payoutsRoute, POST as createBatchRoute } from '@/app/api/v1/admin/payouts/route';
import { GET as batchCsvRoute } from '@/app/api/v1/admin/payouts/[id]/csv/route';
import { tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { PayoutBatchDto, PayoutsOverviewDto } from '@/lib/dto/refund';
import { parseCsv } from '@/lib/format/csv';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { interceptSandboxWebhooks, refundsOf } from '@/lib/test/fixtures/payments';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

// Issue 38: a payout batch pays what the admin chose, never "everything owed" by default; the
// lawyer's CSV adds up while a refund is pending, starts with a BOM and keeps formulas from running.
const db = useTestDb();
let restore: () => void;
let admin: TestUser;

beforeAll(async () => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_payout_choice_jest' });
  restore = interceptSandboxWebhooks().restore;
  admin = await testAdmin(db().db);
});
afterAll(() => {
  restore();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined });
});

/** An engagement paid and kept: owed to its lawyer at once (the policy refunds meetings only). */
async function owedItem(lawyer: TestUser, customer: TestUser, price = 500_000) {
  const [item] = await db()
    .db.insert(t.workItems)
    .values({ lawyerId: lawyer.id, customerId: customer.id, title: 'Annulment', status: 'PAID', priceCentavos: price })
    .returning();
  const [payment] = await db()
    .db.insert(t.payments)
    .values({
      customerId: customer.id,
      lawyerId: lawyer.id,
      workItemId: item.id,
      provider: 'SANDBOX',
      providerPaymentId: `pay_sbx_${randomBytes(6).toString('hex')}`,
      amountCentavos: price,
      feeCentavos: price / 10,
      description: 'Annulment',
      status: 'PAID',
      method: 'gcash',
      paidAt: new Date(Date.now() - 86_400_000),
    })
    .returning();
  return payment.id;
}

const post = (body: unknown, raw = false) =>
  createBatchRoute(
    raw
      ? new Request('http://localhost:3000/api/v1/admin/payouts', {
          method: 'POST',
          headers: { origin: 'http://localhost:3000', cookie: admin.jar.header() },
        })
      : apiRequest('/api/v1/admin/payouts', { method: 'POST', jar: admin.jar, body }),
    routeCtx(),
  );
const overview = async () =>
  (await (await payoutsRoute(apiRequest('/api/v1/admin/payouts', { jar: admin.jar }), routeCtx())).json()) as PayoutsOverviewDto;
const batchCount = async () => Number((await queryRows<{ n: number }>(db().db, sql`SELECT count(*)::int AS n FROM payout_batches`))[0].n);
const cents = (pesos: string) => Math.round(Number(pesos) * 100);

describe('a payout batch by explicit choice', () => {
  it('refuses a request that names nothing (400) and pays exactly the items named', async () => {
    const ana = await testLawyer(db().db, { name: 'Ana Reyes' });
    const jose = await testLawyer(db().db, { name: 'Jose Rizal' });
    const client = await testCustomer(db().db);
    const [ana1, ana2] = [await owedItem(ana, client), await owedItem(ana, client, 300_000)];
    const jose1 = await owedItem(jose, client);
    const before = await batchCount();

    // An empty body, {}, an empty list: each a 400 that pays nothing.
    for (const res of [await post(undefined, true), await post({}), await post({ payment_ids: [] })]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ key: 'VALIDATION', message: 'Choose the items to pay out.' });
    }
    expect(await batchCount()).toBe(before);

    // The overview names each owed lawyer's items; the admin picks one of Ana's.
    const owed = (await overview()).owed;
    expect(owed.find((o) => o.lawyer._id === ana.id)?.payment_ids.sort()).toEqual([ana1, ana2].sort());
    const res = await post({ payment_ids: [ana2] });
    expect(res.status).toBe(201);
    const batch = (await res.json()) as PayoutBatchDto;
    expect(batch).toMatchObject({ status: 'OPEN', lawyers: 1, items: 1, total: 270_000 });
    const items = await db().db.select({ paymentId: t.payoutItems.paymentId }).from(t.payoutItems);
    expect(items.map((i) => i.paymentId)).toEqual([ana2]);
    // What was not named is still owed.
    const after = (await overview()).owed;
    expect(after.find((o) => o.lawyer._id === ana.id)?.payment_ids).toEqual([ana1]);
    expect(after.find((o) => o.lawyer._id === jose.id)?.payment_ids).toEqual([jose1]);

    // An item no longer owed (already in a batch), or not a payment at all, refuses the whole batch.
    for (const ids of [
      [ana1, ana2],
      [jose1, '00000000-0000-4000-8000-000000000000'],
    ]) {
      const refused = await post({ payment_ids: ids });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ key: 'PAYOUT_CHANGED' });
    }
    // A lawyer without banking info cannot be named.
    await db().db.update(t.lawyerProfiles).set({ bankingInfo: null }).where(eq(t.lawyerProfiles.userId, jose.id));
    expect(await (await post({ payment_ids: [ana1, jose1] })).json()).toMatchObject({ status: 409, key: 'PAYOUT_CHANGED' });
    expect(await batchCount()).toBe(before + 1);
  });
});

describe('the CSV files', () => {
  it("the lawyer's statement adds up with a refund pending, starts with a BOM and guards formulas", async () => {
    const lawyer = await testLawyer(db().db, { name: 'Niño Santos' });
    const client = await testCustomer(db().db);
    // A client whose name starts with an invisible character before a formula.
    await db().db.update(t.users).set({ firstName: '\u200B=HYPERLINK("http://evil")', lastName: 'Niño' }).where(eq(t.users.id, client.id));
    await owedItem(lawyer, client, 700_000);
    // A ₱1,500 consultation the lawyer cancelled: its refund is asked for and still pending.
    const start = new Date(Date.now() + 5 * 86_400_000);
    const meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start, duration: 60 });
    const [pending] = await db()
      .db.insert(t.payments)
      .values({
        customerId: client.id,
        lawyerId: lawyer.id,
        meetingId,
        provider: 'SANDBOX',
        providerPaymentId: `pay_sbx_${randomBytes(6).toString('hex')}`,
        amountCentavos: 150_000,
        feeCentavos: 15_000,
        description: '60-minute video consultation',
        status: 'PAID',
        method: 'gcash',
        paidAt: new Date(Date.now() - 86_400_000),
      })
      .returning();
    const cancelled = await cancelRoute(
      apiRequest(`/api/v1/meeting/${meetingId}/cancel`, { method: 'PUT', jar: lawyer.jar, body: {} }),
      routeCtx({ id: meetingId }),
    );
    expect(cancelled.status).toBe(200);
    expect((await refundsOf(db().db, pending.id)).map((r) => r.status)).toEqual(['pending']);

    const res = await lawyerCsvRoute(apiRequest('/api/v1/lawyers/payments/csv', { jar: lawyer.jar }), routeCtx());
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toContain('Niño');
    const [header, ...lines] = parseCsv(text);
    const rows = lines.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
    const total = rows.pop()!;
    const refunding = rows.find((r) => r.payment_id === pending.id)!;
    expect(refunding).toMatchObject({
      gross: '1500.00',
      refund_pending: '1500.00',
      refunded: '0.00',
      fee: '0.00',
      net: '0.00',
      payout_status: 'being refunded',
    });
    for (const row of [...rows, total]) {
      expect(cents(row.gross)).toBe(cents(row.refund_pending) + cents(row.refunded) + cents(row.fee) + cents(row.net));
    }
    expect(total).toMatchObject({
      item: 'Total',
      gross: '8500.00',
      refund_pending: '1500.00',
      refunded: '0.00',
      fee: '700.00',
      net: '6300.00',
    });
    // The client's name is text in the spreadsheet, not a formula.
    expect(rows.every((r) => r.client.startsWith("'\u200B=HYPERLINK"))).toBe(true);
  });

  it("the bank's batch CSV starts with a BOM too", async () => {
    const lawyer = await testLawyer(db().db, { name: 'Ñora Peña' });
    const paymentId = await owedItem(lawyer, await testCustomer(db().db));
    const batch = (await (await post({ payment_ids: [paymentId] })).json()) as PayoutBatchDto;
    const res = await batchCsvRoute(apiRequest(`/api/v1/admin/payouts/${batch._id}/csv`, { jar: admin.jar }), routeCtx({ id: batch._id }));
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFFbatch_id,')).toBe(true);
    expect(parseCsv(text)[1]).toEqual(expect.arrayContaining(['Atty. Ñora Peña', '4500.00']));
  });
});
