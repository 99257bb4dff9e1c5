import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { PUT as cancelRoute } from '@/app/api/v1/meeting/[id]/cancel/route';
import { GET as listLinks } from '@/app/api/v1/payment-links/route';
import { DELETE as revokeLink } from '@/app/api/v1/payment-links/[id]/route';
import { GET as payerView } from '@/app/api/v1/pay/[token]/route';
import { POST as payerSandbox } from '@/app/api/v1/pay/[token]/sandbox/route';
import { tables as t } from '@/lib/db';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { loadMeetingParties } from '@/lib/server/meetings/load-meeting-parties';
import { meetingReceiptLines } from '@/lib/server/meetings/meeting-receipt';
import { checkoutIn, getCheckout } from '@/lib/server/payments/get-checkout';
import { collectPersonalData } from '@/lib/server/privacy/collect-personal-data';
import { settleSandboxRefunds } from '@/lib/server/payments/sandbox-refunds';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { interceptSandboxWebhooks, refundsOf } from '@/lib/test/fixtures/payments';
import {
  createLink as create,
  payerStart as start,
  pendingBookingWithCase,
  pendingQuestionWithCase,
  tokenOf,
} from '@/lib/test/fixtures/payment-links';
import { testCustomer } from '@/lib/test/fixtures/users';

// Issue 63 item 4, someone else pays: a payment link, its payer (no account), and what they may see and do.
const db = useTestDb();
let hooks: ReturnType<typeof interceptSandboxWebhooks>;

beforeAll(() => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_payment_links_jest', SANDBOX_REFUND_SETTLE_SECONDS: '30' });
  hooks = interceptSandboxWebhooks();
});
afterAll(() => {
  hooks.restore();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined, SANDBOX_REFUND_SETTLE_SECONDS: undefined });
});

const SUBJECT = 'Estate of my late father in Batangas';
const DESCRIPTION = 'My brother sold the lot without telling us; the title is in my mother’s name.';

const pendingBooking = () => pendingBookingWithCase(db().db, SUBJECT, DESCRIPTION);
const view = (token: string) => payerView(apiRequest(`/api/v1/pay/${token}`), routeCtx({ token }));
const sandbox = (token: string, action: 'pay' | 'fail' | 'cancel') =>
  payerSandbox(apiRequest(`/api/v1/pay/${token}/sandbox`, { method: 'POST', body: { action, method: 'card' } }), routeCtx({ token }));
const linksOf = (paymentId: string) => db().db.select().from(t.paymentLinks).where(eq(t.paymentLinks.paymentId, paymentId));
const statusOf = async (meetingId: string) => {
  const [m] = await db()
    .db.select({ status: t.meetings.status, customerId: t.meetings.customerId })
    .from(t.meetings)
    .where(eq(t.meetings.id, meetingId));
  const [p] = await db().db.select({ status: t.payments.status }).from(t.payments).where(eq(t.payments.meetingId, meetingId));
  return { meeting: m.status, payment: p.status, customerId: m.customerId };
};
const mailsTo = (address: string, subject = '%') =>
  db()
    .db.select({ subject: t.outboundEmails.subject, text: t.outboundEmails.textBody })
    .from(t.outboundEmails)
    .where(and(eq(t.outboundEmails.toAddress, address), like(t.outboundEmails.subject, subject)));

describe('a payment link (someone else pays)', () => {
  it('stores only the token’s SHA-256, lives until the booking’s hold ends, and is mailed to the payer when asked', async () => {
    const b = await pendingBooking();
    const res = await create(b.customer, { payment_id: b.payment.id, email: 'Maria.Santos@example.com' });
    expect(res.status).toBe(200);
    const link = await res.json();
    const token = tokenOf(link.url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await linksOf(b.payment.id);
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const [meeting] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, b.meetingId));
    expect(row.expiresAt.toISOString()).toBe(meeting.holdExpiresAt!.toISOString());
    expect(link).toMatchObject({
      payment_id: b.payment.id,
      sent_to: 'maria.santos@example.com',
      expires_at: meeting.holdExpiresAt!.toISOString(),
    });
    const [mail] = await untilOutboxDelivered(
      () => mailsTo('maria.santos@example.com'),
      (m) => m.length === 1,
    );
    expect(mail.text).toContain(`/pay/${token}`);
    expect(mail.text).not.toContain(SUBJECT);
    // The list the client sees again holds no URL: only digests are kept.
    const list = await listLinks(apiRequest(`/api/v1/payment-links?payment_id=${b.payment.id}`, { jar: b.customer.jar }), routeCtx());
    expect((await list.json()).links).toEqual([expect.objectContaining({ _id: link._id, url: null, revoked: false })]);
  });

  it('another client, a lawyer or a visitor cannot make or withdraw one (404/403/401) and nothing is written', async () => {
    const b = await pendingBooking();
    expect((await create(await testCustomer(db().db), { payment_id: b.payment.id })).status).toBe(404);
    expect((await create(b.lawyer, { payment_id: b.payment.id })).status).toBe(403);
    expect((await create(null, { payment_id: b.payment.id })).status).toBe(401);
    expect(await linksOf(b.payment.id)).toEqual([]);
    const link = await (await create(b.customer, { payment_id: b.payment.id })).json();
    const stranger = await testCustomer(db().db);
    const res = await revokeLink(
      apiRequest(`/api/v1/payment-links/${link._id}`, { method: 'DELETE', jar: stranger.jar }),
      routeCtx({ id: link._id }),
    );
    expect(res.status).toBe(404);
    expect((await linksOf(b.payment.id))[0].revokedAt).toBeNull();
    const others = await listLinks(apiRequest(`/api/v1/payment-links?payment_id=${b.payment.id}`, { jar: stranger.jar }), routeCtx());
    expect((await others.json()).links).toEqual([]);
  });

  it('the payer’s view holds the lawyer, the service, the time and the amount — never the case', async () => {
    const b = await pendingBooking();
    const token = tokenOf((await (await create(b.customer, { payment_id: b.payment.id })).json()).url);
    const res = await view(token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ state: 'pending', amount: b.payment.amountCentavos, duration: 30, payer_name: null });
    expect(body.service).toBe(b.payment.description);
    const text = JSON.stringify(body);
    for (const secret of [SUBJECT, DESCRIPTION, b.customer.email, b.customer.id, b.meetingId, b.payment.id])
      expect(text).not.toContain(secret);
    // A malformed or unknown token is no link.
    expect((await view('not-a-token')).status).toBe(404);
    expect((await view('A'.repeat(43))).status).toBe(404);
  });

  it('paid by a second person with no account: the booking is confirmed as by the client, who stays the client; both receipts name the payer', async () => {
    const b = await pendingBooking();
    const token = tokenOf((await (await create(b.customer, { payment_id: b.payment.id })).json()).url);
    expect((await sandbox(token, 'pay')).status).toBe(409); // no name and e-mail yet
    const started = await start(token, { name: 'Maria Santos', email: 'maria@example.com' });
    expect(started.status).toBe(200);
    expect((await started.json()).checkout_url).toBe(`http://localhost:3000/pay/${token}/sandbox`);
    const paid = await sandbox(token, 'pay');
    expect(await paid.json()).toEqual({ redirect_url: `/pay/${token}` });
    expect(await statusOf(b.meetingId)).toEqual({ meeting: 'CONFIRMED', payment: 'PAID', customerId: b.customer.id });
    expect(await (await view(token)).json()).toMatchObject({ state: 'paid', payer_name: 'Maria Santos', method: 'card' });

    // The client's copy: the checkout page's receipt and the confirmation e-mail.
    expect((await getCheckout(b.customer.id, { meetingId: b.meetingId })).paid_by).toBe('Maria Santos');
    const lines = meetingReceiptLines((await loadMeetingParties(b.meetingId))!)!;
    expect(lines.at(-1)).toEqual({ key: 'paidBy', label: 'Paid by', value: 'Maria Santos' });
    const [confirmation] = await untilOutboxDelivered(
      () => mailsTo(b.customer.email, '%confirmed%'),
      (m) => m.length === 1,
    );
    expect(confirmation.text).toContain('Paid by: Maria Santos');
    // The payer's copy, mailed to the payer: the receipt's lines, never the case.
    const [receipt] = await untilOutboxDelivered(
      () => mailsTo('maria@example.com', 'Your receipt%'),
      (m) => m.length === 1,
    );
    expect(receipt.text).toContain('Paid by: Maria Santos');
    expect(receipt.text).toContain(b.payment.reference);
    expect(receipt.text).not.toContain(SUBJECT);
    expect(receipt.text).not.toContain(DESCRIPTION);

    // A used link: 409 to pay again or to withdraw, and nothing changes.
    expect((await start(token, { name: 'Someone Else', email: 'else@example.com' })).status).toBe(409);
    expect((await sandbox(token, 'pay')).status).toBe(409);
    const [link] = await linksOf(b.payment.id);
    expect(link.payerName).toBe('Maria Santos');
    // The client's data export holds the link and who paid with it; the lawyer's does not.
    expect((await collectPersonalData(db().db, b.customer.id)).payment_links).toEqual([
      expect.objectContaining({ id: link.id, payment_id: b.payment.id, payer_name: 'Maria Santos', payer_email: 'maria@example.com' }),
    ]);
    expect((await collectPersonalData(db().db, b.lawyer.id)).payment_links).toEqual([]);
    const res = await revokeLink(
      apiRequest(`/api/v1/payment-links/${link.id}`, { method: 'DELETE', jar: b.customer.jar }),
      routeCtx({ id: link.id }),
    );
    expect(res.status).toBe(409);
  });

  it('a withdrawn link answers 404 and an expired one 409, and neither changes anything', async () => {
    const b = await pendingBooking();
    const link = await (await create(b.customer, { payment_id: b.payment.id })).json();
    const token = tokenOf(link.url);
    const revoked = await revokeLink(
      apiRequest(`/api/v1/payment-links/${link._id}`, { method: 'DELETE', jar: b.customer.jar }),
      routeCtx({ id: link._id }),
    );
    expect(await revoked.json()).toMatchObject({ revoked: true });
    expect((await view(token)).status).toBe(404);
    expect((await start(token, { name: 'Maria Santos', email: 'maria@example.com' })).status).toBe(404);
    expect((await sandbox(token, 'pay')).status).toBe(404);
    expect((await linksOf(b.payment.id))[0].payerName).toBeNull();

    // A new link replaces the old; when the hold ends, so does the link.
    const fresh = tokenOf((await (await create(b.customer, { payment_id: b.payment.id })).json()).url);
    await db()
      .db.update(t.meetings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.meetings.id, b.meetingId));
    expect((await (await view(fresh)).json()).state).toBe('closed');
    expect((await start(fresh, { name: 'Maria Santos', email: 'maria@example.com' })).status).toBe(409);
    expect((await sandbox(fresh, 'pay')).status).toBe(409);
    expect(await statusOf(b.meetingId)).toMatchObject({ meeting: 'PAYMENT_PENDING', payment: 'PENDING' });
    expect((await linksOf(b.payment.id)).every((l) => l.payerName === null)).toBe(true);
    // No link for a payment that can no longer be paid.
    expect((await create(b.customer, { payment_id: b.payment.id })).status).toBe(409);
  });

  it('a refund goes back to whoever paid: the provider refunds that payment, and the payer is told', async () => {
    const b = await pendingBooking();
    const token = tokenOf((await (await create(b.customer, { payment_id: b.payment.id })).json()).url);
    await start(token, { name: 'Maria Santos', email: 'refund-payer@example.com', language: 'fil' });
    await sandbox(token, 'pay');
    await deliverOutbox();
    const cancelled = await cancelRoute(
      apiRequest(`/api/v1/meeting/${b.meetingId}/cancel`, { method: 'PUT', jar: b.customer.jar, body: { reason: 'Settled' } }),
      routeCtx({ id: b.meetingId }),
    );
    expect(await cancelled.json()).toMatchObject({ status: 'CANCELLED', refund: 'FULL' });
    await deliverOutbox();
    const [payment] = await db().db.select().from(t.payments).where(eq(t.payments.id, b.payment.id));
    const [refund] = await refundsOf(db().db, b.payment.id);
    // The provider's refund of the payer's own payment (its provider payment id): the money goes back where it came from.
    const [books] = await db().db.select().from(t.sandboxRefunds).where(eq(t.sandboxRefunds.id, refund.providerRefundId!));
    expect(books.paymentId).toBe(payment.providerPaymentId);
    expect(await settleSandboxRefunds({ now: new Date(Date.now() + 31_000) })).toBe(1);
    const [notice] = await untilOutboxDelivered(
      () => mailsTo('refund-payer@example.com', 'Refund%'),
      (m) => m.length === 1,
    );
    expect(notice.text).toContain(payment.reference);
    expect(notice.text).toContain('Ibinabalik');
  });

  it('a written question is paid through a link as a booking is (issue 72 item 2): the payer sees a written question, never the case, and the question goes to its lawyer', async () => {
    const facts = 'My employer in Dubai kept my passport and my last two months of pay.';
    const wants = 'Can my family file a complaint for me in Manila?';
    const q = await pendingQuestionWithCase(db().db, facts, wants);
    // Before: 404 — "a written question is paid by its asker".
    const res = await create(q.customer, { payment_id: q.payment.id, email: 'tita.payer@example.com', language: 'fil' });
    expect(res.status).toBe(200);
    const token = tokenOf((await res.json()).url);
    const body = await (await view(token)).json();
    expect(body).toMatchObject({ state: 'pending', kind: 'question', amount: 50_000, start_time: null });
    expect(body.service).toMatch(/^Written question – Atty\. /);
    for (const secret of [facts, wants, 'Pasig Logistics', q.customer.email]) expect(JSON.stringify(body)).not.toContain(secret);
    // The mail names what is paid for in the payer's language, and no case.
    const [mail] = await untilOutboxDelivered(
      () => mailsTo('tita.payer@example.com'),
      (m) => m.length === 1,
    );
    expect(mail.subject).toBe('Hiling na magbayad para sa isang nakasulat na tanong sa Abogado');
    expect(mail.text).toContain('Nakasulat na tanong – Atty. ');
    expect(mail.text).not.toContain(facts);

    expect((await start(token, { name: 'Tita Rosa', email: 'tita.payer@example.com', language: 'fil' })).status).toBe(200);
    expect(await (await sandbox(token, 'pay')).json()).toEqual({ redirect_url: `/pay/${token}` });
    const [question] = await db()
      .db.select({ status: t.writtenQuestions.status, customerId: t.writtenQuestions.customerId })
      .from(t.writtenQuestions)
      .where(eq(t.writtenQuestions.id, q.questionId));
    expect(question).toEqual({ status: 'WAITING', customerId: q.customer.id });
    // The client's checkout names the payer, in the page's language (issue 72 item 7: it said it in English).
    const checkout = checkoutIn(await getCheckout(q.customer.id, { paymentId: q.payment.id }), 'fil');
    expect(checkout).toMatchObject({ kind: 'question', state: 'paid', paid_by: 'Tita Rosa' });
    expect(checkout.subject).toMatch(/^Nakasulat na tanong – Atty\. /);
    const [receipt] = await untilOutboxDelivered(
      () => mailsTo('tita.payer@example.com', 'Ang resibo mo%'),
      (m) => m.length === 1,
    );
    expect(receipt.text).toContain('Binayaran ni: Tita Rosa');
    expect(receipt.text).not.toContain(facts);
  });

  it('a payer’s details are fixed when their payment starts: a second browser holding the link is refused, and the receipt goes to the first (issue 73 item 6)', async () => {
    const b = await pendingBooking();
    const token = tokenOf((await (await create(b.customer, { payment_id: b.payment.id })).json()).url);
    expect((await start(token, { name: 'Maria Santos', email: 'first.payer@example.com' })).status).toBe(200);
    // Another browser with the same link, mid-payment: before the fix, 200 — and the receipt went to its address.
    const second = await start(token, { name: 'Someone Else', email: 'second.browser@example.com' });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ key: 'PAYMENT_LINK_STARTED' });
    expect((await linksOf(b.payment.id))[0]).toMatchObject({ payerName: 'Maria Santos', payerEmail: 'first.payer@example.com' });
    // The payer themself, back on the page with the same details, goes on to pay.
    expect((await start(token, { name: 'Maria Santos', email: 'First.Payer@example.com' })).status).toBe(200);
    await sandbox(token, 'pay');
    await untilOutboxDelivered(
      () => mailsTo('first.payer@example.com', 'Your receipt%'),
      (m) => m.length === 1,
    );
    expect(await mailsTo('second.browser@example.com')).toEqual([]);
  });
});
