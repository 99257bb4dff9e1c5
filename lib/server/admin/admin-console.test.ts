import { eq, sql } from 'drizzle-orm';
import { GET as overviewRoute } from '@/app/api/v1/admin/overview/route';
import { GET as paymentsRoute } from '@/app/api/v1/admin/payments/route';
import { GET as totalsRoute } from '@/app/api/v1/admin/payments/totals/route';
import { PUT as refundRoute } from '@/app/api/v1/admin/payments/[id]/refund/route';
import { GET as emailsRoute } from '@/app/api/v1/admin/emails/route';
import { POST as resendRoute } from '@/app/api/v1/admin/emails/[id]/resend/route';
import { GET as auditRoute } from '@/app/api/v1/admin/audit-log/route';
import { tables as t } from '@/lib/db';
import type { AdminEmail, AdminOverview, AdminPage, AdminPayment, AuditEntryDto, PaymentTotals } from '@/lib/dto/admin';
import { listOutbox } from '@/lib/server/messaging/mail/list-outbox';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { expireStaleHolds } from '@/lib/server/meetings/expire-holds';
import { processPaymentEvent } from '@/lib/server/checkout/events/process-payment-event';
import { failRefund } from '@/lib/server/payments/refunds/apply-refund-update';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { CookieJar, apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting, manilaSlot, pastConsultation } from '@/lib/test/fixtures/meetings';
import { fakeSmtp } from '@/lib/test/fixtures/smtp';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';

const db = useTestDb();
let admin: TestUser;
let client: TestUser;
let lawyer: TestUser;

beforeAll(async () => {
  admin = await testAdmin(db().db);
  client = await testCustomer(db().db);
  lawyer = await testLawyer(db().db);
});

const get = async <T>(handler: (req: Request, ctx: never) => Promise<Response>, path: string, jar = admin.jar): Promise<T> => {
  const res = await handler(apiRequest(path, { jar }), routeCtx() as never);
  expect(res.status).toBe(200);
  return res.json() as Promise<T>;
};

/** Money that arrived after the slot's hold had expired: the webhook path flags it REFUND_REQUIRED. */
async function lateHeldPayment(): Promise<string> {
  const meetingId = await insertMeeting(db().db, {
    lawyerId: lawyer.id,
    customerId: client.id,
    start: manilaSlot(5, 9),
    status: 'PAYMENT_PENDING',
    holdExpiresAt: new Date(Date.now() - 60_000),
  });
  const [payment] = await db()
    .db.insert(t.payments)
    .values({
      customerId: client.id,
      lawyerId: lawyer.id,
      meetingId,
      provider: 'SANDBOX',
      providerSessionId: `cs_late_${meetingId}`,
      amountCentavos: 100_000,
      description: '30-minute video consultation',
    })
    .returning({ id: t.payments.id });
  expect(await expireStaleHolds(db().db)).toContain(meetingId);
  const result = await processPaymentEvent('SANDBOX', {
    eventId: `evt_late_${meetingId}`,
    type: 'payment.paid',
    livemode: false,
    sessionId: `cs_late_${meetingId}`,
    reference: payment.id,
    paymentId: 'pay_late',
    amountCentavos: 100_000,
    currency: 'PHP',
    method: 'gcash',
    raw: {},
  });
  expect(result.outcome).toBe('refund_required');
  return payment.id;
}

describe('money', () => {
  it('a refund the provider could not make is marked refunded with a reference; the client is told; it is audited', async () => {
    const paymentId = await lateHeldPayment();
    const owed = await get<AdminPage<AdminPayment>>(paymentsRoute, '/api/v1/admin/payments?status=REFUND_REQUIRED');
    expect(owed.results.find((p) => p._id === paymentId)).toMatchObject({
      status: 'REFUND_REQUIRED',
      amount: 100_000,
      customer: { _id: client.id },
      lawyer: { _id: lawyer.id },
      refund: { status: 'pending', reason: 'LATE_PAYMENT', method: 'provider' },
    });
    const before = (await get<AdminOverview>(overviewRoute, '/api/v1/admin/overview')).refunds_required;
    const refund = (body: unknown, jar = admin.jar) =>
      refundRoute(apiRequest(`/api/v1/admin/payments/${paymentId}/refund`, { method: 'PUT', jar, body }), routeCtx({ id: paymentId }));
    // While the provider has it, it is not the team's to mark.
    expect((await refund({ reference: 'RF-0' })).status).toBe(409);

    const [pending] = await db().db.select({ id: t.refunds.id }).from(t.refunds).where(eq(t.refunds.paymentId, paymentId));
    await failRefund(pending.id, 'The e-wallet account is closed.');
    expect((await get<AdminOverview>(overviewRoute, '/api/v1/admin/overview')).refunds_required).toBe(before + 1);
    expect((await refund({ reference: 'RF-1' }, client.jar)).status).toBe(403);
    expect((await refund({ reference: 'RF-1' }, new CookieJar())).status).toBe(401);
    expect((await refund({ reference: '' })).status).toBe(400);
    const done = await refund({ reference: 'GCASH-REF-2026-11-23-0042', note: 'Returned through GCash.' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ _id: paymentId, status: 'REFUNDED', refund_reference: 'GCASH-REF-2026-11-23-0042' });
    expect((await refund({ reference: 'again' })).status).toBe(409);

    // The client's refund notices follow the commits from the outbox (issue 59).
    const mails = await untilOutboxDelivered(
      () => listOutbox({ to: client.email }),
      (list) => list.length >= 2,
    );
    expect(mails.map((m) => m.subject).sort()).toEqual(['Your refund of ₱1,000 is delayed', 'Your refund of ₱1,000 was sent']);
    const mail = mails.find((m) => m.subject.endsWith('was sent'))!;
    expect(mail.text).toContain('GCASH-REF-2026-11-23-0042');
    const notes = await db().db.select().from(t.notifications).where(eq(t.notifications.userId, client.id));
    expect(notes.map((n) => n.title).sort()).toEqual(['Refund delayed', 'Refund sent']);
    const [row] = await db().db.select().from(t.auditLog).where(eq(t.auditLog.targetId, paymentId));
    expect(row).toMatchObject({
      actorId: admin.id,
      action: 'payment.refund',
      reason: 'Returned through GCash.',
      metadata: { reference: 'GCASH-REF-2026-11-23-0042', amount_centavos: 100_000 },
    });
    expect(
      await db()
        .db.select({ status: t.refunds.status, method: t.refunds.method, reference: t.refunds.reference })
        .from(t.refunds)
        .where(eq(t.refunds.paymentId, paymentId)),
    ).toEqual(
      expect.arrayContaining([
        { status: 'failed', method: 'provider', reference: null },
        { status: 'succeeded', method: 'manual', reference: 'GCASH-REF-2026-11-23-0042' },
      ]),
    );

    const totals = await get<PaymentTotals>(totalsRoute, '/api/v1/admin/payments/totals?days=7');
    const today = totals.days[0];
    expect(today).toMatchObject({
      paid_count: 1,
      paid_amount: 100_000,
      refunded_count: 1,
      refunded_amount: 100_000,
      refund_required_count: 0,
    });
    expect(totals.counts.REFUNDED).toBe(1);
  });

  it('only a payment that needs a refund can be marked refunded', async () => {
    const meetingId = await pastConsultation(db().db, lawyer.id, client.id);
    const [paid] = await db()
      .db.insert(t.payments)
      .values({
        customerId: client.id,
        lawyerId: lawyer.id,
        meetingId,
        provider: 'SANDBOX',
        amountCentavos: 50_000,
        description: 'x',
        status: 'PAID',
        paidAt: new Date(),
      })
      .returning({ id: t.payments.id });
    const res = await refundRoute(
      apiRequest(`/api/v1/admin/payments/${paid.id}/refund`, { method: 'PUT', jar: admin.jar, body: { reference: 'RF' } }),
      routeCtx({ id: paid.id }),
    );
    expect(res.status).toBe(409);
    expect((await db().db.select().from(t.auditLog).where(eq(t.auditLog.targetId, paid.id))).length).toBe(0);
  });
});

describe('mail', () => {
  afterEach(() => setTestEnv({ SMTP_URL: undefined }));

  it('lists the outbox by delivery state and resends a failed message (audited)', async () => {
    setTestEnv({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await sendEmail({ to: 'bounce@example.com', subject: 'Your booking', text: 'Details' });
    spy.mockRestore();
    expect(failed.status).toBe('FAILED');
    const list = await get<AdminPage<AdminEmail>>(emailsRoute, '/api/v1/admin/emails?status=FAILED');
    expect(list.results.find((m) => m._id === failed.id)).toMatchObject({ status: 'FAILED', attempts: 1, error: expect.any(String) });

    const { server, port, messages } = await fakeSmtp();
    try {
      setTestEnv({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
      const resend = (jar: CookieJar) =>
        resendRoute(apiRequest(`/api/v1/admin/emails/${failed.id}/resend`, { method: 'POST', jar }), routeCtx({ id: failed.id }));
      expect((await resend(client.jar)).status).toBe(403);
      const res = await resend(admin.jar);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ _id: failed.id, status: 'SENT', attempts: 2, error: null });
      expect(messages.some((m) => m.includes('Subject: Your booking'))).toBe(true);
    } finally {
      server.close();
    }
    const [row] = await db().db.select().from(t.auditLog).where(eq(t.auditLog.targetId, failed.id));
    expect(row).toMatchObject({ actorId: admin.id, action: 'email.resend', metadata: { previous_status: 'FAILED' } });
  });

  it('without SMTP there is nothing to resend through: 409', async () => {
    const queued = await sendEmail({ to: 'someone@example.com', subject: 'Hi', text: 'x' });
    const res = await resendRoute(
      apiRequest(`/api/v1/admin/emails/${queued.id}/resend`, { method: 'POST', jar: admin.jar }),
      routeCtx({ id: queued.id }),
    );
    expect(res.status).toBe(409);
  });
});

describe('audit log', () => {
  it('lists every admin action with who, what, when and why; rows cannot be changed or deleted', async () => {
    const log = await get<AdminPage<AuditEntryDto>>(auditRoute, '/api/v1/admin/audit-log?action=payment.');
    expect(log.results[0]).toMatchObject({
      actor: { _id: admin.id, email: admin.email },
      action: 'payment.refund',
      target_type: 'payment',
      reason: 'Returned through GCash.',
      created_at: expect.any(String),
    });
    expect((await auditRoute(apiRequest('/api/v1/admin/audit-log', { jar: lawyer.jar }), routeCtx())).status).toBe(403);
    await expect(db().db.execute(sql`UPDATE audit_log SET reason = 'tampered'`)).rejects.toThrow();
    await expect(db().db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    expect((await get<AdminPage<AuditEntryDto>>(auditRoute, '/api/v1/admin/audit-log')).total).toBe(log.total + 1);
  });
});
