import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { POST as bookMeeting } from '@/app/api/v1/meeting/route';
import { PUT as cancelRoute } from '@/app/api/v1/meeting/[id]/cancel/route';
import { POST as webhook } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { refundsOf } from '@/lib/test/fixtures/payments';
import { usePaymongoStandIn } from '@/lib/test/fixtures/paymongo-stand-in';
import { fakeSmtp } from '@/lib/test/fixtures/smtp';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { deliverOutbox, handlerFor, installOutboxKicks } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { DECLARED_EVENTS, EVENT_HANDLERS, type EventKey } from '@/lib/server/runtime/after-commit/events.generated';
import { MATTER_EVENTS } from '@/features/matters/server/events';
import { MEETING_RULES } from '@/lib/rules/meeting-transitions';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { deliverDomainEvents } from './deliver-domain-events';
import { listenForOutboxKicks, outboxKicksSettled } from './kick';
import { recordEvents } from './record-event';
import { transactionWithEvents } from './transaction-with-events';

// Issue 39: a cancellation or a confirmation answers as soon as its state is committed; its mails,
// texts, pushes and the provider's refund follow from the outbox — once, whether the request's kick
// handles them, or the scheduler's pass after a crash lost the kick, or two passes race for them.
// The mail server and PayMongo are local stand-ins a test can hold: what the request did not wait
// for is shown by the request answering while they are held.

const db = useTestDb();
const SECRET_KEY = 'sk_test_outbox_jest';
const WEBHOOK_SECRET = 'whsk_outbox_jest';
const standIn = usePaymongoStandIn(SECRET_KEY, WEBHOOK_SECRET);
let day = 0;

/** A door the stand-ins wait at before answering: held, then released by the test. */
function door() {
  let held: { promise: Promise<void>; open: () => void } | null = null;
  return {
    hold() {
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      held = { promise, open };
    },
    release() {
      held?.open();
      held = null;
    },
    wait: () => held?.promise ?? Promise.resolve(),
  };
}
const mailDoor = door();
const refundDoor = door();
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;

beforeAll(async () => {
  smtp = await fakeSmtp({ beforeAccept: () => mailDoor.wait() });
  setTestEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
  standIn.current.beforeRefundAnswer = () => refundDoor.wait();
});
afterEach(async () => {
  mailDoor.release();
  refundDoor.release();
  await outboxKicksSettled();
  listenForOutboxKicks(undefined);
});
afterAll(() => {
  setTestEnv({ SMTP_URL: undefined });
  smtp.server.close();
});

const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

function deliver(signed: { body: string; signature: string }) {
  return webhook(
    new Request('http://localhost/api/v1/payments/webhooks/paymongo', {
      method: 'POST',
      body: signed.body,
      headers: { 'content-type': 'application/json', 'paymongo-signature': signed.signature },
    }),
    routeCtx({ provider: 'paymongo' }),
  );
}

/** Booked days ahead and paid at PayMongo; the webhook's answer is returned, its confirmation left to the outbox. */
async function booked() {
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
  const paidAnswer = await deliver(standIn.current.webhookFor(pending.providerSessionId!, WEBHOOK_SECRET));
  return { meetingId, paymentId: pending.id, customer, lawyer, paidAnswer };
}

/** Booked, paid and its confirmation delivered. */
async function paid() {
  const b = await booked();
  expect(await b.paidAnswer.json()).toMatchObject({ outcome: 'confirmed' });
  await outboxKicksSettled();
  await deliverOutbox();
  const [payment] = await db().db.select().from(t.payments).where(eq(t.payments.id, b.paymentId));
  return { ...b, providerPaymentId: payment.providerPaymentId! };
}
type Paid = Awaited<ReturnType<typeof paid>>;

const cancel = (b: Paid) =>
  cancelRoute(
    apiRequest(`/api/v1/meeting/${b.meetingId}/cancel`, { method: 'PUT', jar: b.customer.jar, body: {} }),
    routeCtx({ id: b.meetingId }),
  );

/** What the mail server accepted with this subject since `from` (each a delivery over SMTP). */
const accepted = (from: number, subject: string) => smtp.messages.slice(from).filter((m) => m.includes(`Subject: ${subject}`)).length;
/** The recorded mails of this meeting with a dedupe key starting so. */
const recorded = (b: Paid, prefix: string) =>
  db()
    .db.select({ status: t.outboundEmails.status })
    .from(t.outboundEmails)
    .where(and(like(t.outboundEmails.dedupeKey, `${prefix}${b.meetingId}:%`)));
const refundPosts = (b: Paid) => standIn.current.refundRequests.filter((r) => JSON.stringify(r.body).includes(b.providerPaymentId)).length;
const outboxOf = async (b: Paid) =>
  (
    await db()
      .db.select({ aggregate: t.domainEvents.aggregate, event: t.domainEvents.event, state: t.domainEvents.outboxState })
      .from(t.domainEvents)
      .where(and(inArray(t.domainEvents.aggregateId, [b.meetingId, b.paymentId]), sql`${t.domainEvents.outboxState} IS NOT NULL`))
      .orderBy(t.domainEvents.createdAt)
  ).map((e) => `${e.aggregate}:${e.event} ${e.state}`);

describe('side effects after the commit (the outbox)', () => {
  it('every followed event has a handler and every handler is of a followed event — both from the domains’ declarations', async () => {
    // Issue 74 item 2: the lists are the declarations (lib/server/**/events.ts) and the handlers (after-commit/handlers/*.ts),
    // indexed by npm run gen:events; a state table's event is followed when its rule has `after`.
    const followed = DECLARED_EVENTS.flatMap((d) =>
      Object.entries(d.events)
        .filter(([, spec]) => spec.followed)
        .map(([name]) => `${d.aggregate}:${name}`),
    );
    const handled: string[] = [];
    for (const [aggregate, load] of Object.entries(EVENT_HANDLERS)) {
      const loaded = await load();
      expect(loaded.aggregate).toBe(aggregate);
      handled.push(...Object.keys(loaded.handlers).map((name) => `${aggregate}:${name}`));
    }
    expect(handled.sort()).toEqual(followed.sort());
    // Every rule's event is a declared key (the compiler checks `satisfies`); the ones with `after` are followed.
    expect(followed).toEqual(
      expect.arrayContaining(MEETING_RULES.filter((r) => r.after).map((r) => `meeting:${r.event}` satisfies EventKey)),
    );
    expect(followed).not.toContain('meeting:book' satisfies EventKey);
    expect(followed.length).toBeGreaterThan(60);
  });

  it('the database’s check on domain_events.aggregate allows exactly the declared aggregates', async () => {
    const rows = await queryRows<{ def: string }>(
      db().db,
      sql`SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
           WHERE c.conname = 'domain_events_aggregate_check' AND c.conrelid = 'domain_events'::regclass`,
    );
    expect(rows).toHaveLength(1);
    const allowed = [...rows[0].def.matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
    expect(allowed.sort()).toEqual(DECLARED_EVENTS.map((d) => d.aggregate).sort());
  });

  it('a payload its schema refuses, or an undeclared event, throws before anything is written; a stored payload it refuses never reaches the handler', async () => {
    const matterId = randomUUID();
    const write = (event: Parameters<typeof recordEvents<typeof MATTER_EVENTS>>[2]) =>
      transactionWithEvents(db().db, (tx) => recordEvents(tx, MATTER_EVENTS, event));
    const refusedEntryId = { name: 'ZodError', issues: expect.arrayContaining([expect.objectContaining({ path: ['entryId'] })]) };
    const base = { aggregateId: matterId, status: 'SHARED', actor: { role: 'LAWYER', id: null } };
    // @ts-expect-error -- an entry id is a string: the compiler refuses it too
    await expect(write({ ...base, event: 'entry', payload: { entryId: 7, recipientId: 'x' } })).rejects.toMatchObject(refusedEntryId);
    // @ts-expect-error -- no such event of a matter
    await expect(write({ ...base, event: 'closed' })).rejects.toThrow('matter:closed is not a declared event');
    expect(await db().db.select().from(t.domainEvents).where(eq(t.domainEvents.aggregateId, matterId))).toEqual([]);

    // A row whose stored payload no longer fits its schema (written by hand here) is not handed over: it is retried.
    const [row] = await db()
      .db.insert(t.domainEvents)
      .values({
        aggregate: 'matter',
        aggregateId: matterId,
        event: 'entry',
        toStatus: 'SHARED',
        actorRole: 'LAWYER',
        payload: { entryId: 7 },
      })
      .returning();
    const handler = await handlerFor('matter', 'entry');
    await expect(handler!({ ...row, attempts: 1 })).rejects.toMatchObject(refusedEntryId);
  });

  it('a cancellation answers before its mails are accepted and its refund is made; then each happens once', async () => {
    installOutboxKicks();
    const b = await paid();
    const from = smtp.messages.length;
    mailDoor.hold();
    refundDoor.hold();
    const res = await cancel(b);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'CANCELLED', refund: 'FULL' });
    // The answer came while the mail server and the provider still held everything.
    expect(accepted(from, 'Cancelled:')).toBe(0);
    expect(standIn.current.refundsOf(b.providerPaymentId)).toEqual([]);
    expect((await refundsOf(db().db, b.paymentId))[0]).toMatchObject({ status: 'pending', providerRefundId: null });

    mailDoor.release();
    refundDoor.release();
    await outboxKicksSettled();
    expect(accepted(from, 'Cancelled:')).toBe(2);
    expect(await recorded(b, 'email:cancelled:')).toEqual([{ status: 'SENT' }, { status: 'SENT' }]);
    expect(standIn.current.refundsOf(b.providerPaymentId)).toHaveLength(1);
    expect((await refundsOf(db().db, b.paymentId))[0].providerRefundId).toBe(standIn.current.refundsOf(b.providerPaymentId)[0].id);
    expect(await outboxOf(b)).toEqual(['payment:paid done', 'meeting:paid done', 'meeting:cancel done', 'payment:refund done']);

    // The scheduler's passes find nothing left to do.
    await runSchedulerTick();
    await runSchedulerTick({ now: minutesLater(10) });
    expect(accepted(from, 'Cancelled:')).toBe(2);
    expect(refundPosts(b)).toBe(1);
  });

  it('a confirmation (the provider’s webhook) is answered before its mails are accepted; then both go out once', async () => {
    installOutboxKicks();
    const from = smtp.messages.length;
    mailDoor.hold();
    const b = await booked();
    expect(b.paidAnswer.status).toBe(200);
    expect(await b.paidAnswer.json()).toEqual({ received: true, outcome: 'confirmed' });
    expect(accepted(from, 'Booking confirmed:')).toBe(0);
    mailDoor.release();
    await outboxKicksSettled();
    expect(accepted(from, 'Booking confirmed:')).toBe(2);
    await runSchedulerTick();
    expect(accepted(from, 'Booking confirmed:')).toBe(2);
  });

  it('a kick lost between the commit and the send (a crash): the scheduler’s pass sends the mails and the refund, once', async () => {
    // No listener: the request's kick goes nowhere, as when the process dies right after the commit.
    const b = await paid();
    const from = smtp.messages.length;
    expect((await cancel(b)).status).toBe(200);
    expect(await recorded(b, 'email:cancelled:')).toEqual([]);
    expect((await refundsOf(db().db, b.paymentId))[0]).toMatchObject({ status: 'pending', providerRefundId: null, sendAttempts: 0 });
    expect(await outboxOf(b)).toEqual(['payment:paid done', 'meeting:paid done', 'meeting:cancel pending', 'payment:refund pending']);

    expect((await runSchedulerTick()).outbox).toBe(2);
    expect(accepted(from, 'Cancelled:')).toBe(2);
    expect(standIn.current.refundsOf(b.providerPaymentId)).toHaveLength(1);
    await runSchedulerTick({ now: minutesLater(10) });
    expect(accepted(from, 'Cancelled:')).toBe(2);
    expect(refundPosts(b)).toBe(1);
    expect(await outboxOf(b)).toEqual(['payment:paid done', 'meeting:paid done', 'meeting:cancel done', 'payment:refund done']);
  });

  it('a pass that dies holding an event, or fails after its side effects: the event runs again later and nothing goes out twice', async () => {
    const b = await paid();
    const from = smtp.messages.length;
    await cancel(b);
    // A pass claimed the cancellation's events and died: its lease keeps other passes off them.
    await db()
      .db.update(t.domainEvents)
      .set({ attempts: 1, nextAttemptAt: minutesLater(5) })
      .where(and(eq(t.domainEvents.outboxState, 'pending'), inArray(t.domainEvents.aggregateId, [b.meetingId, b.paymentId])));
    expect(await deliverOutbox()).toEqual({ done: 0, retry: 0, failed: 0 });
    expect(accepted(from, 'Cancelled:')).toBe(0);

    // Past the lease, a pass whose handler fails after sending (a lost connection to the database, say).
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const cancelHandler = (await handlerFor('meeting', 'cancel'))!;
      const failing: typeof handlerFor = async (aggregate, event) =>
        aggregate === 'meeting' && event === 'cancel'
          ? async (e) => {
              await cancelHandler(e);
              throw new Error('connection lost after the mails');
            }
          : handlerFor(aggregate, event);
      expect(await deliverDomainEvents(failing, DECLARED_EVENTS, { now: minutesLater(6) })).toEqual({ done: 1, retry: 1, failed: 0 });
    } finally {
      error.mockRestore();
    }
    expect(accepted(from, 'Cancelled:')).toBe(2);
    expect(await outboxOf(b)).toEqual(['payment:paid done', 'meeting:paid done', 'meeting:cancel pending', 'payment:refund done']);

    // Its retry (2 minutes after its second try) runs the handler again: the mails' keys keep them single.
    expect(await deliverOutbox({ now: minutesLater(7) })).toEqual({ done: 0, retry: 0, failed: 0 });
    expect(await deliverOutbox({ now: minutesLater(9) })).toEqual({ done: 1, retry: 0, failed: 0 });
    expect(accepted(from, 'Cancelled:')).toBe(2);
    expect(refundPosts(b)).toBe(1);
    expect(await outboxOf(b)).toEqual(['payment:paid done', 'meeting:paid done', 'meeting:cancel done', 'payment:refund done']);
  });

  it('two scheduler passes at once (two instances) send each mail and the refund once', async () => {
    const b = await paid();
    const from = smtp.messages.length;
    await cancel(b);
    const [one, two] = await Promise.all([deliverOutbox(), deliverOutbox()]);
    expect(one.done + two.done).toBe(2);
    await Promise.all([runSchedulerTick(), runSchedulerTick()]);
    expect(accepted(from, 'Cancelled:')).toBe(2);
    expect(await recorded(b, 'email:cancelled:')).toHaveLength(2);
    expect(standIn.current.refundsOf(b.providerPaymentId)).toHaveLength(1);
    expect(refundPosts(b)).toBe(1);
  });
});
