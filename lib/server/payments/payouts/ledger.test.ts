import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { PUT as cancelRoute } from '@/app/api/v1/meeting/[id]/cancel/route';
import { GET as lawyerCsvRoute } from '@/app/api/v1/lawyers/payments/csv/route';
import { GET as payoutsRoute, POST as createBatchRoute } from '@/app/api/v1/admin/payouts/route';
import { GET as batchCsvRoute } from '@/app/api/v1/admin/payouts/[id]/csv/route';
import { PUT as batchPaidRoute } from '@/app/api/v1/admin/payouts/[id]/paid/route';
import { tables as t } from '@/lib/db';
import { feeBreakdown } from '@/lib/rules/fees';
import type { PayoutBatchDto, PayoutsOverviewDto } from '@/lib/dto/refund';
import { parseCsv } from '@/lib/format/csv';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { CookieJar, apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertAttendance, insertMeeting } from '@/lib/test/fixtures/meetings';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { interceptSandboxWebhooks } from '@/lib/test/fixtures/payments';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { applyPaymentEvent } from '@/lib/server/checkout/events/apply-payment-event';
import { expireStaleHolds } from '@/lib/server/meetings/expire-holds';
import { listLawyerPayments } from './list-lawyer-payments';
import { markRefunded } from '@/lib/server/payments/refunds/mark-refunded';
import { settleSandboxRefund } from '@/lib/server/payments/sandbox-refunds';
import { refundPayment } from '@/lib/server/payments/refunds/refund-payment';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';

// The ledger adds up: over a generated month of bookings, cancellations on both sides of the refund
// line, lawyer no-shows, late payments, engagements, refunds that succeed, fail (then sent by hand or
// tried again) or are still pending, an admin's refund decision and two payout batches (one paid,
// one open), for EVERY payment: collected = refunded + fee + paid out + still owed. Each term comes
// from its own source — collected from the payments, refunded from the refunds ledger, fee and what
// is owed from each lawyer's CSV statement, paid out from the paid batches — and the lawyers' CSVs and
// the bank's batch CSVs add up to the same totals.
const db = useTestDb();
const DAY = 86_400_000;
const HOUR = 3_600_000;
const PERCENT = 12.5;
let hooks: ReturnType<typeof interceptSandboxWebhooks>;

beforeAll(() => {
  // The test settles each refund itself (succeeded, failed or left pending): the sandbox must not settle
  // them on its own clock, which it did when a loaded machine took over 10 s between the first refund
  // and the scheduler's tick (fewer refunds left pending than the test needs).
  setTestEnv({
    SANDBOX_WEBHOOK_SECRET: 'whsk_ledger_jest',
    PLATFORM_FEE_PERCENT: String(PERCENT),
    SANDBOX_REFUND_SETTLE_SECONDS: '86400',
  });
  hooks = interceptSandboxWebhooks();
});
afterAll(() => {
  hooks.restore();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined, PLATFORM_FEE_PERCENT: undefined, SANDBOX_REFUND_SETTLE_SECONDS: undefined });
});

/** mulberry32: the same month every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const rand = random(24);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];

let slot = 0;
/** A start time `days` from now, never overlapping another of this suite (each gets its own 2-hour slot). */
const startAt = (days: number) => new Date(Date.now() + days * DAY + (slot++ % 11) * 2 * HOUR);

let event = 0;
/** The provider's webhook for a paid checkout, through the one path (fee fixed, meeting confirmed). */
async function pay(paymentId: string, sessionId: string, amount: number) {
  return applyPaymentEvent('SANDBOX', {
    eventId: `evt_ledger_${event++}`,
    type: 'checkout_session.payment.paid',
    livemode: false,
    sessionId,
    reference: paymentId,
    paymentId: `pay_sbx_ledger_${event}`,
    amountCentavos: amount,
    currency: 'PHP',
    method: pick(['gcash', 'card', 'paymaya']),
    raw: {},
  });
}

/** A consultation booked and paid through the webhook path, `days` from now (negative: past). */
async function bookAndPay(lawyer: TestUser, customer: TestUser, days: number, duration: 30 | 60 = pick([30, 60] as const)) {
  const start = startAt(days);
  const meetingId = await insertMeeting(db().db, {
    lawyerId: lawyer.id,
    customerId: customer.id,
    start,
    duration,
    status: 'PAYMENT_PENDING',
    holdExpiresAt: new Date(Date.now() + HOUR),
  });
  const amount = duration === 30 ? 100_000 : 180_000;
  const sessionId = `cs_ledger_${meetingId}`;
  const [payment] = await db()
    .db.insert(t.payments)
    .values({
      customerId: customer.id,
      lawyerId: lawyer.id,
      meetingId,
      provider: 'SANDBOX',
      providerSessionId: sessionId,
      amountCentavos: amount,
      description: 'Consultation',
    })
    .returning();
  expect((await pay(payment.id, sessionId, amount)).outcome).toBe('confirmed');
  return { meetingId, paymentId: payment.id, start, lawyer, customer };
}

/** An engagement (or one of its additional services) paid through the webhook path. */
async function payEngagement(lawyer: TestUser, customer: TestUser, title: string, price: number, service?: string) {
  const [item] = await db()
    .db.insert(t.workItems)
    .values({ lawyerId: lawyer.id, customerId: customer.id, title, status: service ? 'PAID' : 'PAYMENT_PENDING', priceCentavos: price })
    .returning();
  const [extra] = service
    ? await db()
        .db.insert(t.workItemAdditionalServices)
        .values({ workItemId: item.id, title: service, priceCentavos: price, status: 'PAYMENT_PENDING' })
        .returning()
    : [undefined];
  const sessionId = `cs_ledger_wi_${item.id}`;
  const [payment] = await db()
    .db.insert(t.payments)
    .values({
      customerId: customer.id,
      lawyerId: lawyer.id,
      workItemId: item.id,
      additionalServiceId: extra?.id,
      provider: 'SANDBOX',
      providerSessionId: sessionId,
      amountCentavos: price,
      description: title,
    })
    .returning();
  expect((await pay(payment.id, sessionId, price)).outcome).toBe('confirmed');
  return payment.id;
}

const cancel = (meetingId: string, who: TestUser) =>
  cancelRoute(apiRequest(`/api/v1/meeting/${meetingId}/cancel`, { method: 'PUT', jar: who.jar, body: {} }), routeCtx({ id: meetingId }));
const cents = (pesos: string) => Math.round(Number(pesos) * 100);

async function csvOf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const [header, ...rows] = parseCsv(await res.text());
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

describe('the ledger over a generated month', () => {
  it("adds up for every payment, and the lawyers' and the bank's CSVs agree", async () => {
    const admin = await testAdmin(db().db);
    const lawyers = [
      await testLawyer(db().db, { name: 'Ana Reyes' }),
      await testLawyer(db().db, { name: 'Jose Rizal' }),
      await testLawyer(db().db, { name: 'Gabriela Silang' }),
    ];
    // The third has not given banking info yet: what is owed to her stays owed.
    await db().db.update(t.lawyerProfiles).set({ bankingInfo: null }).where(eq(t.lawyerProfiles.userId, lawyers[2].id));
    const clients = await Promise.all(Array.from({ length: 6 }, () => testCustomer(db().db)));
    const anyone = () => ({ lawyer: pick(lawyers), customer: pick(clients) });

    // Past consultations, settled by the scheduler from their attendance (or claimed as no-shows).
    for (let i = 0; i < 24; i++) {
      const { lawyer, customer } = anyone();
      const claim = i % 6 === 5;
      const m = await bookAndPay(lawyer, customer, claim ? -1 - rand() * 4 : -25 + rand() * 23);
      const fate = claim ? 'claim' : pick(['attended', 'attended', 'attended', 'client-no-show', 'lawyer-no-show'] as const);
      if (fate === 'attended' || fate === 'client-no-show') await insertAttendance(db().db, m.meetingId, lawyer.id, m.start);
      if (fate === 'attended') await insertAttendance(db().db, m.meetingId, customer.id, m.start);
      if (fate === 'claim') expect((await cancel(m.meetingId, customer)).status).toBe(200);
    }
    // Upcoming ones: cancelled by the client in time or late, by the lawyer, or still ahead (held).
    for (let i = 0; i < 16; i++) {
      const { lawyer, customer } = anyone();
      const fate = pick(['client-early', 'client-late', 'lawyer', 'ahead'] as const);
      const m = await bookAndPay(lawyer, customer, fate === 'client-late' ? 0.1 + rand() * 0.5 : 2 + rand() * 8);
      if (fate === 'client-early' || fate === 'client-late') expect((await cancel(m.meetingId, customer)).status).toBe(200);
      if (fate === 'lawyer') expect((await cancel(m.meetingId, lawyer)).status).toBe(200);
    }
    // Money that arrived after its hold expired.
    for (let i = 0; i < 2; i++) {
      const { lawyer, customer } = anyone();
      const meetingId = await insertMeeting(db().db, {
        lawyerId: lawyer.id,
        customerId: customer.id,
        start: startAt(5),
        status: 'PAYMENT_PENDING',
        holdExpiresAt: new Date(Date.now() - 60_000),
      });
      const [p] = await db()
        .db.insert(t.payments)
        .values({
          customerId: customer.id,
          lawyerId: lawyer.id,
          meetingId,
          provider: 'SANDBOX',
          providerSessionId: `cs_late_${meetingId}`,
          amountCentavos: 100_000,
          description: 'Late',
        })
        .returning();
      await expireStaleHolds(db().db);
      expect((await pay(p.id, `cs_late_${meetingId}`, 100_000)).outcome).toBe('refund_required');
    }
    // Engagements, one with an additional service; the odd centavos test the fee's rounding.
    for (const [i, lawyer] of lawyers.entries()) await payEngagement(lawyer, clients[i], `Engagement ${i}`, 6_500_050 + i * 333);
    await payEngagement(lawyers[0], clients[0], 'Annulment', 1_500_025, 'Motion for reconsideration');

    // The scheduler settles the past meetings and sends every refund granted.
    await runSchedulerTick();
    await runSchedulerTick();

    // An admin refunds a settled consultation by decision.
    const [completed] = await db()
      .db.select({ id: t.payments.id })
      .from(t.payments)
      .innerJoin(t.meetings, eq(t.meetings.id, t.payments.meetingId))
      .where(and(eq(t.meetings.status, 'COMPLETED'), eq(t.payments.status, 'PAID')))
      .limit(1);
    await refundPayment(admin.id, completed.id, { reason: 'The lawyer arrived twenty minutes late.' });

    // The provider finishes most refunds, fails some (sent by hand, or tried again), leaves a few pending.
    const sent = await db()
      .db.select()
      .from(t.refunds)
      .where(and(isNotNull(t.refunds.providerRefundId), eq(t.refunds.status, 'pending')));
    expect(sent.length).toBeGreaterThanOrEqual(8);
    const outcomes = { succeeded: 0, failed: 0, pending: 0 };
    for (const [i, r] of sent.entries()) {
      const outcome = i % 7 === 3 ? 'pending' : i % 5 === 1 ? 'failed' : 'succeeded';
      outcomes[outcome]++;
      if (outcome !== 'pending') expect(await settleSandboxRefund(r.providerRefundId!, outcome)).toBe(true);
    }
    expect(outcomes).toEqual({ succeeded: expect.any(Number), failed: expect.any(Number), pending: expect.any(Number) });
    expect(Math.min(outcomes.succeeded, outcomes.failed, outcomes.pending)).toBeGreaterThan(0);
    const failed = await db().db.select().from(t.refunds).where(eq(t.refunds.status, 'failed'));
    await markRefunded(admin.id, failed[0].paymentId, { reference: 'GCASH-HAND-0001' });
    if (failed[1]) {
      await refundPayment(admin.id, failed[1].paymentId, { reason: 'Try the provider again.' });
      const [retry] = await db()
        .db.select()
        .from(t.refunds)
        .where(and(eq(t.refunds.paymentId, failed[1].paymentId), eq(t.refunds.status, 'pending')));
      await settleSandboxRefund(retry.providerRefundId!, 'succeeded');
    }

    // Batch one: made through the API, exported, paid. Then more is owed, and batch two stays open.
    const adminCall = (handler: typeof createBatchRoute, path: string, body?: unknown, jar = admin.jar, params = {}) =>
      handler(
        apiRequest(path, { method: body === undefined ? 'GET' : path.endsWith('/paid') ? 'PUT' : 'POST', jar, body }),
        routeCtx(params) as never,
      );
    const overview = (await (
      await adminCall(payoutsRoute as typeof createBatchRoute, '/api/v1/admin/payouts')
    ).json()) as PayoutsOverviewDto;
    expect(overview.owed.find((o) => o.lawyer._id === lawyers[2].id)).toMatchObject({ has_banking_info: false });
    // The admin chooses the two lawyers with banking info; the third's items stay owed.
    const chosen = overview.owed.filter((o) => o.has_banking_info).flatMap((o) => o.payment_ids);
    const first = await adminCall(createBatchRoute, '/api/v1/admin/payouts', { payment_ids: chosen });
    expect(first.status).toBe(201);
    const batch1 = (await first.json()) as PayoutBatchDto;
    expect(batch1).toMatchObject({ status: 'OPEN', lawyers: 2, items: chosen.length });
    const paid = await batchPaidRoute(
      apiRequest(`/api/v1/admin/payouts/${batch1._id}/paid`, { method: 'PUT', jar: admin.jar, body: { reference: 'BDO-BULK-2026-12-01' } }),
      routeCtx({ id: batch1._id }),
    );
    expect(await paid.json()).toMatchObject({ status: 'PAID', bank_reference: 'BDO-BULK-2026-12-01' });
    await payEngagement(lawyers[1], clients[4], 'Late engagement', 2_000_001);
    await payEngagement(lawyers[2], clients[5], 'Her second engagement', 300_000);
    const owedNow = (
      (await (await adminCall(payoutsRoute as typeof createBatchRoute, '/api/v1/admin/payouts')).json()) as PayoutsOverviewDto
    ).owed;
    const batch2 = (await (
      await adminCall(createBatchRoute, '/api/v1/admin/payouts', {
        payment_ids: owedNow.filter((o) => o.has_banking_info).flatMap((o) => o.payment_ids),
      })
    ).json()) as PayoutBatchDto;
    expect(batch2).toMatchObject({ status: 'OPEN', lawyers: 1 });

    // --- the identity, payment by payment ---
    const collected = await db()
      .db.select({ id: t.payments.id, amount: t.payments.amountCentavos, lawyerId: t.payments.lawyerId })
      .from(t.payments)
      .where(isNotNull(t.payments.paidAt));
    const refundedRows = await db()
      .db.select({ paymentId: t.refunds.paymentId, amount: t.refunds.amountCentavos })
      .from(t.refunds)
      .where(eq(t.refunds.status, 'succeeded'));
    const paidOutRows = await db()
      .db.select({ paymentId: t.payoutItems.paymentId, net: t.payoutItems.netCentavos })
      .from(t.payoutItems)
      .innerJoin(t.payouts, eq(t.payouts.id, t.payoutItems.payoutId))
      .innerJoin(t.payoutBatches, eq(t.payoutBatches.id, t.payouts.batchId))
      .where(eq(t.payoutBatches.status, 'PAID'));
    const statement = new Map<string, Record<string, string>>();
    const amounts = ['gross', 'refund_pending', 'refunded', 'fee', 'net'] as const;
    for (const lawyer of lawyers) {
      const lines = await csvOf(await lawyerCsvRoute(apiRequest('/api/v1/lawyers/payments/csv', { jar: lawyer.jar }), routeCtx()));
      const total = lines.pop()!;
      expect(total).toMatchObject({ item: 'Total', payment_id: '' });
      for (const row of lines) {
        // Every line adds up, whatever its state: gross = refund pending + refunded + fee + net.
        expect({ payment: row.payment_id, gross: cents(row.gross) }).toEqual({
          payment: row.payment_id,
          gross: cents(row.refund_pending) + cents(row.refunded) + cents(row.fee) + cents(row.net),
        });
        statement.set(row.payment_id, row);
      }
      // And so does the Total line, each column the sum of the lines.
      for (const column of amounts) expect(cents(total[column])).toBe(lines.reduce((s, r) => s + cents(r[column]), 0));
      expect(cents(total.gross)).toBe(cents(total.refund_pending) + cents(total.refunded) + cents(total.fee) + cents(total.net));
    }
    const sum = (rows: { paymentId: string; amount?: number; net?: number }[], id: string) =>
      rows.filter((r) => r.paymentId === id).reduce((s, r) => s + (r.amount ?? r.net ?? 0), 0);
    const totals = { collected: 0, refunded: 0, fee: 0, paidOut: 0, owed: 0 };
    const states = new Set<string>();
    for (const p of collected) {
      const line = statement.get(p.id);
      expect(line).toBeDefined();
      states.add(line!.payout_status);
      const refunded = sum(refundedRows, p.id);
      const fee = cents(line!.fee);
      const paidOut = sum(paidOutRows, p.id);
      // Owed back to the client while its refund is pending or failed; owed to the lawyer until paid out.
      const stillOwed =
        line!.payout_status === 'being refunded'
          ? p.amount - refunded
          : ['owed', 'held until the meeting is settled', 'in a payout batch'].includes(line!.payout_status)
            ? cents(line!.net)
            : 0;
      // The statement's word and the refunds ledger agree: refunded in full, or not at all yet.
      expect({ payment: p.id, refunded: line!.payout_status === 'refunded' ? p.amount : 0 }).toEqual({ payment: p.id, refunded });
      expect({ payment: p.id, collected: p.amount }).toEqual({ payment: p.id, collected: refunded + fee + paidOut + stillOwed });
      if (line!.payout_status === 'paid') expect(paidOut).toBe(cents(line!.net));
      if (['paid', 'owed', 'in a payout batch', 'held until the meeting is settled'].includes(line!.payout_status))
        expect(fee).toBe(feeBreakdown(p.amount, PERCENT).fee);
      totals.collected += p.amount;
      totals.refunded += refunded;
      totals.fee += fee;
      totals.paidOut += paidOut;
      totals.owed += stillOwed;
    }
    expect(totals.collected).toBe(totals.refunded + totals.fee + totals.paidOut + totals.owed);
    expect(Math.min(totals.refunded, totals.fee, totals.paidOut, totals.owed)).toBeGreaterThan(0);
    // Every state a paid item can be in occurs in this month.
    expect([...states].sort()).toEqual([
      'being refunded',
      'held until the meeting is settled',
      'in a payout batch',
      'owed',
      'paid',
      'refunded',
    ]);

    // --- the CSVs agree: each bank line is the sum of that lawyer's items in the batch ---
    for (const batch of [batch1, batch2]) {
      const bank = await csvOf(
        await batchCsvRoute(apiRequest(`/api/v1/admin/payouts/${batch._id}/csv`, { jar: admin.jar }), routeCtx({ id: batch._id })),
      );
      expect(bank.length).toBe(batch.lawyers);
      for (const line of bank) {
        const items = [...statement.values()].filter(
          (r) => r.payout_batch === batch._id && collected.find((p) => p.id === r.payment_id)!.lawyerId === line.lawyer_id,
        );
        expect(cents(line.amount)).toBe(items.reduce((s, r) => s + cents(r.net), 0));
        expect(Number(line.items)).toBe(items.length);
        expect(line).toMatchObject({ batch_id: batch._id, currency: 'PHP', bank_name: 'BDO Unibank', account_number: '1234567890' });
      }
      expect(bank.reduce((s, l) => s + cents(l.amount), 0)).toBe(batch.total);
    }
    const batchTotal = (
      await db()
        .db.select({ total: sql<number>`sum(total_centavos)::bigint` })
        .from(t.payoutBatches)
        .where(eq(t.payoutBatches.status, 'PAID'))
    )[0].total;
    expect(Number(batchTotal)).toBe(totals.paidOut);
    for (const lawyer of lawyers) {
      const own = await listLawyerPayments(lawyer.id, { limit: 1 });
      const mine = [...statement.values()].filter((r) => collected.find((p) => p.id === r.payment_id)!.lawyerId === lawyer.id);
      expect(own.totals.paid_out).toBe(mine.filter((r) => r.payout_status === 'paid').reduce((s, r) => s + cents(r.net), 0));
      expect(own.totals.fee).toBe(mine.reduce((s, r) => s + cents(r.fee), 0));
      expect(own.totals.gross).toBe(mine.reduce((s, r) => s + cents(r.gross), 0));
    }

    // Each lawyer of the paid batch was told once, with the bank's reference: after the commit, by the outbox.
    const told = await untilOutboxDelivered(
      () =>
        db()
          .db.select()
          .from(t.notifications)
          .where(
            and(
              inArray(
                t.notifications.userId,
                lawyers.map((l) => l.id),
              ),
              eq(t.notifications.title, 'Payout sent'),
            ),
          ),
      (rows) => rows.length >= 2,
    );
    expect(told).toHaveLength(2);
    expect(told[0].body).toContain('BDO-BULK-2026-12-01');
    const audit = await db().db.select({ action: t.auditLog.action }).from(t.auditLog).where(eq(t.auditLog.targetId, batch1._id));
    expect(audit.map((a) => a.action).sort()).toEqual(['payout.batch_create', 'payout.batch_export', 'payout.batch_paid']);
    expect(
      (
        await batchPaidRoute(
          apiRequest(`/api/v1/admin/payouts/${batch1._id}/paid`, { method: 'PUT', jar: admin.jar, body: { reference: 'again' } }),
          routeCtx({ id: batch1._id }),
        )
      ).status,
    ).toBe(409);

    // Only admins reach the payout routes; only lawyers have a statement to export.
    for (const jar of [lawyers[0].jar, clients[0].jar, new CookieJar()]) {
      const status = jar.header() ? 403 : 401;
      expect(
        (await batchCsvRoute(apiRequest(`/api/v1/admin/payouts/${batch1._id}/csv`, { jar }), routeCtx({ id: batch1._id }))).status,
      ).toBe(status);
      expect((await adminCall(createBatchRoute, '/api/v1/admin/payouts', { payment_ids: chosen }, jar)).status).toBe(status);
      expect(
        (
          await batchPaidRoute(
            apiRequest(`/api/v1/admin/payouts/${batch2._id}/paid`, { method: 'PUT', jar, body: { reference: 'X' } }),
            routeCtx({ id: batch2._id }),
          )
        ).status,
      ).toBe(status);
    }
    expect((await lawyerCsvRoute(apiRequest('/api/v1/lawyers/payments/csv', { jar: clients[0].jar }), routeCtx())).status).toBe(403);
    expect((await lawyerCsvRoute(apiRequest('/api/v1/lawyers/payments/csv', {}), routeCtx())).status).toBe(401);
  }, 180_000);
});
