import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, inArray, like, notLike } from 'drizzle-orm';
import { POST as bookMeeting } from '@/app/api/v1/meeting/route';
import { POST as adminRefundRoute } from '@/app/api/v1/admin/payments/[id]/refunds/route';
import { POST as webhook } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { tables as t } from '@/lib/db';
import { itOnPostgres, useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { lettersAs, prepareLetterFor, useLetterStorage } from '@/lib/test/fixtures/letters';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { usePaymongoStandIn } from '@/lib/test/fixtures/paymongo-stand-in';
import { fakeSmtp } from '@/lib/test/fixtures/smtp';
import { testAdmin, testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import { engagementAt } from '@/lib/test/fixtures/work-items';
import { deliverOutbox, installOutboxKicks } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { hashShortSecret } from '@/lib/server/platform/security/hash-token';
import { listenForOutboxKicks, outboxKicksSettled } from './kick';

// Issue 59, items 1 and 3: signing an engagement letter and an admin's refund answer without waiting
// for the mail server, the signed PDF or the payment provider. With SMTP and PayMongo slowed to 5 s
// (local stand-ins), each answer arrives before any of them happened; then — polled, never read once
// — each happens exactly once: after the request's kick, after a lost kick (the scheduler's pass), and
// with two passes racing for the events (two instances; on PostgreSQL, two worker processes).

const db = useTestDb();
useLetterStorage();
const SECRET_KEY = 'sk_test_letters_refunds_outbox';
const WEBHOOK_SECRET = 'whsk_letters_refunds_outbox';
const SLOW_MS = 5_000;
const standIn = usePaymongoStandIn(SECRET_KEY, WEBHOOK_SECRET);
const run = promisify(execFile);
let slow = false;
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
let admin: TestUser;
let day = 0;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const slowly = () => (slow ? sleep(SLOW_MS) : Promise.resolve());

beforeAll(async () => {
  smtp = await fakeSmtp({ beforeAccept: slowly });
  setTestEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
  standIn.current.beforeRefundAnswer = slowly;
  admin = await testAdmin(db().db);
});
afterEach(async () => {
  slow = false;
  await outboxKicksSettled();
  listenForOutboxKicks(undefined);
});
afterAll(() => {
  setTestEnv({ SMTP_URL: undefined });
  smtp.server.close();
});

/** Polls until `done` holds (each look a fresh read); Jest's timeout is the bound. */
async function until(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await sleep(100);
}

/** The messages the mail server accepted whose subject says so. */
const accepted = (words: string) => smtp.messages.filter((m) => /^Subject: .*$/m.exec(m)?.[0].includes(words)).length;
const COUNTERSIGN = 'signed the engagement letter:';
const SIGNED = 'Signed engagement letter';

/** A letter of a fresh engagement, waiting for the client's signature. */
async function letterToSign() {
  const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
  await prepareLetterFor(lawyer, id);
  const [letter] = await db().db.select().from(t.engagementLetters).where(eq(t.engagementLetters.workItemId, id));
  return { lawyer, client, id, letter };
}
type Letter = Awaited<ReturnType<typeof letterToSign>>;

/** `who` signs with a code stored as the code call stores it (the code's own mail is not what is tested). */
async function sign(l: Letter, who: 'client' | 'lawyer') {
  const user = who === 'client' ? l.client : l.lawyer;
  const code = '246810';
  await db()
    .db.insert(t.engagementSigningCodes)
    .values({
      letterId: l.letter.id,
      signerId: user.id,
      codeHash: hashShortSecret(code, `letter:${l.letter.id}:${user.id}`),
      channel: 'email',
      sentTo: user.email,
      expiresAt: new Date(Date.now() + 10 * 60_000),
    });
  const typed = who === 'client' ? l.letter.parties.clientName : l.letter.terms.lawyer_name;
  return lettersAs(user).sign(l.id, { version: 1, typed_name: typed, consent: true, code });
}

const signedPdfKey = async (l: Letter) =>
  (
    await db().db.select({ key: t.engagementLetters.signedPdfKey }).from(t.engagementLetters).where(eq(t.engagementLetters.id, l.letter.id))
  )[0].key;
/** The signing's mails of this letter (the countersignature asked for, the signed letter to each party). */
const lettersMails = async (l: Letter) =>
  db()
    .db.select({ key: t.outboundEmails.dedupeKey, status: t.outboundEmails.status })
    .from(t.outboundEmails)
    .where(and(like(t.outboundEmails.dedupeKey, `letter-%:${l.letter.id}%`), notLike(t.outboundEmails.dedupeKey, 'letter-ready:%')));
const sentMails = async (l: Letter, prefix: string) =>
  (await lettersMails(l)).filter((m) => m.key?.startsWith(prefix) && m.status === 'SENT').length;

/** A consultation paid at PayMongo and settled as attended: an admin may refund it. */
async function settledPayment() {
  const customer = await testCustomer(db().db);
  const lawyer = await testLawyer(db().db);
  const res = await bookMeeting(
    apiRequest('/api/v1/meeting', {
      method: 'POST',
      jar: customer.jar,
      body: { lawyer_id: lawyer.id, start_time: manilaSlot(3 + (day++ % 8), 10), duration: 30, call_type: 'VIDEO', subject: 'Lease' },
    }),
    routeCtx(),
  );
  const { _id: meetingId } = (await res.json()) as { _id: string };
  const [pending] = await db().db.select().from(t.payments).where(eq(t.payments.meetingId, meetingId));
  standIn.current.pay(pending.providerSessionId!);
  const signed = standIn.current.webhookFor(pending.providerSessionId!, WEBHOOK_SECRET);
  await webhook(
    new Request('http://localhost/api/v1/payments/webhooks/paymongo', {
      method: 'POST',
      body: signed.body,
      headers: { 'content-type': 'application/json', 'paymongo-signature': signed.signature },
    }),
    routeCtx({ provider: 'paymongo' }),
  );
  await deliverOutbox();
  await db()
    .db.update(t.meetings)
    .set({ status: 'COMPLETED', outcome: 'ATTENDED', settledAt: new Date() })
    .where(eq(t.meetings.id, meetingId));
  const [paid] = await db().db.select().from(t.payments).where(eq(t.payments.id, pending.id));
  return { paymentId: paid.id, providerPaymentId: paid.providerPaymentId! };
}
type Settled = Awaited<ReturnType<typeof settledPayment>>;

const refundAsAdmin = (p: Settled) =>
  adminRefundRoute(
    apiRequest(`/api/v1/admin/payments/${p.paymentId}/refunds`, {
      method: 'POST',
      jar: admin.jar,
      body: { reason: 'Goodwill after a complaint.' },
    }),
    routeCtx({ id: p.paymentId }),
  );
const atProvider = (p: Settled) => standIn.current.refundsOf(p.providerPaymentId).length;
const refundPosts = (p: Settled) =>
  standIn.current.refundRequests.filter((r) => JSON.stringify(r.body).includes(p.providerPaymentId)).length;
const pendingOutbox = async (ids: string[]) =>
  (
    await db()
      .db.select({ id: t.domainEvents.id })
      .from(t.domainEvents)
      .where(and(inArray(t.domainEvents.aggregateId, ids), eq(t.domainEvents.outboxState, 'pending')))
  ).length;

describe('letter signing and an admin refund answer before their side effects (slow mail server and provider)', () => {
  jest.setTimeout(120_000);

  it('the client signs, the lawyer countersigns, an admin refunds: each answer first; then each mail, the PDF and the refund once', async () => {
    const l = await letterToSign();
    const p = await settledPayment();
    await deliverOutbox();
    installOutboxKicks();
    slow = true;

    const signed = await sign(l, 'client');
    expect(signed.status).toBe(200);
    expect((await signed.json()).letter.status).toBe('AWAITING_LAWYER');
    // The answer came while the mail server was still 5 s from accepting the lawyer's mail.
    expect(accepted(COUNTERSIGN)).toBe(0);

    const countersigned = await sign(l, 'lawyer');
    expect(countersigned.status).toBe(200);
    expect((await countersigned.json()).letter.status).toBe('SIGNED');
    expect(accepted(SIGNED)).toBe(0);

    const refunded = await refundAsAdmin(p);
    expect(refunded.status).toBe(201);
    expect(await refunded.json()).toMatchObject({ payment_id: p.paymentId, status: 'pending' });
    // The provider has not been asked yet (it answers 5 s after it is).
    expect(atProvider(p)).toBe(0);

    await until(async () => accepted(SIGNED) >= 2 && atProvider(p) >= 1 && (await signedPdfKey(l)) !== null);
    await until(async () => (await sentMails(l, 'letter-signed:')) === 2 && (await sentMails(l, 'letter-countersign:')) === 1);
    await outboxKicksSettled();
    expect(accepted(COUNTERSIGN)).toBe(1);
    expect(accepted(SIGNED)).toBe(2);
    expect(atProvider(p)).toBe(1);
    expect(await pendingOutbox([l.letter.id, p.paymentId])).toBe(0);

    // Later passes of the scheduler find nothing left: still once each.
    slow = false;
    await runSchedulerTick();
    await runSchedulerTick({ now: new Date(Date.now() + 10 * 60_000) });
    expect(accepted(COUNTERSIGN)).toBe(1);
    expect(accepted(SIGNED)).toBe(2);
    expect(refundPosts(p)).toBe(1);
  });

  it('without the kick (a process that died after its commit) the countersignature made no PDF and sent nothing; the next pass does, once', async () => {
    const l = await letterToSign();
    expect((await sign(l, 'client')).status).toBe(200);
    expect((await sign(l, 'lawyer')).status).toBe(200);
    // No listener: nothing ran after the commit — so the request itself rendered no PDF and sent no mail.
    expect(await signedPdfKey(l)).toBeNull();
    expect(await lettersMails(l)).toEqual([]);

    await runSchedulerTick();
    expect(await signedPdfKey(l)).toMatch(/\S/);
    expect(await sentMails(l, 'letter-countersign:')).toBe(1);
    expect(await sentMails(l, 'letter-signed:')).toBe(2);
    await runSchedulerTick({ now: new Date(Date.now() + 10 * 60_000) });
    expect(await lettersMails(l)).toHaveLength(3);
  });

  it('two outbox passes racing (two instances) make the signed PDF once, send each mail once and refund once', async () => {
    const l = await letterToSign();
    const p = await settledPayment();
    await deliverOutbox();
    await sign(l, 'client');
    await sign(l, 'lawyer');
    expect((await refundAsAdmin(p)).status).toBe(201);
    const [one, two] = await Promise.all([deliverOutbox(), deliverOutbox()]);
    // sign, countersign, the payment's refund: each claimed by one pass.
    expect(one.done + two.done).toBe(3);
    await Promise.all([runSchedulerTick(), runSchedulerTick()]);
    expect(await sentMails(l, 'letter-signed:')).toBe(2);
    expect(await lettersMails(l)).toHaveLength(3);
    expect(atProvider(p)).toBe(1);
    expect(refundPosts(p)).toBe(1);
    const [row] = await db().db.select().from(t.engagementLetters).where(eq(t.engagementLetters.id, l.letter.id));
    expect(row.signedPdfSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  // Two processes can share only a PostgreSQL database (PGlite is single-process); CI runs this suite on both.
  itOnPostgres('two worker processes handle the events of a countersignature and a refund once (PostgreSQL)', async () => {
    const l = await letterToSign();
    const p = await settledPayment();
    await deliverOutbox();
    await sign(l, 'client');
    await sign(l, 'lawyer');
    expect((await refundAsAdmin(p)).status).toBe(201);
    const worker = () =>
      run(path.join(process.cwd(), 'node_modules/.bin/tsx'), ['--conditions=react-server', 'scripts/worker.ts', '--once'], {
        env: { ...process.env, DATABASE_URL: db().databaseUrl, NODE_OPTIONS: '' },
      });
    const [a, b] = await Promise.all([worker(), worker()]);
    const handled = [a, b].map((w) => JSON.parse(w.stdout.trim().split('\n').at(-1)!).outbox as number);
    expect(handled[0] + handled[1]).toBe(3);
    expect(await sentMails(l, 'letter-signed:')).toBe(2);
    expect(await lettersMails(l)).toHaveLength(3);
    expect(atProvider(p)).toBe(1);
    expect(refundPosts(p)).toBe(1);
    expect(await pendingOutbox([l.letter.id, p.paymentId])).toBe(0);
  });
});
