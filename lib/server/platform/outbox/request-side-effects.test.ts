import { and, eq, like } from 'drizzle-orm';
import { PUT as moderateRoute } from '@/app/api/v1/admin/moderation/[kind]/[id]/route';
import { PUT as batchPaidRoute } from '@/app/api/v1/admin/payouts/[id]/paid/route';
import { PUT as decideRoute } from '@/app/api/v1/admin/verifications/[lawyerId]/route';
import { POST as deletionRoute } from '@/app/api/v1/auth/account/deletion/route';
import { POST as commentRoute } from '@/app/api/v1/meeting/[id]/comment/route';
import { POST as whereToStartMailRoute } from '@/app/api/v1/where-to-start/email/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting, insertReview, manilaSlot } from '@/lib/test/fixtures/meetings';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { fakeSmtp } from '@/lib/test/fixtures/smtp';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { hashPassword } from '@/lib/server/platform/security/password';
import { deliverOutbox, installOutboxKicks } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { listenForOutboxKicks, outboxKicksSettled } from './kick';

// Issue 59 item 1: moderation, IBP decisions, payouts, the deletion mails, the "Where do I start?" mail
// and comments answer as soon as their state is committed; their mails and notices follow from the
// outbox, once. The mail server is a local stand-in the test holds shut: a request that waited for
// its mail would never answer. Each mail is then awaited by polling, and later passes send nothing again.

const db = useTestDb();
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
let held: { promise: Promise<void>; open: () => void } | null = null;
let admin: TestUser;

beforeAll(async () => {
  smtp = await fakeSmtp({ beforeAccept: () => held?.promise ?? Promise.resolve() });
  setTestEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
  admin = await testAdmin(db().db);
});
beforeEach(() => {
  installOutboxKicks();
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  held = { promise, open };
});
afterEach(async () => {
  held?.open();
  held = null;
  await outboxKicksSettled();
  listenForOutboxKicks(undefined);
});
afterAll(() => {
  setTestEnv({ SMTP_URL: undefined });
  smtp.server.close();
});

/** The mail server's deliveries to `to` with this subject ('' for any: a subject with ₱ goes MIME-encoded). */
const accepted = (to: string, subject: string) =>
  smtp.messages.filter((m) => m.includes(`Subject: ${subject}`) && m.toLowerCase().includes(`to: ${to.toLowerCase()}`)).length;

/** The held mail server lets go; the mail is awaited by polling (each look an outbox pass too), then later passes send it no second time. */
async function deliveredOnce(to: string, subject: string) {
  expect(accepted(to, subject)).toBe(0);
  held?.open();
  await untilOutboxDelivered(
    async () => accepted(to, subject),
    (n) => n >= 1,
  );
  // The mail server has it; the sender marks the row SENT when its answer comes. Until then the row is
  // QUEUED, and the pass below, ten minutes on, would rightly take it as one a crash left unsent.
  await untilOutboxDelivered(
    async () =>
      (await db().db.select({ status: t.outboundEmails.status }).from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, to))).filter(
        (row) => row.status === 'QUEUED',
      ).length,
    (queued) => queued === 0,
  );
  await deliverOutbox();
  await runSchedulerTick({ now: new Date(Date.now() + 10 * 60_000) });
  await outboxKicksSettled();
  expect(accepted(to, subject)).toBe(1);
}

describe('side effects of admin decisions and account requests follow the commit (issue 59)', () => {
  it('hiding a review answers while the mail server is held; the author gets one mail afterwards', async () => {
    const client = await testCustomer(db().db);
    const lawyer = await testLawyer(db().db);
    const review = await insertReview(db().db, {
      lawyerId: lawyer.id,
      customerId: client.id,
      rating: 1,
      comment: 'Spam link here.',
      createdAt: new Date('2025-03-02T00:00:00Z'),
    });
    const res = await moderateRoute(
      apiRequest(`/api/v1/admin/moderation/review/${review}`, {
        method: 'PUT',
        jar: admin.jar,
        body: { hidden: true, reason: 'Advertising.' },
      }),
      routeCtx({ kind: 'review', id: review }),
    );
    expect(res.status).toBe(200);
    await deliveredOnce(client.email, 'We hid your review');
  });

  it('an IBP approval answers while the mail server is held; the lawyer gets one mail and one notification afterwards', async () => {
    const lawyer = await testLawyer(db().db);
    await db()
      .db.update(t.lawyerProfiles)
      .set({ verificationStatus: 'PENDING', ibpVerified: false })
      .where(eq(t.lawyerProfiles.userId, lawyer.id));
    const res = await decideRoute(
      apiRequest(`/api/v1/admin/verifications/${lawyer.id}`, { method: 'PUT', jar: admin.jar, body: { decision: 'approve' } }),
      routeCtx({ lawyerId: lawyer.id }),
    );
    expect(res.status).toBe(200);
    await deliveredOnce(lawyer.email, 'You are verified on Abogado');
    const notes = await db().db.select().from(t.notifications).where(eq(t.notifications.userId, lawyer.id));
    expect(notes.filter((n) => n.title === 'You are verified')).toHaveLength(1);
  });

  it('a paid payout batch answers while the mail server is held; its lawyer is told once afterwards', async () => {
    const lawyer = await testLawyer(db().db);
    const [batch] = await db().db.insert(t.payoutBatches).values({ totalCentavos: 150_000, createdBy: admin.id }).returning();
    await db().db.insert(t.payouts).values({
      batchId: batch.id,
      lawyerId: lawyer.id,
      amountCentavos: 150_000,
      bankName: 'BDO',
      providerBankId: 'BDO',
      accountName: 'Ana Reyes',
      accountNumber: '001234567890',
    });
    const res = await batchPaidRoute(
      apiRequest(`/api/v1/admin/payouts/${batch.id}/paid`, { method: 'PUT', jar: admin.jar, body: { reference: 'BDO-59' } }),
      routeCtx({ id: batch.id }),
    );
    expect(res.status).toBe(200);
    await deliveredOnce(lawyer.email, '');
  });

  it('a deletion request answers while the mail server is held; the person gets one mail afterwards', async () => {
    const client = await testCustomer(db().db);
    await db()
      .db.update(t.users)
      .set({ passwordHash: await hashPassword('Spoliarium1884') })
      .where(eq(t.users.id, client.id));
    const res = await deletionRoute(
      apiRequest('/api/v1/auth/account/deletion', { method: 'POST', jar: client.jar, body: { password: 'Spoliarium1884' } }),
      routeCtx() as never,
    );
    expect(res.status).toBe(202);
    await deliveredOnce(client.email, 'Your Abogado account will be deleted');
  });

  it('"Where do I start?" answers while the mail server is held; the answer is mailed once afterwards', async () => {
    const client = await testCustomer(db().db);
    const res = await whereToStartMailRoute(
      apiRequest('/api/v1/where-to-start/email', {
        method: 'POST',
        jar: client.jar,
        body: { answers: 'p=10&ab=no&s=company&me=cebu-city&u=none&inc=unsure' },
      }),
      routeCtx(),
    );
    expect(res.status).toBe(200);
    await deliveredOnce(client.email, 'Where to start: unpaid wages or underpayment');
  });

  it('a comment is answered before the other party is notified; the outbox notifies once', async () => {
    listenForOutboxKicks(undefined);
    const client = await testCustomer(db().db);
    const lawyer = await testLawyer(db().db);
    const meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: manilaSlot(3, 10) });
    const res = await commentRoute(
      apiRequest(`/api/v1/meeting/${meetingId}/comment`, { method: 'POST', jar: client.jar, body: { comment: 'Please bring the title.' } }),
      routeCtx({ id: meetingId }),
    );
    expect(res.status).toBe(200);
    const notes = () =>
      db()
        .db.select()
        .from(t.notifications)
        .where(and(eq(t.notifications.userId, lawyer.id), like(t.notifications.dedupeKey, 'comment:%')));
    // No kick in this process (as after a crash): the request itself notified nobody.
    expect(await notes()).toEqual([]);
    await untilOutboxDelivered(notes, (rows) => rows.length === 1);
    await deliverOutbox();
    await runSchedulerTick();
    expect(await notes()).toHaveLength(1);
  });
});
