import { and, count, eq } from 'drizzle-orm';
import { POST } from '@/app/api/v1/notary-public/appointment/route';
import { GET as getSlots } from '@/app/api/v1/notary-public/slots/route';
import { GET as getMeeting } from '@/app/api/v1/meeting/[id]/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { blockersAs, manilaDay } from '@/lib/test/fixtures/blockers';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { bookableNotary } from '@/lib/test/fixtures/notary';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

// Issue 43: a notarial appointment is booked on the notary's own calendar through the consultations'
// one path — one booking per slot however many race, never over a consultation or a blocker — paid
// online or, where the notary allows it, at the office (then confirmed at once); only its two parties see it.
const db = useTestDb();
const ctx = routeCtx();

const book = (user: TestUser | undefined, body: unknown) =>
  POST(apiRequest('/api/v1/notary-public/appointment', { method: 'POST', body, jar: user?.jar }), ctx);
const input = (notaryId: string, extra: Record<string, unknown> = {}) => ({
  notary_id: notaryId,
  service: 'affidavit-of-loss',
  start_time: manilaSlot(2, 10),
  ...extra,
});

describe('booking a notarial appointment', () => {
  it('lets exactly one of 50 concurrent bookings of one slot through; the rest get 409', async () => {
    const { lawyer, id } = await bookableNotary(db().db);
    const customers = await Promise.all(Array.from({ length: 50 }, () => testCustomer(db().db)));
    const responses = await Promise.all(customers.map((c) => book(c, input(id))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const [{ n }] = await db()
      .db.select({ n: count() })
      .from(t.meetings)
      .where(and(eq(t.meetings.lawyerId, lawyer.id), eq(t.meetings.kind, 'NOTARY')));
    expect(n).toBe(1);
  });

  it('holds the slot until paid online: the fee, the checkout, the address and checklist kept with it', async () => {
    const { lawyer, id } = await bookableNotary(db().db);
    const customer = await testCustomer(db().db);
    const res = await book(customer, input(id));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.checkout_url).toEqual(expect.any(String));
    const [meeting] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, body._id));
    expect(meeting).toMatchObject({
      kind: 'NOTARY',
      status: 'PAYMENT_PENDING',
      lawyerId: lawyer.id,
      durationMinutes: 30,
      priceCentavos: 35_000,
      startAt: new Date(manilaSlot(2, 10)),
    });
    const [payment] = await db().db.select().from(t.payments).where(eq(t.payments.meetingId, body._id));
    expect(payment).toMatchObject({ amountCentavos: 35_000, status: 'PENDING' });
    const [appointment] = await db().db.select().from(t.notaryAppointments).where(eq(t.notaryAppointments.meetingId, body._id));
    expect(appointment).toMatchObject({
      notaryId: id,
      service: 'affidavit-of-loss',
      officeAddress: '12 Ayala Ave',
      checklist: ['government-id', 'original-document'],
      payAtOffice: false,
    });
    // The slot is gone from the free times.
    const slots = await getSlots(apiRequest(`/api/v1/notary-public/slots?notary_id=${id}&service=affidavit-of-loss`), ctx);
    expect(slots.status).toBe(200);
    const day = (await slots.json()).calendar[manilaDay(2)] as { start_time: string }[];
    expect(day.map((s) => s.start_time)).not.toContain(manilaSlot(2, 10));
    expect(day.length).toBeGreaterThan(0);
  });

  it('confirms at once without a payment when the client pays at the office (where the notary allows it), its first reminder a day before', async () => {
    const { id } = await bookableNotary(db().db);
    const customer = await testCustomer(db().db);
    const refused = await book(customer, input(id, { pay_at_office: true }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe('This notary takes the fee online only.');

    await db().db.update(t.notaryProfiles).set({ payAtOffice: true }).where(eq(t.notaryProfiles.id, id));
    const res = await book(customer, input(id, { pay_at_office: true }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.checkout_url).toBeNull();
    const [meeting] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, body._id));
    expect(meeting.status).toBe('CONFIRMED');
    expect(meeting.holdExpiresAt).toBeNull();
    expect(meeting.reminderAt).toEqual(new Date(Date.parse(manilaSlot(2, 10)) - 24 * 3_600_000));
    const payments = await db().db.select().from(t.payments).where(eq(t.payments.meetingId, body._id));
    expect(payments).toEqual([]);
  });

  it('refuses a time over the lawyer’s consultation or blocker, outside the office hours, or within the hour', async () => {
    const { lawyer, id } = await bookableNotary(db().db);
    const customer = await testCustomer(db().db);
    const other = await testCustomer(db().db);
    await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: other.id, start: manilaSlot(1, 10), duration: 60 });
    const blocked = await blockersAs(lawyer).create({
      kind: 'all_day',
      start_date: manilaDay(3),
      end_date: manilaDay(3),
      title: 'Hearing',
    });
    expect(blocked.status).toBe(200);

    const overConsultation = await book(
      customer,
      input(id, { start_time: new Date(Date.parse(manilaSlot(1, 10)) + 15 * 60_000).toISOString() }),
    );
    expect(overConsultation.status).toBe(409);
    expect((await book(customer, input(id, { start_time: manilaSlot(3, 11) }))).status).toBe(409);
    expect((await book(customer, input(id, { start_time: manilaSlot(2, 7) }))).status).toBe(400);
    expect((await book(customer, input(id, { start_time: manilaSlot(2, 16) + '' }))).status).toBe(200);
    // 16:45 would end after closing; 10:05 is not on the quarter hour.
    expect(
      (await book(customer, input(id, { start_time: new Date(Date.parse(manilaSlot(4, 16)) + 45 * 60_000).toISOString() }))).status,
    ).toBe(400);
    expect(
      (await book(customer, input(id, { start_time: new Date(Date.parse(manilaSlot(4, 10)) + 5 * 60_000).toISOString() }))).status,
    ).toBe(400);
    expect((await book(customer, input(id, { service: 'jurat' }))).status).toBe(400);
    const [{ n }] = await db()
      .db.select({ n: count() })
      .from(t.meetings)
      .where(and(eq(t.meetings.lawyerId, lawyer.id), eq(t.meetings.kind, 'NOTARY')));
    expect(n).toBe(1);
  });

  it('is booked by a signed-in client only, and seen by its two parties only', async () => {
    const { lawyer, id } = await bookableNotary(db().db);
    const customer = await testCustomer(db().db);
    expect((await book(undefined, input(id))).status).toBe(401);
    expect((await book(lawyer, input(id))).status).toBe(403);
    const body = await (await book(customer, input(id))).json();

    const read = (user: TestUser | undefined) =>
      getMeeting(apiRequest(`/api/v1/meeting/${body._id}`, { jar: user?.jar }), routeCtx({ id: body._id }));
    const seen = await read(customer);
    expect(seen.status).toBe(200);
    expect((await seen.json()).in_person).toEqual({
      service: 'affidavit-of-loss',
      address: '12 Ayala Ave',
      city: 'Makati',
      map_url: 'https://www.google.com/maps/search/?api=1&query=12%20Ayala%20Ave%2C%20Makati%2C%20Philippines',
      checklist: ['government-id', 'original-document'],
      pay_at_office: false,
      has_draft: false,
    });
    expect((await read(lawyer)).status).toBe(200);
    expect((await read(undefined)).status).toBe(401);
    expect([403, 404]).toContain((await read(await testCustomer(db().db))).status);
    const otherNotary = await bookableNotary(db().db);
    expect([403, 404]).toContain((await read(otherNotary.lawyer)).status);
    expect([403, 404]).toContain((await read(await testLawyer(db().db))).status);
  });
});
