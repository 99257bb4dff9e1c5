import { and, eq } from 'drizzle-orm';
import { PUT as cancel } from '@/app/api/v1/meeting/[id]/cancel/route';
import { GET as getMeetingRoute } from '@/app/api/v1/meeting/[id]/route';
import { PUT as reschedule } from '@/app/api/v1/meeting/[id]/reschedule/route';
import { tables as t } from '@/lib/db';
import { FREE_CANCELLATION_HOURS, NO_SHOW_AFTER_MINUTES } from '@/lib/config/cancellation';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { decideCancellation, refundClockStart } from '@/lib/rules/cancellation';

const HOUR = 3_600_000;
const now = new Date('2026-03-02T00:00:00Z');
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * HOUR);
const facts = (over: Partial<Parameters<typeof decideCancellation>[0]>) => {
  const startAt = over.startAt ?? at(48);
  return {
    role: 'CUSTOMER' as const,
    status: 'CONFIRMED',
    startAt,
    endAt: new Date(startAt.getTime() + HOUR / 2),
    lawyerJoined: false,
    now,
    ...over,
  };
};

describe('the cancellation and refund policy', () => {
  it('a client cancelling at least the free period before the start gets a full refund', () => {
    expect(decideCancellation(facts({ startAt: at(FREE_CANCELLATION_HOURS) }))).toEqual({
      allowed: true,
      ground: 'CLIENT_EARLY',
      refund: 'FULL',
    });
  });
  it('a client cancelling later than that, before the start, gets no refund', () => {
    expect(decideCancellation(facts({ startAt: at(FREE_CANCELLATION_HOURS - 0.01) }))).toEqual({
      allowed: true,
      ground: 'CLIENT_LATE',
      refund: 'NONE',
    });
  });
  it('a lawyer cancelling refunds the client in full, even an hour before', () => {
    expect(decideCancellation(facts({ role: 'LAWYER', startAt: at(1) }))).toMatchObject({ allowed: true, refund: 'FULL' });
  });
  it('a lawyer who has not joined after the grace period: the client may cancel with a full refund', () => {
    const startAt = at(-NO_SHOW_AFTER_MINUTES / 60);
    expect(decideCancellation(facts({ startAt }))).toEqual({ allowed: true, ground: 'LAWYER_NO_SHOW', refund: 'FULL' });
    expect(decideCancellation(facts({ startAt: at(-(NO_SHOW_AFTER_MINUTES - 1) / 60) })).allowed).toBe(false);
    expect(decideCancellation(facts({ startAt, lawyerJoined: true })).allowed).toBe(false);
    expect(decideCancellation(facts({ startAt, role: 'LAWYER' })).allowed).toBe(false);
  });
  it('unpaid bookings cancel without refund; finished ones not at all', () => {
    expect(decideCancellation(facts({ status: 'PAYMENT_PENDING', startAt: at(1) }))).toMatchObject({ allowed: true, refund: 'NONE' });
    expect(decideCancellation(facts({ status: 'COMPLETED' })).allowed).toBe(false);
    expect(decideCancellation(facts({ status: 'CANCELLED' })).allowed).toBe(false);
  });
});

describe('the refund clock after a reschedule', () => {
  const move = (by: 'CUSTOMER' | 'LAWYER', from: number, to: number, atHours: number) => ({
    by,
    previousStartAt: at(from),
    newStartAt: at(to),
    at: at(atHours),
  });

  it('a meeting never moved counts from its start', () => {
    expect(refundClockStart(at(48), [])).toEqual(at(48));
  });
  it('a client moving it later keeps the first start; moving it earlier brings the deadline earlier too', () => {
    expect(refundClockStart(at(72), [move('CUSTOMER', 3, 72, 0)])).toEqual(at(3));
    expect(refundClockStart(at(30), [move('CUSTOMER', 72, 30, 0)])).toEqual(at(30));
    expect(refundClockStart(at(100), [move('CUSTOMER', 50, 30, -2), move('CUSTOMER', 30, 100, -1)])).toEqual(at(30));
  });
  it('a move by the lawyer starts the count again from the lawyer’s time', () => {
    expect(refundClockStart(at(96), [move('CUSTOMER', 3, 40, -5), move('LAWYER', 40, 96, -1)])).toEqual(at(96));
    expect(refundClockStart(at(120), [move('LAWYER', 3, 96, -5), move('CUSTOMER', 96, 120, -1)])).toEqual(at(96));
  });
  it('the policy uses it: the client’s late cancellation stays late however far the meeting was moved', () => {
    expect(decideCancellation(facts({ startAt: at(72), refundClockStartAt: at(3) }))).toMatchObject({
      ground: 'CLIENT_LATE',
      refund: 'NONE',
    });
  });
});

describe('PUT /api/v1/meeting/{id}/cancel follows the policy', () => {
  const db = useTestDb();

  async function paidMeeting(start: Date) {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const id = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start });
    await db().db.insert(t.payments).values({
      customerId: customer.id,
      lawyerId: lawyer.id,
      meetingId: id,
      provider: 'SANDBOX',
      amountCentavos: 100_000,
      description: 'x',
      status: 'PAID',
    });
    return { lawyer, customer, id };
  }
  const put = (u: TestUser, id: string) =>
    cancel(apiRequest(`/api/v1/meeting/${id}/cancel`, { method: 'PUT', jar: u.jar, body: {} }), routeCtx({ id }));
  const paymentStatus = async (id: string) =>
    (await db().db.select({ s: t.payments.status }).from(t.payments).where(eq(t.payments.meetingId, id)))[0].s;

  it('early: refund required; late: cancelled, the fee stays paid', async () => {
    const early = await paidMeeting(new Date(Date.now() + (FREE_CANCELLATION_HOURS + 2) * HOUR));
    const res = await put(early.customer, early.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'CANCELLED', refund: 'FULL' });
    expect(await paymentStatus(early.id)).toBe('REFUND_REQUIRED');

    const late = await paidMeeting(new Date(Date.now() + 2 * HOUR));
    const lateRes = await put(late.customer, late.id);
    expect(await lateRes.json()).toMatchObject({ status: 'CANCELLED', refund: 'NONE' });
    expect(await paymentStatus(late.id)).toBe('PAID');
    const [m] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, late.id));
    expect(m.status).toBe('CANCELLED');
  });

  it('the lawyer cancelling late still refunds in full', async () => {
    const m = await paidMeeting(new Date(Date.now() + 2 * HOUR));
    expect(await (await put(m.lawyer, m.id)).json()).toMatchObject({ refund: 'FULL' });
    expect(await paymentStatus(m.id)).toBe('REFUND_REQUIRED');
  });

  it('a lawyer no-show: the client cancels after the start with a full refund; not if the lawyer attended', async () => {
    const start = new Date(Date.now() - (NO_SHOW_AFTER_MINUTES + 5) * 60_000);
    const noShow = await paidMeeting(start);
    const res = await put(noShow.customer, noShow.id);
    expect(await res.json()).toMatchObject({ status: 'CANCELLED', refund: 'FULL' });
    expect(await paymentStatus(noShow.id)).toBe('REFUND_REQUIRED');

    const attended = await paidMeeting(new Date(start.getTime() - 2 * HOUR));
    await db()
      .db.insert(t.callAttendance)
      .values({
        meetingId: attended.id,
        userId: attended.lawyer.id,
        joinedAt: new Date(start.getTime() - 2 * HOUR),
        connectedAt: new Date(start.getTime() - 2 * HOUR),
      });
    expect((await put(attended.customer, attended.id)).status).toBe(400);
    const still = await db()
      .db.select({ s: t.meetings.status })
      .from(t.meetings)
      .where(and(eq(t.meetings.id, attended.id)));
    expect(still[0].s).toBe('CONFIRMED');
    expect(await paymentStatus(attended.id)).toBe('PAID');
  });
});

describe('no dodge, and no refund changed unseen', () => {
  const db = useTestDb();

  async function paidMeeting(start: Date | string) {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const id = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start });
    await db().db.insert(t.payments).values({
      customerId: customer.id,
      lawyerId: lawyer.id,
      meetingId: id,
      provider: 'SANDBOX',
      amountCentavos: 110_000,
      description: 'x',
      status: 'PAID',
    });
    return { lawyer, customer, id };
  }
  const put = (u: TestUser, id: string, body: unknown = {}) =>
    cancel(apiRequest(`/api/v1/meeting/${id}/cancel`, { method: 'PUT', jar: u.jar, body }), routeCtx({ id }));
  const move = (u: TestUser, id: string, start: string) =>
    reschedule(
      apiRequest(`/api/v1/meeting/${id}/reschedule`, { method: 'PUT', jar: u.jar, body: { start_time: start, reason: 'Other plans' } }),
      routeCtx({ id }),
    );
  const preview = async (u: TestUser, id: string) =>
    (await (await getMeetingRoute(apiRequest(`/api/v1/meeting/${id}`, { jar: u.jar }), routeCtx({ id }))).json()).cancellation;
  const paymentStatus = async (id: string) =>
    (await db().db.select({ s: t.payments.status }).from(t.payments).where(eq(t.payments.meetingId, id)))[0].s;

  it('3 hours before: no refund; rescheduled to 3 days later and then cancelled: still no refund', async () => {
    const m = await paidMeeting(new Date(Date.now() + 3 * HOUR));
    expect(await preview(m.customer, m.id)).toMatchObject({
      refund: 'NONE',
      summary: `No refund: less than ${FREE_CANCELLATION_HOURS} hours before the start`,
    });
    expect((await move(m.customer, m.id, manilaSlot(3, 10))).status).toBe(200);
    expect(await preview(m.customer, m.id)).toMatchObject({
      refund: 'NONE',
      detail: expect.stringContaining('Rescheduling does not move the refund deadline'),
    });
    const res = await put(m.customer, m.id);
    expect(await res.json()).toMatchObject({ status: 'CANCELLED', refund: 'NONE' });
    expect(await paymentStatus(m.id)).toBe('PAID');
  });

  it('the lawyer moving the meeting gives the client a fresh 24 hours', async () => {
    const m = await paidMeeting(new Date(Date.now() + 3 * HOUR));
    expect((await move(m.lawyer, m.id, manilaSlot(3, 10))).status).toBe(200);
    expect(await preview(m.customer, m.id)).toMatchObject({ refund: 'FULL', summary: 'Full refund of ₱1,100' });
    expect(await (await put(m.customer, m.id)).json()).toMatchObject({ refund: 'FULL' });
    expect(await paymentStatus(m.id)).toBe('REFUND_REQUIRED');
  });

  it('the dialog shows what cancelling does now, and a cancel expecting another refund is refused and changes nothing', async () => {
    const m = await paidMeeting(manilaSlot(3, 10));
    expect(await preview(m.customer, m.id)).toEqual({
      refund: 'FULL',
      ground: 'CLIENT_EARLY',
      summary: 'Full refund of ₱1,100',
      detail: `You are cancelling at least ${FREE_CANCELLATION_HOURS} hours before the start.`,
    });
    expect(await preview(m.lawyer, m.id)).toMatchObject({ refund: 'FULL', summary: 'The client gets a full refund of ₱1,100' });
    const stale = await put(m.customer, m.id, { expect_refund: 'NONE' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ key: 'REFUND_CHANGED', message: expect.stringContaining('Full refund of ₱1,100') });
    const [still] = await db().db.select({ s: t.meetings.status }).from(t.meetings).where(eq(t.meetings.id, m.id));
    expect(still.s).toBe('CONFIRMED');
    const ok = await put(m.customer, m.id, { expect_refund: 'FULL', reason: 'Settled out of court' });
    expect(await ok.json()).toMatchObject({ refund: 'FULL', summary: 'Full refund of ₱1,100' });
    const [done] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, m.id));
    expect(done).toMatchObject({ status: 'CANCELLED', cancelReason: 'Settled out of court' });
    // Nothing left to cancel: no dialog.
    expect(await preview(m.customer, m.id)).toBeNull();
  });

  it('on a Filipino page the dialog and the cancel say the refund in Filipino, no English inside', async () => {
    const m = await paidMeeting(manilaSlot(3, 10));
    // The language the person chose on the site (its cookie, which a sign-in sets from the account's).
    const fil = { cookie: m.customer.jar.header().replace(/NEXT_LOCALE=[^;]*/, '') + '; NEXT_LOCALE=fil' };
    const got = await (
      await getMeetingRoute(apiRequest(`/api/v1/meeting/${m.id}`, { jar: m.customer.jar, headers: fil }), routeCtx({ id: m.id }))
    ).json();
    expect(got.cancellation).toEqual({
      refund: 'FULL',
      ground: 'CLIENT_EARLY',
      summary: 'Buong refund na ₱1,100',
      detail: `Nagkakansela ka nang hindi bababa sa ${FREE_CANCELLATION_HOURS} oras bago ang simula.`,
    });
    const stale = await cancel(
      apiRequest(`/api/v1/meeting/${m.id}/cancel`, { method: 'PUT', jar: m.customer.jar, headers: fil, body: { expect_refund: 'NONE' } }),
      routeCtx({ id: m.id }),
    );
    expect(stale.status).toBe(409);
    expect((await stale.json()).params).toEqual({ summary: 'Buong refund na ₱1,100' });
    const done = await cancel(
      apiRequest(`/api/v1/meeting/${m.id}/cancel`, { method: 'PUT', jar: m.customer.jar, headers: fil, body: { expect_refund: 'FULL' } }),
      routeCtx({ id: m.id }),
    );
    expect(await done.json()).toMatchObject({ refund: 'FULL', summary: 'Buong refund na ₱1,100' });
  });
});
