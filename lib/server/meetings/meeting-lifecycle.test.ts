import { and, eq, like } from 'drizzle-orm';
import { POST as createMeetingRoute } from '@/app/api/v1/meeting/route';
import { PUT as reschedule } from '@/app/api/v1/meeting/[id]/reschedule/route';
import { GET as getMeetingRoute } from '@/app/api/v1/meeting/[id]/route';
import { PUT as cancel } from '@/app/api/v1/meeting/[id]/cancel/route';
import { POST as postReview } from '@/app/api/v1/review/route';
import { PATCH as patchReview } from '@/app/api/v1/review/[id]/route';
import { POST as webhook } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { signatureHeader } from '@/lib/server/payments/paymongo-signature';
import { buildSandboxEvent } from '@/lib/server/payments/sandbox-events';
import { sendDueReminders } from '@/lib/server/runtime/reminders/send-due-reminders';
import { listMeetings } from './list-meetings';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { mailIcs, readIcs } from '@/lib/test/fixtures/icalendar';
import { insertAttendance, insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

const db = useTestDb();
const SECRET = 'whsk_sandbox_jest';
beforeAll(() => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: SECRET });
});
afterAll(() => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined });
});

async function paidEvent(meetingId: string) {
  const [payment] = await db().db.select().from(t.payments).where(eq(t.payments.meetingId, meetingId));
  const event = buildSandboxEvent({
    outcome: 'paid',
    sessionId: payment.providerSessionId!,
    reference: payment.id,
    amountCentavos: payment.amountCentavos,
    method: 'gcash',
    metadata: { meeting_id: meetingId },
  });
  const body = JSON.stringify(event);
  return () =>
    webhook(
      new Request('http://localhost/api/v1/payments/webhooks/sandbox', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'paymongo-signature': signatureHeader(SECRET, body, false) },
      }),
      routeCtx({ provider: 'sandbox' }),
    );
}

async function book(customer: TestUser, lawyerId: string, start: string) {
  const res = await createMeetingRoute(
    apiRequest('/api/v1/meeting', {
      method: 'POST',
      jar: customer.jar,
      body: { lawyer_id: lawyerId, start_time: start, duration: 30, call_type: 'VIDEO', subject: 'Illegal dismissal' },
    }),
    routeCtx(),
  );
  expect(res.status).toBe(200);
  return (await res.json())._id as string;
}

describe('after payment', () => {
  it('the same signed webhook 5 times at once: one transition, one confirmation e-mail each, one notification', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db, { timezone: 'Europe/London' });
    const meetingId = await book(customer, lawyer.id, manilaSlot(3, 10));
    const deliver = await paidEvent(meetingId);
    const outcomes = await Promise.all(Array.from({ length: 5 }, async () => (await (await deliver()).json()).outcome));
    expect(outcomes.sort()).toEqual(['confirmed', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    // What follows the confirmation, after its commit (the outbox).
    expect(await deliverOutbox()).toMatchObject({ done: 2 });
    const mails = await db().db.select().from(t.outboundEmails).where(like(t.outboundEmails.subject, 'Booking confirmed%'));
    const mine = mails.filter((m) => [customer.email, lawyer.email].includes(m.toAddress));
    expect(mine.map((m) => m.toAddress).sort()).toEqual([customer.email, lawyer.email].sort());
    // Each carries a REQUEST of the meeting in UTC, which every calendar shows in its owner's zone (meeting-calendar.test.ts has the rest).
    for (const to of [lawyer.email, customer.email]) {
      const ics = mailIcs(mine.find((m) => m.toAddress === to)!);
      expect(readIcs(ics.text, ics.contentType).events).toEqual([
        expect.objectContaining({ uid: `meeting-${meetingId}@localhost`, start: manilaSlot(3, 10) }),
      ]);
    }
    // The client's confirmation carries the itemised receipt, in Manila time; the lawyer's does not.
    const [payment] = await db().db.select().from(t.payments).where(eq(t.payments.meetingId, meetingId));
    const customerText = mine.find((m) => m.toAddress === customer.email)!.textBody;
    expect(customerText).toContain(`Receipt\nReference number: ${payment.reference}\nItem: 30-minute video consultation\nLawyer: Atty. `);
    expect(customerText).toMatch(
      // The consultation on the client's clock with Manila's beside it (issue 63); the payment's time in Manila.
      /Date and time: .* London · .* Manila\nAmount: ₱1,000\nFees: No fees added: .*\nPayment method: GCash\nPaid at: .*\(Manila\)/,
    );
    expect(mine.find((m) => m.toAddress === lawyer.email)!.textBody).not.toContain('Reference number');
    expect(mine.find((m) => m.toAddress === lawyer.email)!.textBody).toContain(`Payment reference: ${payment.reference}`);
    const notes = await db().db.select().from(t.notifications).where(eq(t.notifications.userId, lawyer.id));
    expect(notes).toEqual([expect.objectContaining({ icon: 'new-meeting', url: `/lawyer-portal/meeting/${meetingId}`, seen: false })]);
    // The client is told of their own booking once too, in their own zone (issue 27).
    const clientNotes = await db().db.select().from(t.notifications).where(eq(t.notifications.userId, customer.id));
    expect(clientNotes).toEqual([
      expect.objectContaining({
        title: 'Booking confirmed',
        icon: 'new-meeting',
        url: `/customer-portal/meeting/${meetingId}`,
        seen: false,
        // On the client's clock (Europe/London) with Manila's beside it (issue 63).
        body: expect.stringMatching(/^Your 30-minute video consultation with Atty\. .+ is confirmed for .+ London · .+ Manila\.$/),
      }),
    ]);
    const [m] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, meetingId));
    expect(m.status).toBe('CONFIRMED');
  });

  it('a meeting confirmed less than 10 minutes ahead gets its reminder at once', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const start = new Date(Date.now() + 5 * 60_000);
    const meetingId = await insertMeeting(db().db, {
      lawyerId: lawyer.id,
      customerId: customer.id,
      start,
      status: 'PAYMENT_PENDING',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await db()
      .db.insert(t.payments)
      .values({
        customerId: customer.id,
        lawyerId: lawyer.id,
        meetingId,
        provider: 'SANDBOX',
        providerSessionId: `cs_sbx_soon_${meetingId}`,
        amountCentavos: 100_000,
        description: 'x',
      });
    await (
      await paidEvent(meetingId)
    )();
    await deliverOutbox();
    const reminders = await db()
      .db.select()
      .from(t.outboundEmails)
      .where(and(eq(t.outboundEmails.toAddress, customer.email), like(t.outboundEmails.subject, 'Starts in 10 minutes%')));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].textBody).toContain(`/meeting/${meetingId}`);
  });
});

describe('PUT /api/v1/meeting/{id}/reschedule', () => {
  const put = (u: TestUser, id: string, body: unknown) =>
    reschedule(apiRequest(`/api/v1/meeting/${id}/reschedule`, { method: 'PUT', jar: u.jar, body }), routeCtx({ id }));

  it('moves the meeting to another offered slot, keeps the history and re-arms the reminder', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const first = manilaSlot(3, 10);
    const id = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start: first });
    await db().db.update(t.meetings).set({ reminderSentAt: new Date() }).where(eq(t.meetings.id, id));
    const next = manilaSlot(3, 14);
    const res = await put(customer, id, { start_time: next, reason: 'Hearing moved', details: 'Court changed the date' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Meeting rescheduled successfully', start_time: next });
    await deliverOutbox();
    const [m] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, id));
    expect(m.startAt.toISOString()).toBe(next);
    expect(m.reminderAt!.getTime()).toBe(Date.parse(next) - 10 * 60_000);
    expect(m.reminderSentAt).toBeNull();
    const history = await db().db.select().from(t.meetingReschedules).where(eq(t.meetingReschedules.meetingId, id));
    expect(history).toEqual([
      expect.objectContaining({ reason: 'Hearing moved', details: 'Court changed the date', byUserId: customer.id }),
    ]);
    expect(history[0].previousStartAt.toISOString()).toBe(first);
    // The re-armed reminder goes out at the new T−10, once.
    expect(await sendDueReminders({ now: new Date(Date.parse(next) - 10 * 60_000) })).toBe(1);
    expect(await sendDueReminders({ now: new Date(Date.parse(next) - 9 * 60_000) })).toBe(0);
    const notes = await db()
      .db.select()
      .from(t.notifications)
      .where(and(eq(t.notifications.userId, lawyer.id), like(t.notifications.title, 'Meeting rescheduled')));
    expect(notes).toHaveLength(1);
  });

  it('the new slot obeys the booking rule: not offered → 400, taken → 409; outsiders → 404', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const id = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start: manilaSlot(3, 10) });
    await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: (await testCustomer(db().db)).id, start: manilaSlot(3, 12) });
    const off = await put(lawyer, id, { start_time: manilaSlot(3, 2), reason: 'x' });
    expect(off.status).toBe(400);
    expect((await off.json()).message).toBe('This time is not available. Please choose another time.');
    const taken = await put(lawyer, id, { start_time: manilaSlot(3, 12), reason: 'x' });
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toBe('Schedule conflict. Please try different time.');
    expect((await put(await testCustomer(db().db), id, { start_time: manilaSlot(3, 13), reason: 'x' })).status).toBe(404);
    expect((await put(customer, id, { start_time: manilaSlot(3, 13) })).status).toBe(400);
  });
});

describe('the reschedule limit (issue 38)', () => {
  const put = (u: TestUser, id: string, start: string) =>
    reschedule(
      apiRequest(`/api/v1/meeting/${id}/reschedule`, { method: 'PUT', jar: u.jar, body: { start_time: start, reason: 'Hearing moved' } }),
      routeCtx({ id }),
    );
  const left = async (u: TestUser, id: string) =>
    (await (await getMeetingRoute(apiRequest(`/api/v1/meeting/${id}`, { jar: u.jar }), routeCtx({ id }))).json()).reschedules_left;

  it('each party may reschedule a meeting twice; a third is refused with a clear 409 and changes nothing', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const id = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start: manilaSlot(4, 10) });
    expect([await left(customer, id), await left(lawyer, id)]).toEqual([2, 2]);
    expect((await put(customer, id, manilaSlot(4, 11))).status).toBe(200);
    expect(await left(customer, id)).toBe(1);
    expect((await put(customer, id, manilaSlot(4, 12))).status).toBe(200);
    expect(await left(customer, id)).toBe(0);

    const third = await put(customer, id, manilaSlot(4, 13));
    expect(third.status).toBe(409);
    expect(await third.json()).toMatchObject({
      key: 'RESCHEDULE_LIMIT',
      message:
        'You have already rescheduled this meeting 2 times, the most each person may. Ask the other party in the comments if you need another time.',
    });
    const [m] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, id));
    expect(m.startAt.toISOString()).toBe(manilaSlot(4, 12));
    expect(await db().db.select().from(t.meetingReschedules).where(eq(t.meetingReschedules.meetingId, id))).toHaveLength(2);

    // The other party's moves are their own: the lawyer still has two.
    expect(await left(lawyer, id)).toBe(2);
    expect((await put(lawyer, id, manilaSlot(4, 14))).status).toBe(200);
    expect(await left(lawyer, id)).toBe(1);
  });

  it('two moves at once cannot both be the last one', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const id = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start: manilaSlot(5, 10) });
    expect((await put(customer, id, manilaSlot(5, 11))).status).toBe(200);
    const results = await Promise.all([put(customer, id, manilaSlot(5, 13)), put(customer, id, manilaSlot(5, 15))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const history = await db().db.select().from(t.meetingReschedules).where(eq(t.meetingReschedules.meetingId, id));
    expect(history).toHaveLength(2);
  });
});

describe('PUT /api/v1/meeting/{id}/cancel', () => {
  it('frees the slot, voids the reminder and flags the paid amount for refund', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const start = manilaSlot(3, 10);
    const id = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start });
    await db()
      .db.insert(t.payments)
      .values({
        customerId: customer.id,
        lawyerId: lawyer.id,
        meetingId: id,
        provider: 'SANDBOX',
        providerPaymentId: `pay_sbx_${id}`,
        amountCentavos: 100_000,
        description: 'x',
        status: 'PAID',
        paidAt: new Date(),
      });
    const res = await cancel(
      apiRequest(`/api/v1/meeting/${id}/cancel`, { method: 'PUT', jar: lawyer.jar, body: { reason: 'Conflict' } }),
      routeCtx({ id }),
    );
    expect(res.status).toBe(200);
    await deliverOutbox();
    const [m] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, id));
    expect(m).toMatchObject({ status: 'CANCELLED', reminderAt: null, cancelReason: 'Conflict' });
    const [p] = await db().db.select().from(t.payments).where(eq(t.payments.meetingId, id));
    expect(p.status).toBe('REFUND_REQUIRED');
    // ... with its refund already at the provider (the sandbox).
    expect(
      await db().db.select({ status: t.refunds.status, sent: t.refunds.sentAt }).from(t.refunds).where(eq(t.refunds.paymentId, p.id)),
    ).toEqual([{ status: 'pending', sent: expect.any(Date) }]);
    await sendDueReminders({ now: new Date(Date.parse(start) - 5 * 60_000) });
    // The client hears of the cancellation, never of a reminder.
    expect(
      (await db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, customer.email))).map((mail) => mail.subject),
    ).toEqual([expect.stringMatching(/^Cancelled: /)]);
    expect((await book(await testCustomer(db().db), lawyer.id, start)).length).toBeGreaterThan(0);
  });
});

describe('reviews', () => {
  const post = (u: TestUser, body: unknown) => postReview(apiRequest('/api/v1/review', { method: 'POST', jar: u.jar, body }), routeCtx());

  it('only the customer, only after the meeting ended; the lawyer rating follows', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const upcoming = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start: manilaSlot(3, 10) });
    const tooEarly = await post(customer, { meeting_id: upcoming, rating: 5 });
    expect(tooEarly.status).toBe(400);
    expect((await tooEarly.json()).message).toBe('You can review this meeting once it has ended.');
    const past = await insertMeeting(db().db, {
      lawyerId: lawyer.id,
      customerId: customer.id,
      start: new Date(Date.now() - 2 * 3_600_000),
    });
    expect((await post(lawyer, { meeting_id: past, rating: 5 })).status).toBe(403);
    expect((await post(await testCustomer(db().db), { meeting_id: past, rating: 5 })).status).toBe(404);
    expect((await post(customer, { meeting_id: past, rating: 7 })).status).toBe(400);
    await insertAttendance(db().db, past, customer.id, new Date(Date.now() - 2 * 3_600_000));
    const created = await post(customer, { meeting_id: past, rating: 4, comment: 'Clear advice' });
    expect(created.status).toBe(200);
    const review = await created.json();
    expect(review).toMatchObject({ meeting_id: past, rating: 4, comment: 'Clear advice' });
    const rating = async () =>
      (
        await db()
          .db.select({ avg: t.lawyerProfiles.ratingAvg, n: t.lawyerProfiles.reviewCount })
          .from(t.lawyerProfiles)
          .where(eq(t.lawyerProfiles.userId, lawyer.id))
      )[0];
    expect(await rating()).toEqual({ avg: 4, n: 1 });
    // With _id the POST updates; PATCH updates too; still one review.
    expect((await post(customer, { _id: review._id, meeting_id: past, rating: 2 })).status).toBe(200);
    expect(await rating()).toEqual({ avg: 2, n: 1 });
    const patched = await patchReview(
      apiRequest(`/api/v1/review/${review._id}`, { method: 'PATCH', jar: customer.jar, body: { rating: 5, comment: 'Great' } }),
      routeCtx({ id: review._id }),
    );
    expect(await patched.json()).toMatchObject({ _id: review._id, rating: 5, comment: 'Great' });
    expect(await rating()).toEqual({ avg: 5, n: 1 });
    const foreign = await patchReview(
      apiRequest(`/api/v1/review/${review._id}`, { method: 'PATCH', jar: (await testCustomer(db().db)).jar, body: { rating: 1 } }),
      routeCtx({ id: review._id }),
    );
    expect(foreign.status).toBe(404);
  });
});

describe('meeting lists', () => {
  it('today (not over yet), upcoming (from tomorrow) and past, in the viewer zone, with paging', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const now = new Date('2030-05-10T04:00:00Z'); // 12:00 in Manila
    const at = (iso: string) => insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start: iso });
    const earlierToday = await at('2030-05-10T01:00:00Z');
    const laterToday = await at('2030-05-10T07:00:00Z');
    const tomorrow = await at('2030-05-11T01:00:00Z');
    const nextWeek = await at('2030-05-17T01:00:00Z');
    const lastWeek = await at('2030-05-03T01:00:00Z');
    await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start: '2030-05-12T01:00:00Z', status: 'EXPIRED' });
    const ids = async (filter: 'today' | 'upcoming' | 'past', viewer: TestUser & { type: 'CUSTOMER' | 'LAWYER' }, extra = {}) =>
      (await listMeetings({ viewer, filter, now, tz: 'Asia/Manila', ...extra })).results.map((m) => m._id);
    const asCustomer = { ...customer, type: 'CUSTOMER' as const };
    expect(await ids('today', asCustomer)).toEqual([laterToday]);
    expect(await ids('upcoming', asCustomer)).toEqual([tomorrow, nextWeek]);
    expect(await ids('past', asCustomer)).toEqual([earlierToday, lastWeek]);
    expect(await ids('upcoming', { ...lawyer, type: 'LAWYER' })).toEqual([tomorrow, nextWeek]);
    const page0 = await listMeetings({ viewer: asCustomer, filter: 'upcoming', now, limit: 1 });
    expect(page0).toMatchObject({ hasMore: true, page: 0 });
    const page1 = await listMeetings({ viewer: asCustomer, filter: 'upcoming', now, limit: 1, page: 1 });
    expect(page1).toMatchObject({ hasMore: false, page: 1, results: [expect.objectContaining({ _id: nextWeek })] });
  });
});
