import { and, eq, sql } from 'drizzle-orm';
import { POST as disputeRoute } from '@/app/api/v1/service-orders/[id]/dispute/route';
import { POST as answerRoute } from '@/app/api/v1/service-orders/[id]/dispute/answer/route';
import { GET as adminListRoute } from '@/app/api/v1/admin/disputes/route';
import { POST as decisionRoute } from '@/app/api/v1/admin/disputes/[disputeId]/decision/route';
import { POST as adminRefundRoute } from '@/app/api/v1/admin/payments/[id]/refunds/route';
import { GET as fileRoute } from '@/app/api/v1/files/[fileId]/route';
import { tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { AdminDisputeDto } from '@/features/services/dto/service-orders';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { settleSandboxRefunds } from '@/lib/server/payments/sandbox-refunds';
import { statementSql, type StatementRow } from '@/lib/server/payments/payouts/statement-sql';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { interceptSandboxWebhooks, refundsOf } from '@/lib/test/fixtures/payments';
import { serviceOrder } from '@/lib/test/fixtures/service-order-rows';
import { filesForm, pdfs } from '@/lib/test/fixtures/uploads';
import { testAdmin, testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import { findServiceDisputeDto } from '@/features/services/server/orders/dispute-view';

// Issue 62, disputes and the guarantee: a client disputes a delivered order within 7 days, the lawyer answers, an
// admin decides (no refund, part, all) through the refund path in one transaction, and the lawyer's payout waits for
// it. Orders are written straight into the state each test needs (lib/test/fixtures/service-order-rows.ts).
const db = useTestDb();
let hooks: ReturnType<typeof interceptSandboxWebhooks>;

beforeAll(() => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_disputes_jest', SANDBOX_REFUND_SETTLE_SECONDS: '30' });
  hooks = interceptSandboxWebhooks();
});
afterAll(() => {
  hooks.restore();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined, SANDBOX_REFUND_SETTLE_SECONDS: undefined });
});

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

function dispute(u: TestUser | undefined, id: string, reason = 'The letter names the wrong debtor.', files = pdfs(1, 'receipt')) {
  const form = filesForm(files);
  form.append('reason', reason);
  return disputeRoute(apiRequest(`/api/v1/service-orders/${id}/dispute`, { method: 'POST', jar: u?.jar, body: form }), routeCtx({ id }));
}
const answer = (u: TestUser | undefined, id: string, text = 'The client gave me that name in the intake.') =>
  answerRoute(apiRequest(`/api/v1/service-orders/${id}/dispute/answer`, { method: 'POST', jar: u?.jar, body: { text } }), routeCtx({ id }));
const adminList = (u: TestUser | undefined) => adminListRoute(apiRequest('/api/v1/admin/disputes', { jar: u?.jar }), routeCtx());
const decide = (u: TestUser | undefined, disputeId: string, body: Record<string, unknown>) =>
  decisionRoute(apiRequest(`/api/v1/admin/disputes/${disputeId}/decision`, { method: 'POST', jar: u?.jar, body }), routeCtx({ disputeId }));

async function statementOf(paymentId: string): Promise<StatementRow> {
  const [row] = await queryRows<StatementRow>(db().db, statementSql(sql`p.id = ${paymentId}::uuid`));
  return {
    ...row,
    gross: Number(row.gross),
    fee: Number(row.fee),
    net: Number(row.net),
    refunded: Number(row.refunded),
    refund_pending: Number(row.refund_pending),
  };
}
const adds = (r: StatementRow) => r.refund_pending + r.refunded + r.fee + r.net === r.gross;
const orderStatus = async (id: string) =>
  (await db().db.select({ status: t.serviceOrders.status }).from(t.serviceOrders).where(eq(t.serviceOrders.id, id)))[0].status;

/** A delivered order with a 10 % fee, disputed by its client; returns the dispute's id. */
async function disputed(o: { priceCentavos?: number } = {}) {
  const order = await serviceOrder(db().db, { priceCentavos: o.priceCentavos ?? 450_000, feeCentavos: (o.priceCentavos ?? 450_000) / 10 });
  const res = await dispute(order.client, order.id);
  expect(res.status).toBe(200);
  const body = await res.json();
  return { ...order, disputeId: body._id as string };
}

/** Polls until `check` holds (an outbox side effect is never read once). */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    await deliverOutbox();
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('never happened');
}
const toldOf = async (userId: string, title: string) =>
  (
    await db()
      .db.select()
      .from(t.notifications)
      .where(and(eq(t.notifications.userId, userId), eq(t.notifications.title, title)))
  ).length > 0;

describe('disputes of a service order (issue 62)', () => {
  it('a dispute within 7 days of the delivery reaches the admins’ list with its files; the lawyer is asked to answer', async () => {
    const admin = await testAdmin(db().db);
    const { id, client, lawyer, disputeId } = await disputed();
    expect(await orderStatus(id)).toBe('DISPUTED');
    const list = (await (await adminList(admin)).json()).disputes as AdminDisputeDto[];
    const mine = list.find((d) => d._id === disputeId)!;
    expect(mine).toMatchObject({
      work_item_id: id,
      service_type: 'DEMAND_LETTER',
      paid_pesos: 4500,
      reason: 'The letter names the wrong debtor.',
      answer: null,
      outcome: null,
      files: [expect.objectContaining({ name: 'receipt0.pdf', content_type: 'application/pdf' })],
    });
    // Open disputes come before decided ones.
    expect(list.findIndex((d) => d.decided_at !== null) === -1 || list.findIndex((d) => d.decided_at !== null) > list.indexOf(mine)).toBe(
      true,
    );
    const dto = await findServiceDisputeDto(db().db, id);
    expect(dto).toMatchObject({ _id: disputeId, outcome: null, files: [expect.objectContaining({ name: 'receipt0.pdf' })] });
    expect(new Date(dto!.answer_by).getTime() - new Date(dto!.opened_at).getTime()).toBe(3 * 86_400_000);
    await eventually(() => toldOf(lawyer.id, 'Dispute opened'));
    await eventually(() => toldOf(admin.id, 'New dispute'));

    // Its files: the client's, the order's lawyer's and the deciding admin's to read; nobody else's.
    const fileId = mine.files[0]._id;
    const read = async (u: TestUser | undefined) =>
      (await fileRoute(apiRequest(`/api/v1/files/${fileId}`, { jar: u?.jar }), routeCtx({ fileId }))).status;
    expect([await read(client), await read(lawyer), await read(admin)]).toEqual([200, 200, 200]);
    expect([await read(await testLawyer(db().db)), await read(await testCustomer(db().db)), await read(undefined)]).toEqual([
      403, 403, 401,
    ]);

    // One per order.
    expect((await dispute(client, id)).status).toBe(409);
    // The lawyer answers, once; the client is told.
    expect((await answer(lawyer, id)).status).toBe(200);
    expect((await answer(lawyer, id)).status).toBe(409);
    await eventually(() => toldOf(client.id, 'Dispute answered'));
  });

  it('outside the window (8 days after the delivery) a dispute is refused with 409 and nothing is written', async () => {
    const order = await serviceOrder(db().db, { deliveredDaysAgo: 8 });
    const res = await dispute(order.client, order.id);
    expect(res.status).toBe(409);
    expect(await orderStatus(order.id)).toBe('DELIVERED');
    expect(await findServiceDisputeDto(db().db, order.id)).toBeNull();
    // An accepted order inside the window may still be disputed.
    const accepted = await serviceOrder(db().db, { status: 'ACCEPTED', deliveredDaysAgo: 6 });
    expect((await dispute(accepted.client, accepted.id)).status).toBe(200);
  });

  it('another client, another lawyer, a visitor and a non-admin get 401/403/404', async () => {
    const { id, client, lawyer, disputeId } = await disputed();
    const otherClient = await testCustomer(db().db);
    const otherLawyer = await testLawyer(db().db);
    const fresh = await serviceOrder(db().db);
    expect((await dispute(undefined, fresh.id)).status).toBe(401);
    expect((await dispute(otherClient, fresh.id)).status).toBe(404);
    expect((await dispute(otherLawyer, fresh.id)).status).toBe(404);
    expect((await dispute(fresh.lawyer, fresh.id)).status).toBe(403);
    expect(await findServiceDisputeDto(db().db, fresh.id)).toBeNull();

    expect((await answer(undefined, id)).status).toBe(401);
    expect((await answer(otherLawyer, id)).status).toBe(404);
    expect((await answer(otherClient, id)).status).toBe(404);
    expect((await answer(client, id)).status).toBe(403);

    for (const u of [client, lawyer, otherClient]) {
      expect((await adminList(u)).status).toBe(403);
      expect((await decide(u, disputeId, { outcome: 'FULL', reason: 'Mine' })).status).toBe(403);
    }
    expect((await adminList(undefined)).status).toBe(401);
    expect((await decide(undefined, disputeId, { outcome: 'FULL', reason: 'Mine' })).status).toBe(401);
    expect(await orderStatus(id)).toBe('DISPUTED');
    const admin = await testAdmin(db().db);
    expect((await decide(admin, '00000000-0000-4000-8000-000000000000', { outcome: 'NO_REFUND', reason: 'x' })).status).toBe(404);
  });

  it('payouts hold a SERVICE payment while its window is open or a dispute is, and release it after', async () => {
    const inWindow = await serviceOrder(db().db, { deliveredDaysAgo: 2 });
    expect((await statementOf(inWindow.payment.id)).state).toBe('held');
    const acceptedInWindow = await serviceOrder(db().db, { status: 'ACCEPTED', deliveredDaysAgo: 2 });
    expect((await statementOf(acceptedInWindow.payment.id)).state).toBe('held');
    const closed = await serviceOrder(db().db, { status: 'ACCEPTED', deliveredDaysAgo: 8 });
    expect((await statementOf(closed.payment.id)).state).toBe('owed');
    const open = await disputed();
    expect((await statementOf(open.payment.id)).state).toBe('held');
    // Even once the window has passed, an open dispute holds it.
    await db()
      .db.update(t.serviceOrders)
      .set({ lastDeliveredAt: new Date(Date.now() - 9 * 86_400_000) })
      .where(eq(t.serviceOrders.id, open.id));
    expect((await statementOf(open.payment.id)).state).toBe('held');
  });

  it('NO_REFUND resolves the order and releases the whole payout (less the fee)', async () => {
    const admin = await testAdmin(db().db);
    const o = await disputed();
    const res = await decide(admin, o.disputeId, { outcome: 'NO_REFUND', reason: 'The letter matches the intake.' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'NO_REFUND', refund_pesos: null, decision_reason: 'The letter matches the intake.' });
    expect(await orderStatus(o.id)).toBe('RESOLVED');
    expect(await refundsOf(db().db, o.payment.id)).toEqual([]);
    const row = await statementOf(o.payment.id);
    expect(row).toMatchObject({ state: 'owed', gross: 450_000, fee: 45_000, net: 405_000, refunded: 0, refund_pending: 0 });
    expect(adds(row)).toBe(true);
    // Decided once.
    expect((await decide(admin, o.disputeId, { outcome: 'FULL', reason: 'Again' })).status).toBe(409);
    await eventually(() => toldOf(o.client.id, 'Dispute decided'));
    await eventually(() => toldOf(o.lawyer.id, 'Dispute decided'));
  });

  it('a PARTIAL refund gives that amount back to the client, keeps the rest PAID and takes it off the lawyer’s net', async () => {
    const admin = await testAdmin(db().db);
    const o = await disputed();
    // Not the whole payment or more: that is FULL.
    expect((await decide(admin, o.disputeId, { outcome: 'PARTIAL', refund_pesos: 4500, reason: 'Half done' })).status).toBe(400);
    expect(await orderStatus(o.id)).toBe('DISPUTED');

    const res = await decide(admin, o.disputeId, { outcome: 'PARTIAL', refund_pesos: 1500, reason: 'The debtor’s name was wrong.' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'PARTIAL', refund_pesos: 1500 });
    expect(await orderStatus(o.id)).toBe('RESOLVED');
    const [refund] = await refundsOf(db().db, o.payment.id);
    expect(refund).toMatchObject({ amountCentavos: 150_000, reason: 'ADMIN_DECISION', requestedBy: admin.id, status: 'pending' });
    const [payment] = await db().db.select().from(t.payments).where(eq(t.payments.id, o.payment.id));
    expect(payment).toMatchObject({ status: 'PAID', partialRefundCentavos: 150_000 });
    const [audit] = await db()
      .db.select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.targetId, o.disputeId), eq(t.auditLog.action, 'service-dispute.decide')));
    expect(audit).toMatchObject({ actorId: admin.id, reason: 'The debtor’s name was wrong.' });

    // The expected split: ₱4,500 paid with a 10 % fee (₱450). ₱1,500 goes back; ₱3,000 is kept, its fee is 10 % of
    // it (₱300, the payment's own rate on what was kept), and the lawyer is owed ₱2,700 instead of ₱4,050.
    const kept = 450_000 - 150_000;
    const fee = kept / 10;
    let row = await statementOf(o.payment.id);
    expect(row).toMatchObject({ state: 'owed', gross: 450_000, refund_pending: 150_000, refunded: 0, fee, net: kept - fee });
    expect(adds(row)).toBe(true);

    // The refund goes to the provider after the commit, for that amount; the sandbox settles it.
    await eventually(async () => (await refundsOf(db().db, o.payment.id))[0].providerRefundId !== null);
    expect(await settleSandboxRefunds({ now: later(31) })).toBeGreaterThanOrEqual(1);
    await eventually(async () => (await refundsOf(db().db, o.payment.id))[0].status === 'succeeded');
    row = await statementOf(o.payment.id);
    expect(row).toMatchObject({ status: 'PAID', state: 'owed', refund_pending: 0, refunded: 150_000, fee: 30_000, net: 270_000 });
    expect(adds(row)).toBe(true);
    await eventually(() => toldOf(o.client.id, 'Dispute decided'));
    // The rest stays kept: the console's refund of a payment cannot give it back a second time.
    const again = await adminRefundRoute(
      apiRequest(`/api/v1/admin/payments/${o.payment.id}/refunds`, { method: 'POST', jar: admin.jar, body: { reason: 'Again' } }),
      routeCtx({ id: o.payment.id }),
    );
    expect(again.status).toBe(409);
  });

  it('a FULL refund gives everything back: the payment is refunded and nothing is owed', async () => {
    const admin = await testAdmin(db().db);
    const o = await disputed();
    const res = await decide(admin, o.disputeId, { outcome: 'FULL', reason: 'Nothing usable was delivered.' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'FULL', refund_pesos: 4500 });
    const [refund] = await refundsOf(db().db, o.payment.id);
    expect(refund).toMatchObject({ amountCentavos: 450_000, status: 'pending' });
    await eventually(async () => (await refundsOf(db().db, o.payment.id))[0].providerRefundId !== null);
    await settleSandboxRefunds({ now: later(31) });
    await eventually(async () => (await db().db.select().from(t.payments).where(eq(t.payments.id, o.payment.id)))[0].status === 'REFUNDED');
    const row = await statementOf(o.payment.id);
    expect(row).toMatchObject({ state: 'refunded', refunded: 450_000, fee: 0, net: 0, refund_pending: 0 });
    expect(adds(row)).toBe(true);
  });
});
