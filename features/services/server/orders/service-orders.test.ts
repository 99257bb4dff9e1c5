import { and, eq, like } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { dueAtFor, takeDeadline } from '@/features/services/rules/service-orders';
import { useTestDb } from '@/lib/test/db';
import { lettersAs, mailedLetterCode, signAs, useLetterStorage } from '@/lib/test/fixtures/letters';
import { refundsOf } from '@/lib/test/fixtures/payments';
import { demandLetterOrder, deliveryForm, offerService, orderAt, ordersAs } from '@/lib/test/fixtures/service-orders';
import { testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import { routeSandboxWebhooks, workItemsAs } from '@/lib/test/fixtures/work-items';
import { sweepServiceOrders } from './order-clock';
import { MAX_UNPAID_ORDERS } from './create-order';
import { eraseAccount } from '@/lib/server/privacy/erase-account';
import { getStorage } from '@/lib/server/platform/storage/storage';

// Issue 62 items 3 and 4: a fixed-price service order from the order to its acceptance, through the real
// handlers, the sandbox checkout and its signed webhook, the engagement letter's signatures and the clock.

const db = useTestDb();
useLetterStorage();
let restoreWebhooks: () => void;
let lawyer: TestUser;

beforeAll(async () => {
  restoreWebhooks = routeSandboxWebhooks();
  lawyer = await testLawyer(db().db);
  await offerService(db().db, lawyer.id, 'DEMAND_LETTER', 4_500, 3);
});
afterAll(() => restoreWebhooks());

const orderRow = async (id: string) => (await db().db.select().from(t.serviceOrders).where(eq(t.serviceOrders.id, id)))[0];
const itemRow = async (id: string) => (await db().db.select().from(t.workItems).where(eq(t.workItems.id, id)))[0];
const paymentOf = async (id: string) => (await db().db.select().from(t.payments).where(eq(t.payments.workItemId, id)))[0];
const json = async (res: Promise<Response> | Response, status = 200) => {
  const r = await res;
  const body = await r.json();
  expect({ status: r.status, body }).toMatchObject({ status });
  return body;
};

describe('a service order, end to end', () => {
  it('order → the client signs → pays → webhook → the lawyer countersigns (due date) → deliver → revision → deliver → accept', async () => {
    const client = await testCustomer(db().db);
    const { work_item_id: id } = await json(ordersAs(client).create(demandLetterOrder(lawyer.id)), 201);

    // The work item of kind SERVICE at the offer's price, no proposal round; its letter generated, waiting for the client.
    const item = await itemRow(id);
    expect(item).toMatchObject({ kind: 'SERVICE', status: 'PAYMENT_PENDING', title: 'Demand letter', priceCentavos: 450_000 });
    // Its terms state how it is paid and when it is due, as its letter does (the terms box showed them empty).
    expect(item.paymentTerms).toMatch(/^The whole fixed price, paid through the checkout/);
    expect(item.estimatedTimeline).toBe("3 calendar days from the Lawyer's countersignature");
    expect(item.feeBreakdown).toEqual([{ label: 'Demand letter', amount: 450_000 }]);
    expect(await orderRow(id)).toMatchObject({
      status: 'AWAITING_PAYMENT',
      turnaroundDays: 3,
      revisionsIncluded: 1,
      otherPartyName: 'Pedro Penduko',
    });
    const letter = await json(lettersAs(client).get(id));
    expect(letter.latest_version).toBe(1);
    const [stored] = await db().db.select().from(t.engagementLetters).where(eq(t.engagementLetters.workItemId, id));
    expect(stored.status).toBe('AWAITING_CLIENT');
    expect(stored.terms.service).toMatchObject({
      serviceType: 'DEMAND_LETTER',
      turnaroundDays: 3,
      revisions: 1,
      takeHours: 48,
      disputeDays: 7,
    });
    const text = JSON.stringify(letter);
    expect(text).toContain('Section 35');
    expect(text).toContain('48 hours');
    expect(text).toContain('7 days');
    expect(text).toContain('3 calendar days');
    expect((await json(ordersAs(client).get(id))).allowed).toEqual(['sign', 'withdraw']);

    // Nothing is paid before the client signed; nothing delivered before both signed.
    expect(await json(ordersAs(client).pay(id), 409)).toMatchObject({ key: 'LETTER_NOT_SIGNED' });
    expect(await json(ordersAs(lawyer).deliver(id), 409)).toMatchObject({ key: 'INVALID_TRANSITION' });
    await signAs(db().db, client, id);
    expect((await json(ordersAs(client).get(id))).allowed).toEqual(['pay', 'withdraw']);

    // The lawyer cannot take it (countersign) before the payment (issue 72, item 12: one rule, signingRefusal): the
    // letter says it is not their turn but the client's payment, and neither a code nor a signature is taken.
    const unpaid = await json(lettersAs(lawyer).get(id));
    expect(unpaid.viewer).toMatchObject({ my_turn: false, next_signer: 'LAWYER', waiting_for_payment: true, expected_name: null });
    expect((await json(lettersAs(client).get(id))).viewer).toMatchObject({ my_turn: false, waiting_for_payment: true });
    const version = unpaid.latest_version;
    expect(await json(lettersAs(lawyer).sendCode(id, { version, channel: 'email' }), 409)).toMatchObject({ key: 'ORDER_NOT_PAID' });
    const early = await json(
      lettersAs(lawyer).sign(id, { version, typed_name: stored.terms.lawyer_name, consent: true, code: '123456' }),
      409,
    );
    expect(early).toMatchObject({ key: 'ORDER_NOT_PAID' });
    expect(await json(ordersAs(lawyer).deliver(id), 409)).toMatchObject({ key: 'INVALID_TRANSITION' });

    // Pay in the sandbox: the signed webhook moves the order AWAITING_LAWYER, its 48 hours start.
    const { checkout_url } = await json(ordersAs(client).pay(id));
    const { payInSandbox } = await import('@/lib/test/fixtures/work-items');
    expect((await payInSandbox(client, checkout_url)).status).toBe(200);
    const paid = await orderRow(id);
    expect(paid.status).toBe('AWAITING_LAWYER');
    expect(paid.takeBy!.getTime()).toBe(takeDeadline(paid.paidAt!).getTime());
    expect((await itemRow(id)).status).toBe('PAID');
    expect((await paymentOf(id)).status).toBe('PAID');
    expect((await json(ordersAs(lawyer).get(id))).allowed).toEqual(['take', 'decline']);
    expect((await json(lettersAs(lawyer).get(id))).viewer).toMatchObject({ my_turn: true, waiting_for_payment: false });
    expect((await json(lettersAs(client).get(id))).viewer).toMatchObject({ my_turn: false, waiting_for_payment: false });

    // The countersignature takes it: IN_PROGRESS, due in 3 calendar days (Manila) from it.
    await json(lettersAs(lawyer).sendCode(id, { version, channel: 'email' }));
    const code = await mailedLetterCode(db().db, lawyer.email);
    await json(lettersAs(lawyer).sign(id, { version, typed_name: stored.terms.lawyer_name, consent: true, code }));
    const taken = await orderRow(id);
    expect(taken.status).toBe('IN_PROGRESS');
    expect(taken.dueAt!.getTime()).toBe(dueAtFor(taken.countersignedAt!, 3).getTime());
    expect((await db().db.select().from(t.engagementLetters).where(eq(t.engagementLetters.workItemId, id)))[0].status).toBe('SIGNED');

    // Deliver, ask for the revision, deliver again, accept.
    const first = await json(ordersAs(lawyer).deliver(id, deliveryForm(2)), 201);
    expect(first).toMatchObject({ status: 'DELIVERED', deliveries: [{ number: 1, late: false, note: 'The demand letter, signed.' }] });
    expect(first.deliveries[0].files).toHaveLength(2);
    expect((await json(ordersAs(client).get(id))).allowed).toEqual(['accept', 'revise', 'dispute']);
    const asked = await json(ordersAs(client).revise(id));
    expect(asked).toMatchObject({ status: 'IN_PROGRESS', revisions_used: 1 });
    const second = await json(ordersAs(lawyer).deliver(id), 201);
    expect(second.deliveries.map((d: { number: number }) => d.number)).toEqual([1, 2]);
    expect((await json(ordersAs(client).get(id))).allowed).toEqual(['accept', 'dispute']);
    expect(await json(ordersAs(client).revise(id), 409)).toMatchObject({ key: 'INVALID_TRANSITION' });
    const accepted = await json(ordersAs(client).accept(id));
    expect(accepted.status).toBe('ACCEPTED');
    expect((await itemRow(id)).status).toBe('COMPLETED');

    // The client reads a delivered file; the work item carries its order.
    const fileId = first.deliveries[0].files[0]._id;
    const download = await ordersAs(client).file(id, fileId);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).toString()).toContain('%PDF');
    const view = await json(workItemsAs(client).get(id));
    expect(view).toMatchObject({ kind: 'SERVICE', service_order: { _id: id, status: 'ACCEPTED' } });

    // Each party told after the commit, in their language, once per event.
    await deliverOutbox();
    const told = async (prefix: string, userId: string) =>
      (
        await db()
          .db.select()
          .from(t.notifications)
          .where(and(like(t.notifications.dedupeKey, `note:service-order-${prefix}:%`), eq(t.notifications.userId, userId)))
      ).length;
    expect(await told('order', lawyer.id)).toBeGreaterThanOrEqual(1);
    expect(await told('take', client.id)).toBe(1);
    expect(await told('deliver', client.id)).toBe(2);
    expect(await told('revise', lawyer.id)).toBe(1);
    expect(await told('accept', lawyer.id)).toBe(1);
    // The payment tells the lawyer once — the order's "take it within 48 hours" — not a second, engagement-style notice.
    expect(await told('paid', lawyer.id)).toBe(1);
    const engagementPaid = await db()
      .db.select()
      .from(t.notifications)
      .where(and(like(t.notifications.dedupeKey, 'work-item-paid:%'), eq(t.notifications.userId, lawyer.id)));
    expect(engagementPaid).toHaveLength(0);
  });

  it('a SERVICE item moves only by its order: the proposal round and completion are refused (409)', async () => {
    const client = await testCustomer(db().db);
    const id = await orderAt(db().db, client, lawyer, 'IN_PROGRESS');
    expect(await json(workItemsAs(lawyer).completeLawyer(id), 409)).toMatchObject({ key: 'SERVICE_ORDER_ONLY' });
    expect(await json(workItemsAs(lawyer).addService(id, { title: 'Extra', price: 100_000 }), 409)).toMatchObject({
      key: 'SERVICE_ORDER_ONLY',
    });
    expect((await json(workItemsAs(client).get(id))).allowed).toEqual(expect.not.arrayContaining(['confirm-completion', 'cancel-payment']));
  });

  it('a late delivery lets the client cancel with a full refund (moved clock)', async () => {
    const client = await testCustomer(db().db);
    const id = await orderAt(db().db, client, lawyer, 'IN_PROGRESS');
    // Not yet due: no cancelling.
    expect(await json(ordersAs(client).cancel(id), 409)).toMatchObject({ key: 'INVALID_TRANSITION' });
    // The clock moved past the due date: the delivery comes late.
    await db()
      .db.update(t.serviceOrders)
      .set({ dueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(t.serviceOrders.id, id));
    const late = await json(ordersAs(lawyer).deliver(id), 201);
    expect(late.deliveries[0].late).toBe(true);
    expect((await json(ordersAs(client).get(id))).allowed).toContain('cancel-late');
    const cancelled = await json(ordersAs(client).cancel(id));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancel_reason: 'LATE' });
    const payment = await paymentOf(id);
    expect(payment.status).toBe('REFUND_REQUIRED');
    expect((await refundsOf(db().db, payment.id)).map((r) => r.amountCentavos)).toEqual([450_000]);
    expect((await itemRow(id)).status).toBe('REJECTED');
  });

  it('past the due date and undelivered, the client may cancel for a full refund', async () => {
    const client = await testCustomer(db().db);
    const id = await orderAt(db().db, client, lawyer, 'IN_PROGRESS');
    await db()
      .db.update(t.serviceOrders)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(t.serviceOrders.id, id));
    expect(await json(ordersAs(client).cancel(id))).toMatchObject({ status: 'CANCELLED', cancel_reason: 'LATE' });
    expect((await refundsOf(db().db, (await paymentOf(id)).id)).map((r) => r.amountCentavos)).toEqual([450_000]);
  });

  it('not taken within 48 hours: expired by the scheduler and refunded in full; the countersignature then refused', async () => {
    const client = await testCustomer(db().db);
    const id = await orderAt(db().db, client, lawyer, 'PAID');
    const { takeBy } = await orderRow(id);
    await sweepServiceOrders({ now: new Date(takeBy!.getTime() - 60_000) });
    expect((await orderRow(id)).status).toBe('AWAITING_LAWYER');
    expect(await sweepServiceOrders({ now: new Date(takeBy!.getTime() + 60_000) })).toBeGreaterThanOrEqual(1);
    expect(await orderRow(id)).toMatchObject({ status: 'CANCELLED', cancelReason: 'NOT_TAKEN' });
    expect((await itemRow(id)).status).toBe('REJECTED');
    const payment = await paymentOf(id);
    expect((await refundsOf(db().db, payment.id)).map((r) => [r.reason, r.amountCentavos])).toEqual([['LAWYER_CANCELLED', 450_000]]);
    await expect(signAs(db().db, lawyer, id)).rejects.toThrow(/409/);
    await deliverOutbox();
    const notes = await db().db.select().from(t.notifications).where(like(t.notifications.dedupeKey, 'note:service-order-expire%'));
    expect(notes.map((n) => n.userId).sort()).toEqual([client.id, lawyer.id].sort());
  });

  it('the lawyer declines a paid order: refunded in full; the client withdraws an unpaid one', async () => {
    const client = await testCustomer(db().db);
    const paid = await orderAt(db().db, client, lawyer, 'PAID');
    expect(await json(ordersAs(lawyer).decline(paid))).toMatchObject({ status: 'CANCELLED', cancel_reason: 'DECLINED' });
    expect((await refundsOf(db().db, (await paymentOf(paid)).id)).map((r) => r.amountCentavos)).toEqual([450_000]);
    const unpaid = await orderAt(db().db, client, lawyer, 'ORDERED');
    expect(await json(ordersAs(client).withdraw(unpaid))).toMatchObject({ status: 'CANCELLED', cancel_reason: 'WITHDRAWN' });
    expect((await itemRow(unpaid)).status).toBe('REJECTED');
  });

  // Issue 73 item 6: 15 order-and-withdraw rounds kept 15 letter PDFs nobody signed.
  it('a withdrawn order’s letter is voided; nobody signed it: its PDF is erased after the commit, a signed one stays', async () => {
    const client = await testCustomer(db().db);
    const letterOf = async (id: string) =>
      (await db().db.select().from(t.engagementLetters).where(eq(t.engagementLetters.workItemId, id)))[0]!;
    const unsigned = await orderAt(db().db, client, lawyer, 'ORDERED');
    const signed = await orderAt(db().db, client, lawyer, 'SIGNED');
    const keys = { unsigned: (await letterOf(unsigned)).pdfKey, signed: (await letterOf(signed)).pdfKey };
    expect(await getStorage().get(keys.unsigned)).not.toBeNull();
    await json(ordersAs(client).withdraw(unsigned));
    await json(ordersAs(client).withdraw(signed));
    // The erasure runs after each commit (the outbox): awaited by polling.
    for (let i = 0; i < 50 && (await letterOf(unsigned)).pdfKey !== ''; i++) await deliverOutbox();
    expect(await letterOf(unsigned)).toMatchObject({ status: 'VOID', voidReason: 'WITHDRAWN', pdfKey: '' });
    expect(await getStorage().get(keys.unsigned)).toBeNull();
    expect(await json(lettersAs(client).pdf(unsigned, '?version=1'), 404)).toMatchObject({ key: 'LETTER_NOT_FOUND' });
    // The client had signed the other: what was signed stays, readable.
    expect(await letterOf(signed)).toMatchObject({ status: 'VOID', voidReason: 'WITHDRAWN', pdfKey: keys.signed });
    expect(await getStorage().get(keys.signed)).not.toBeNull();
  });

  // Issue 73 item 6: 15 order-and-withdraw rounds sent the lawyer 15 mails.
  it('orders and withdrawals in a row mail the lawyer once at once and once in a digest', async () => {
    const client = await testCustomer(db().db);
    const own = await testLawyer(db().db);
    await offerService(db().db, own.id, 'DEMAND_LETTER', 4_500, 3);
    for (let i = 0; i < 15; i++) {
      const { work_item_id: id } = await json(ordersAs(client).create(demandLetterOrder(own.id)), 201);
      await json(ordersAs(client).withdraw(id));
    }
    // Each order's notice runs after its commit: awaited until the lawyer's in-app list has all 15.
    const notices = async () => (await db().db.select().from(t.notifications).where(eq(t.notifications.userId, own.id))).length;
    for (let i = 0; i < 100 && (await notices()) < 15; i++) await deliverOutbox();
    expect(await notices()).toBe(15);
    const mails = await db()
      .db.select({ key: t.outboundEmails.dedupeKey })
      .from(t.outboundEmails)
      .where(eq(t.outboundEmails.toAddress, own.email));
    expect(mails).toHaveLength(2);
    expect(mails.filter((m) => m.key?.startsWith('mail:digest:service-orders:'))).toHaveLength(1);
  });

  it('the dispute window closed without a dispute: the scheduler accepts the delivery', async () => {
    const client = await testCustomer(db().db);
    const id = await orderAt(db().db, client, lawyer, 'DELIVERED');
    const { lastDeliveredAt } = await orderRow(id);
    await sweepServiceOrders({ now: new Date(lastDeliveredAt!.getTime() + 6 * 86_400_000) });
    expect((await orderRow(id)).status).toBe('DELIVERED');
    await sweepServiceOrders({ now: new Date(lastDeliveredAt!.getTime() + 7 * 86_400_000 + 60_000) });
    expect((await orderRow(id)).status).toBe('ACCEPTED');
    expect((await itemRow(id)).status).toBe('COMPLETED');
  });

  it('refuses an order of a service not offered, and more than the unpaid orders allowed', async () => {
    const client = await testCustomer(db().db);
    expect(
      await json(
        ordersAs(client).create({
          ...demandLetterOrder(lawyer.id),
          service_type: 'SPA',
          intake: {
            agent_name: 'Maria Cruz',
            powers: 'Sell my lot',
            property_or_matter: 'TCT No. 123',
            signing_abroad: false,
          },
        }),
        404,
      ),
    ).toMatchObject({
      key: 'SERVICE_NOT_OFFERED',
    });
    expect(await json(ordersAs(lawyer).create(demandLetterOrder(lawyer.id)), 403)).toBeTruthy();
    for (let i = 0; i < MAX_UNPAID_ORDERS; i++) await json(ordersAs(client).create(demandLetterOrder(lawyer.id)), 201);
    expect(await json(ordersAs(client).create(demandLetterOrder(lawyer.id)), 429)).toMatchObject({ key: 'TOO_MANY_OPEN_ORDERS' });
    expect(await json(ordersAs(client).create({ ...demandLetterOrder(lawyer.id), limited_service_accepted: false }), 400)).toBeTruthy();
  });
});

describe('issue 72, item 8: a demand letter the lawyer sends', () => {
  it('costs the offer’s sending price on top (two fee lines, one total), says so in the letter, and takes the lawyer’s proof of sending', async () => {
    const sender = await testLawyer(db().db);
    await offerService(db().db, sender.id, 'DEMAND_LETTER', 4_500, 3, 500);
    const client = await testCustomer(db().db);
    // A lawyer who does not send letters: refused, nothing ordered.
    expect(await json(ordersAs(client).create({ ...demandLetterOrder(lawyer.id), sent_by_lawyer: true }), 409)).toMatchObject({
      key: 'SENDING_NOT_OFFERED',
    });
    const { work_item_id: id } = await json(ordersAs(client).create({ ...demandLetterOrder(sender.id), sent_by_lawyer: true }), 201);
    expect(await orderRow(id)).toMatchObject({ sentByLawyer: true, sendPriceCentavos: 50_000, priceCentavos: 500_000 });
    const item = await itemRow(id);
    expect(item.priceCentavos).toBe(500_000);
    expect(item.feeBreakdown).toEqual([
      { label: 'Demand letter', amount: 450_000 },
      { label: 'Sending by e-mail and registered mail', amount: 50_000 },
    ]);
    expect(item.description).toContain('The lawyer sends it to the other party by e-mail and by registered mail');
    expect(item.description).not.toContain('Sending it is up to you');
    const order = await json(ordersAs(client).get(id));
    expect(order).toMatchObject({ price_pesos: 5_000, sent_by_lawyer: true, send_price_pesos: 500, sending_proof: [] });
    const letter = JSON.stringify((await json(lettersAs(client).get(id))).letter.document);
    expect(letter).toContain('Sending by e-mail and registered mail');
    expect(letter).toContain('₱500.00');
    expect(letter).toContain('₱5,000.00');

    // Not before the lawyer took it; never by the client, nor by another lawyer.
    expect(await json(ordersAs(sender).sendingProof(id), 409)).toMatchObject({ key: 'INVALID_TRANSITION' });
    await signAs(db().db, client, id);
    const { checkout_url } = await json(ordersAs(client).pay(id));
    const { payInSandbox } = await import('@/lib/test/fixtures/work-items');
    expect((await payInSandbox(client, checkout_url)).status).toBe(200);
    expect((await paymentOf(id)).amountCentavos).toBe(500_000);
    await signAs(db().db, sender, id);
    expect((await json(ordersAs(sender).get(id))).allowed).toEqual(['deliver', 'attach-proof']);
    expect((await ordersAs(client).sendingProof(id)).status).toBe(403);
    expect(await json(ordersAs(await testLawyer(db().db)).sendingProof(id), 404)).toMatchObject({ key: 'SERVICE_ORDER_NOT_FOUND' });
    expect(await json(ordersAs(sender).sendingProof(id, new FormData()), 400)).toMatchObject({ key: 'FILE_REQUIRED' });
    expect((await orderRow(id)).status).toBe('IN_PROGRESS');

    // The registry receipt: on the order for both, downloadable by the client.
    const attached = await json(ordersAs(sender).sendingProof(id), 201);
    expect(attached.sending_proof).toHaveLength(1);
    expect(attached.sending_proof[0]).toMatchObject({ name: 'registry-receipt-0.pdf' });
    const seen = await json(ordersAs(client).get(id));
    expect(seen.sending_proof.map((f: { _id: string }) => f._id)).toEqual([attached.sending_proof[0]._id]);
    expect((await ordersAs(client).file(id, attached.sending_proof[0]._id)).status).toBe(200);

    // An order the client sends has no proof to attach.
    const own = await orderAt(db().db, await testCustomer(db().db), lawyer, 'IN_PROGRESS');
    expect(await json(ordersAs(lawyer).sendingProof(own), 409)).toMatchObject({ key: 'NOT_SENT_BY_LAWYER' });
  });
});

describe('who may see and do what', () => {
  it('another client, another lawyer and a visitor get 401/404 on every order, delivery and file endpoint; the wrong side 403', async () => {
    const client = await testCustomer(db().db);
    const id = await orderAt(db().db, client, lawyer, 'DELIVERED');
    const { deliveries } = await json(ordersAs(client).get(id));
    const fileId = deliveries[0].files[0]._id;
    const otherClient = await testCustomer(db().db);
    const otherLawyer = await testLawyer(db().db);
    const calls = (u?: TestUser) => {
      const o = ordersAs(u);
      return [
        () => o.get(id),
        () => o.pay(id),
        () => o.withdraw(id),
        () => o.decline(id),
        () => o.deliver(id),
        () => o.revise(id),
        () => o.accept(id),
        () => o.cancel(id),
        () => o.file(id, fileId),
      ];
    };
    for (const call of calls(undefined)) expect((await call()).status).toBe(401);
    for (const stranger of [otherClient, otherLawyer])
      for (const call of calls(stranger)) expect(await json(call(), 404)).toMatchObject({ key: 'SERVICE_ORDER_NOT_FOUND' });
    expect((await ordersAs(lawyer).accept(id)).status).toBe(403);
    expect((await ordersAs(lawyer).revise(id)).status).toBe(403);
    expect((await ordersAs(client).deliver(id)).status).toBe(403);
    expect((await ordersAs(client).decline(id)).status).toBe(403);
    // The order's file is not reachable through another order of the stranger's either.
    const theirs = await orderAt(db().db, otherClient, lawyer, 'ORDERED');
    expect((await ordersAs(otherClient).file(theirs, fileId)).status).toBe(404);
    // Both parties read the order and its file.
    expect((await ordersAs(lawyer).file(id, fileId)).status).toBe(200);
    expect((await ordersAs(lawyer).get(id)).status).toBe(200);
  });
});

describe('privacy', () => {
  it("an erased client's order stays (paid: the tax record) without the intake and the other party's name", async () => {
    const client = await testCustomer(db().db);
    const id = await orderAt(db().db, client, lawyer, 'PAID');
    await db().db.transaction((tx) => eraseAccount(tx, client.id));
    expect(await orderRow(id)).toMatchObject({ status: 'AWAITING_LAWYER', intake: {}, otherPartyName: null, priceCentavos: 450_000 });
    expect((await paymentOf(id)).status).toBe('PAID');
  });
});
