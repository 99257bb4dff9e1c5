import { and, count, eq } from 'drizzle-orm';
import { GET as getOffer, PUT as putOffer } from '@/app/api/v1/lawyers/profile/legal-aid/route';
import { GET as getSlots } from '@/app/api/v1/lawyers/[lawyerId]/legal-aid/slots/route';
import { GET as getLawyers } from '@/app/api/v1/legal-aid/lawyers/route';
import { GET as getDeclaration, PUT as putDeclaration } from '@/app/api/v1/legal-aid/declaration/route';
import { POST as postBooking } from '@/app/api/v1/legal-aid/bookings/route';
import { GET as listRequests } from '@/app/api/v1/legal-aid/requests/route';
import { GET as getRequest } from '@/app/api/v1/legal-aid/requests/[id]/route';
import { POST as postAssessment } from '@/app/api/v1/legal-aid/requests/[id]/assessment/route';
import { POST as postCancel } from '@/app/api/v1/legal-aid/requests/[id]/cancel/route';
import { tables as t } from '@/lib/db';
import { JOIN_CLOSES_AFTER_MINUTES } from '@/lib/config/time';
import { collectPersonalData } from '@/lib/server/privacy/collect-personal-data';
import { eraseAccount } from '@/lib/server/privacy/erase-account';
import { listLawyerPayments } from '@/lib/server/payouts/list-lawyer-payments';
import { settleMeeting } from '@/lib/server/meetings/settle-ended-meetings';
import { callMeetingOrThrow } from '@/lib/server/video/join-rules';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { consultationMinutes } from './complete';
import enErrors from '@/messages/en/errors.json';
import filErrors from '@/messages/fil/errors.json';

// Issue 61, the legal-aid desk (core): the offer and its free times, the declaration, the free consultation at ₱0,
// the assessment before the call, the completion with its ledger line, and who may read what.
const db = useTestDb();
const ctx = routeCtx();
const MINUTE = 60_000;

const json = async (res: Response) => ({ status: res.status, body: await res.json() });
const everyDay = (minute: number) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start_minute: minute }));

async function offering(options: Parameters<typeof testLawyer>[1] = {}) {
  const lawyer = await testLawyer(db().db, options);
  const res = await putOffer(
    apiRequest('/api/v1/lawyers/profile/legal-aid', {
      method: 'PUT',
      jar: lawyer.jar,
      body: { enabled: true, weekly_slots: everyDay(600), written_per_month: 3 },
    }),
    ctx,
  );
  expect(res.status).toBe(200);
  return lawyer;
}

const DECLARATION = {
  household_size: 5,
  monthly_income_pesos: 9000,
  income_source: 'Tricycle driving',
  property: 'None',
  reason: 'The income feeds five people; a lawyer’s fee is more than a month of it.',
  agrees_to_assessment: true,
};

async function declared(): Promise<TestUser> {
  const client = await testCustomer(db().db);
  const res = await putDeclaration(apiRequest('/api/v1/legal-aid/declaration', { method: 'PUT', jar: client.jar, body: DECLARATION }), ctx);
  expect(res.status).toBe(200);
  return client;
}

const book = (client: TestUser, lawyerId: string, start: string) =>
  postBooking(
    apiRequest('/api/v1/legal-aid/bookings', {
      method: 'POST',
      jar: client.jar,
      body: { lawyer_id: lawyerId, start_time: start, call_type: 'VIDEO', problem: 8, subject: 'Unpaid wages' },
    }),
    ctx,
  );
const request = (user: TestUser | null, id: string) =>
  getRequest(apiRequest(`/api/v1/legal-aid/requests/${id}`, { jar: user?.jar }), routeCtx({ id }));
const assess = (user: TestUser | null, id: string, body: unknown) =>
  postAssessment(apiRequest(`/api/v1/legal-aid/requests/${id}/assessment`, { method: 'POST', jar: user?.jar, body }), routeCtx({ id }));
const cancel = (user: TestUser | null, id: string) =>
  postCancel(apiRequest(`/api/v1/legal-aid/requests/${id}/cancel`, { method: 'POST', jar: user?.jar }), routeCtx({ id }));
const slotsOf = async (lawyerId: string): Promise<string[]> => {
  const res = await getSlots(apiRequest(`/api/v1/lawyers/${lawyerId}/legal-aid/slots`), routeCtx({ lawyerId }));
  expect(res.status).toBe(200);
  return (await res.json()).slots.map((s: { start: string }) => s.start);
};

describe('the offer', () => {
  it('keeps free times only inside the weekly hours (else a clear 400, nothing saved), and shows them as free times for 14 days', async () => {
    const lawyer = await testLawyer(db().db);
    const outside = await json(
      await putOffer(
        apiRequest('/api/v1/lawyers/profile/legal-aid', {
          method: 'PUT',
          jar: lawyer.jar,
          body: { enabled: true, weekly_slots: [{ weekday: 1, start_minute: 1020 }], written_per_month: 0 },
        }),
        ctx,
      ),
    );
    expect(outside).toMatchObject({ status: 400, body: { key: 'SLOT_OUTSIDE_HOURS', message: enErrors.api.legalAid.slotOutsideHours } });
    expect(filErrors.api.legalAid.slotOutsideHours).toContain('lingguhang oras');
    const before = await json(await getOffer(apiRequest('/api/v1/lawyers/profile/legal-aid', { jar: lawyer.jar }), ctx));
    expect(before.body).toMatchObject({ enabled: false, weekly_slots: [] });

    const saved = await json(
      await putOffer(
        apiRequest('/api/v1/lawyers/profile/legal-aid', {
          method: 'PUT',
          jar: lawyer.jar,
          body: { enabled: true, weekly_slots: everyDay(600), written_per_month: 2 },
        }),
        ctx,
      ),
    );
    expect(saved.body).toMatchObject({ enabled: true, written_per_month: 2, time_zone: 'Asia/Manila' });
    expect(saved.body.weekly_slots).toHaveLength(7);
    const slots = await slotsOf(lawyer.id);
    expect(slots).toContain(manilaSlot(2, 10));
    expect(slots).not.toContain(manilaSlot(2, 11));
    expect(slots.length).toBeGreaterThanOrEqual(13);

    // A client and a visitor cannot read or write an offer.
    const client = await testCustomer(db().db);
    expect(
      (await putOffer(apiRequest('/api/v1/lawyers/profile/legal-aid', { method: 'PUT', jar: client.jar, body: saved.body }), ctx)).status,
    ).toBe(403);
    expect((await getOffer(apiRequest('/api/v1/lawyers/profile/legal-aid'), ctx)).status).toBe(401);
  });

  it('lists on the desk only listed lawyers whose offer is on, of the problem’s area', async () => {
    const on = await offering({ areas: ['labor'] });
    const hidden = await offering({ areas: ['labor'], isPublic: false });
    const off = await testLawyer(db().db, { areas: ['labor'] });
    const other = await offering({ areas: ['criminal'] });
    const res = await json(await getLawyers(apiRequest('/api/v1/legal-aid/lawyers?problem=8'), ctx));
    expect(res.status).toBe(200);
    const ids = res.body.lawyers.map((l: { _id: string }) => l._id);
    expect(ids).toContain(on.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(off.id);
    expect(ids).not.toContain(other.id);
    expect(res.body.lawyers.find((l: { _id: string }) => l._id === on.id)).toMatchObject({
      free_consultations: true,
      free_written_answers: true,
    });
    expect((await getLawyers(apiRequest('/api/v1/legal-aid/lawyers?problem=abc'), ctx)).status).toBe(400);
  });
});

describe('the declaration', () => {
  it('is its owner’s alone: read and written by them; a visitor gets 401', async () => {
    const client = await testCustomer(db().db);
    expect(await json(await getDeclaration(apiRequest('/api/v1/legal-aid/declaration', { jar: client.jar }), ctx))).toMatchObject({
      status: 200,
      body: { declaration: null },
    });
    const refused = await putDeclaration(
      apiRequest('/api/v1/legal-aid/declaration', {
        method: 'PUT',
        jar: client.jar,
        body: { ...DECLARATION, agrees_to_assessment: false },
      }),
      ctx,
    );
    expect(refused.status).toBe(400);
    await putDeclaration(apiRequest('/api/v1/legal-aid/declaration', { method: 'PUT', jar: client.jar, body: DECLARATION }), ctx);
    const mine = await json(await getDeclaration(apiRequest('/api/v1/legal-aid/declaration', { jar: client.jar }), ctx));
    expect(mine.body.declaration).toMatchObject({ household_size: 5, income_source: 'Tricycle driving' });
    const other = await testCustomer(db().db);
    expect((await json(await getDeclaration(apiRequest('/api/v1/legal-aid/declaration', { jar: other.jar }), ctx))).body).toEqual({
      declaration: null,
    });
    expect((await getDeclaration(apiRequest('/api/v1/legal-aid/declaration'), ctx)).status).toBe(401);
  });
});

describe('a free legal-aid consultation', () => {
  it('needs a declaration, and one of the lawyer’s free times', async () => {
    const lawyer = await offering();
    const client = await testCustomer(db().db);
    const none = await json(await book(client, lawyer.id, manilaSlot(2, 10)));
    expect(none).toMatchObject({ status: 409, body: { key: 'DECLARATION_REQUIRED' } });
    const person = await declared();
    const notFree = await json(await book(person, lawyer.id, manilaSlot(2, 14)));
    expect(notFree).toMatchObject({ status: 409, body: { key: 'SLOT_UNAVAILABLE' } });
    const noOffer = await testLawyer(db().db);
    expect((await json(await book(person, noOffer.id, manilaSlot(2, 10)))).body.key).toBe('NOT_BOOKABLE');
  });

  it('is booked at ₱0, CONFIRMED with its reminder 10 minutes before: no payment, no platform fee, no payout line; its time is taken', async () => {
    const lawyer = await offering();
    const client = await declared();
    const start = manilaSlot(3, 10);
    const res = await json(await book(client, lawyer.id, start));
    expect(res.status).toBe(200);
    const [meeting] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, res.body.meeting_id));
    expect(meeting).toMatchObject({ status: 'CONFIRMED', priceCentavos: 0, kind: 'CONSULTATION', holdExpiresAt: null });
    expect(meeting.reminderAt!.getTime()).toBe(Date.parse(start) - 10 * MINUTE);
    const [payments] = await db().db.select({ n: count() }).from(t.payments).where(eq(t.payments.meetingId, meeting.id));
    expect(payments.n).toBe(0);
    const ledger = await listLawyerPayments(lawyer.id);
    expect(ledger.results).toEqual([]);
    expect(Number(ledger.totals.fee)).toBe(0);
    const [req] = await db().db.select().from(t.legalAidRequests).where(eq(t.legalAidRequests.id, res.body._id));
    expect(req).toMatchObject({ status: 'AWAITING_ASSESSMENT', meetingId: meeting.id, clientId: client.id, lawyerId: lawyer.id });
    expect(await slotsOf(lawyer.id)).not.toContain(start);
    // The confirmation says what it is, and prints no price of ₱0.
    const mail = await untilOutboxDelivered(
      () => db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, client.email)),
      (rows) => rows.length > 0,
    );
    expect(mail[0].textBody).toContain('Free legal-aid consultation');
    expect(mail[0].textBody).not.toContain('₱0');
  });

  it('refuses a person over the open-matter limit with a clear message in both languages', async () => {
    const lawyer = await offering();
    const client = await declared();
    expect((await book(client, lawyer.id, manilaSlot(2, 10))).status).toBe(200);
    const second = await offering();
    expect((await book(client, second.id, manilaSlot(2, 10))).status).toBe(200);
    const third = await offering();
    const refused = await json(await book(client, third.id, manilaSlot(2, 10)));
    expect(refused).toMatchObject({ status: 429, body: { key: 'LEGAL_AID_OPEN_LIMIT' } });
    expect(refused.body.message).toMatch(/^You already have 2 open legal-aid requests/);
    expect(filErrors.api.legalAid.openLimit).toContain('{limit} bukas na legal-aid request');
    const [{ n }] = await db().db.select({ n: count() }).from(t.legalAidRequests).where(eq(t.legalAidRequests.clientId, client.id));
    expect(n).toBe(2);
  });
});

describe('reading and acting on a request', () => {
  it('its client, its lawyer and admins read it (the declaration: lawyer and admins); anyone else 401/403/404 on it and its actions', async () => {
    const lawyer = await offering();
    const client = await declared();
    const { body } = await json(await book(client, lawyer.id, manilaSlot(4, 10)));
    const id = body._id;
    const asClient = await json(await request(client, id));
    expect(asClient).toMatchObject({ status: 200, body: { status: 'AWAITING_ASSESSMENT', declaration: null, allowed: ['cancel'] } });
    const asLawyer = await json(await request(lawyer, id));
    expect(asLawyer.body).toMatchObject({ declaration: { household_size: 5 }, allowed: ['assess', 'cancel'] });
    const admin = await testAdmin(db().db);
    expect((await json(await request(admin, id))).body.declaration).toMatchObject({ income_source: 'Tricycle driving' });
    const otherLawyer = await testLawyer(db().db);
    const otherClient = await testCustomer(db().db);
    for (const stranger of [otherLawyer, otherClient]) {
      expect((await request(stranger, id)).status).toBe(404);
      expect((await cancel(stranger, id)).status).toBe(404);
    }
    expect((await assess(otherLawyer, id, { decision: 'QUALIFIES' })).status).toBe(404);
    expect((await assess(client, id, { decision: 'QUALIFIES' })).status).toBe(403);
    expect((await assess(otherClient, id, { decision: 'QUALIFIES' })).status).toBe(403);
    expect((await request(null, id)).status).toBe(401);
    expect((await assess(null, id, { decision: 'QUALIFIES' })).status).toBe(401);
    expect((await cancel(null, id)).status).toBe(401);
    expect((await assess(lawyer, id, { decision: 'DECLINED', reason: 'rich' })).status).toBe(400);
    const lists = await json(await listRequests(apiRequest('/api/v1/legal-aid/requests', { jar: otherClient.jar }), ctx));
    expect(lists.body.requests).toEqual([]);
    expect((await json(await listRequests(apiRequest('/api/v1/legal-aid/requests', { jar: lawyer.jar }), ctx))).body.requests).toHaveLength(
      1,
    );
    // Nothing changed.
    expect((await json(await request(client, id))).body.status).toBe('AWAITING_ASSESSMENT');
  });

  it('keeps the lawyer out of the call until they confirm the person qualifies; the assessment is recorded with time and lawyer', async () => {
    const lawyer = await offering();
    const client = await declared();
    const start = manilaSlot(2, 10);
    const { body } = await json(await book(client, lawyer.id, start));
    const inWindow = { now: new Date(Date.parse(start) - MINUTE) };
    await expect(callMeetingOrThrow(lawyer.id, body.meeting_id, inWindow)).rejects.toMatchObject({ key: 'LEGAL_AID_NOT_ASSESSED' });
    await expect(callMeetingOrThrow(client.id, body.meeting_id, inWindow)).resolves.toMatchObject({ role: 'CUSTOMER' });
    const qualified = await json(await assess(lawyer, body._id, { decision: 'QUALIFIES' }));
    expect(qualified.body).toMatchObject({ status: 'QUALIFIED', allowed: ['cancel'] });
    expect(qualified.body.assessed_at).not.toBeNull();
    const [row] = await db().db.select().from(t.legalAidRequests).where(eq(t.legalAidRequests.id, body._id));
    expect(row.assessedBy).toBe(lawyer.id);
    await expect(callMeetingOrThrow(lawyer.id, body.meeting_id, inWindow)).resolves.toMatchObject({ role: 'LAWYER' });
    expect((await assess(lawyer, body._id, { decision: 'QUALIFIES' })).status).toBe(409);
    const audit = await db()
      .db.select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.targetId, body._id), eq(t.auditLog.action, 'legal-aid.assess')));
    expect(audit).toHaveLength(1);
  });

  it('a decline cancels the meeting (the slot free again, nothing refunded) and tells the person where else to go', async () => {
    const lawyer = await offering();
    const client = await declared();
    const start = manilaSlot(5, 10);
    const { body } = await json(await book(client, lawyer.id, start));
    expect(await slotsOf(lawyer.id)).not.toContain(start);
    const declined = await json(await assess(lawyer, body._id, { decision: 'DECLINED', reason: 'income-above', note: 'Two earners' }));
    expect(declined.body).toMatchObject({ status: 'DECLINED', decline_reason: 'income-above', decline_note: 'Two earners' });
    const [meeting] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, body.meeting_id));
    expect(meeting.status).toBe('CANCELLED');
    expect(await slotsOf(lawyer.id)).toContain(start);
    expect(await db().db.select().from(t.refunds)).toEqual([]);
    const told = await untilOutboxDelivered(
      () =>
        db()
          .db.select()
          .from(t.outboundEmails)
          .where(
            and(eq(t.outboundEmails.toAddress, client.email), eq(t.outboundEmails.subject, 'Your free legal-aid request was declined')),
          ),
      (rows) => rows.length === 1,
    );
    expect(told[0].textBody).toContain("Public Attorney's Office (PAO)");
    expect(told[0].textBody).toContain('IBP legal aid');
    expect(told[0].textBody).toContain('/free-legal-help');
    const notes = await db().db.select().from(t.notifications).where(eq(t.notifications.userId, client.id));
    expect(notes.map((n) => n.title)).toContain('Legal-aid request declined');
    // The person may ask again (a declined request is not open).
    expect((await cancel(client, body._id)).status).toBe(409);
  });

  it('either party cancels an open request: its meeting is cancelled and the slot freed', async () => {
    const lawyer = await offering();
    const client = await declared();
    const start = manilaSlot(6, 10);
    const { body } = await json(await book(client, lawyer.id, start));
    expect(await json(await cancel(client, body._id))).toMatchObject({ status: 200, body: { status: 'CANCELLED', allowed: [] } });
    const [meeting] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, body.meeting_id));
    expect(meeting.status).toBe('CANCELLED');
    expect(await slotsOf(lawyer.id)).toContain(start);
  });
});

describe('completion and the ledger', () => {
  it('counts the minutes both were present, whole, at most the meeting’s length', () => {
    const at = (m: number) => Date.UTC(2026, 0, 1, 2) + m * MINUTE;
    expect(consultationMinutes([[at(0), at(25)]], [[at(5), at(40)]], 30)).toBe(20);
    expect(consultationMinutes([[at(-5), at(50)]], [[at(-5), at(50)]], 30)).toBe(30);
    expect(
      consultationMinutes(
        [
          [at(0), at(10)],
          [at(12), at(20)],
        ],
        [[at(0), at(20)]],
        30,
      ),
    ).toBe(18);
    expect(consultationMinutes([[at(0), at(10)]], [[at(10), at(20)]], 30)).toBe(0);
  });

  async function heldConsultation(lawyerPresence: [number, number] | null, clientPresence: [number, number] | null) {
    const lawyer = await offering();
    const client = await declared();
    const { body } = await json(await book(client, lawyer.id, manilaSlot(2, 10)));
    await assess(lawyer, body._id, { decision: 'QUALIFIES' });
    // The consultation took place an hour ago (moved there by hand; its call's attendance as the call writes it).
    const start = new Date(Date.now() - 60 * MINUTE);
    await db()
      .db.update(t.meetings)
      .set({ startAt: start, endAt: new Date(start.getTime() + 30 * MINUTE), reminderAt: null })
      .where(eq(t.meetings.id, body.meeting_id));
    const present = async (userId: string, [from, to]: [number, number]) => {
      const a = new Date(start.getTime() + from * MINUTE);
      const b = new Date(start.getTime() + to * MINUTE);
      await db()
        .db.insert(t.callAttendance)
        .values({ meetingId: body.meeting_id, userId, joinedAt: a, connectedAt: a, lastSeenAt: b, leftAt: b });
    };
    if (lawyerPresence) await present(lawyer.id, lawyerPresence);
    if (clientPresence) await present(client.id, clientPresence);
    const closed = new Date(start.getTime() + (30 + JOIN_CLOSES_AFTER_MINUTES + 1) * MINUTE);
    expect(await settleMeeting(body.meeting_id, closed)).toBe(true);
    return { lawyer, client, requestId: body._id as string, meetingId: body.meeting_id as string };
  }

  it('a settled consultation both attended completes the request with one ledger line from the attendance; a ₱0 meeting settles cleanly', async () => {
    const { lawyer, requestId, meetingId } = await heldConsultation([-2, 21], [3, 30]);
    const [meeting] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, meetingId));
    expect(meeting).toMatchObject({ status: 'COMPLETED', outcome: 'ATTENDED' });
    const lines = await untilOutboxDelivered(
      () => db().db.select().from(t.legalAidServices).where(eq(t.legalAidServices.requestId, requestId)),
      (rows) => rows.length > 0,
    );
    expect(lines).toEqual([
      expect.objectContaining({ lawyerId: lawyer.id, kind: 'CONSULTATION', minutes: 18, beneficiaryInitials: 'M.S.', area: 'labor' }),
    ]);
    const [req] = await db().db.select().from(t.legalAidRequests).where(eq(t.legalAidRequests.id, requestId));
    expect(req.status).toBe('COMPLETED');
    expect(await db().db.select().from(t.refunds)).toEqual([]);
  });

  it('only the lawyer present: the request completes, no ledger line; the lawyer absent: the request ends, no line', async () => {
    const one = await heldConsultation([0, 30], null);
    await untilOutboxDelivered(
      () => db().db.select({ s: t.legalAidRequests.status }).from(t.legalAidRequests).where(eq(t.legalAidRequests.id, one.requestId)),
      (rows) => rows[0].s === 'COMPLETED',
    );
    expect(await db().db.select().from(t.legalAidServices).where(eq(t.legalAidServices.requestId, one.requestId))).toEqual([]);
    const none = await heldConsultation(null, [0, 30]);
    await untilOutboxDelivered(
      () => db().db.select({ s: t.legalAidRequests.status }).from(t.legalAidRequests).where(eq(t.legalAidRequests.id, none.requestId)),
      (rows) => rows[0].s === 'CANCELLED',
    );
    expect(await db().db.select().from(t.legalAidServices).where(eq(t.legalAidServices.requestId, none.requestId))).toEqual([]);
  });
});

describe('privacy', () => {
  it('the declaration and the requests are in the export, and gone after erasure; the ledger line stays with initials only', async () => {
    const { client, requestId, lawyerId } = await (async () => {
      const lawyer = await offering();
      const person = await declared();
      const { body } = await json(await book(person, lawyer.id, manilaSlot(2, 10)));
      await db().db.insert(t.legalAidServices).values({
        lawyerId: lawyer.id,
        requestId: body._id,
        serviceDate: '2026-01-05',
        kind: 'CONSULTATION',
        minutes: 25,
        beneficiaryInitials: 'M.S.',
        area: 'labor',
      });
      return { client: person, requestId: body._id as string, lawyerId: lawyer.id };
    })();
    const data = await collectPersonalData(db().db, client.id);
    expect(data.legal_aid_declaration).toMatchObject({ household_size: 5, income_source: 'Tricycle driving' });
    expect(data.legal_aid_requests).toEqual([expect.objectContaining({ id: requestId, my_role: 'client', status: 'AWAITING_ASSESSMENT' })]);
    await db().db.transaction((tx) => eraseAccount(tx, client.id));
    expect(await db().db.select().from(t.legalAidDeclarations).where(eq(t.legalAidDeclarations.userId, client.id))).toEqual([]);
    expect(await db().db.select().from(t.legalAidRequests).where(eq(t.legalAidRequests.clientId, client.id))).toEqual([]);
    const lines = await db().db.select().from(t.legalAidServices).where(eq(t.legalAidServices.lawyerId, lawyerId));
    expect(lines).toEqual([expect.objectContaining({ requestId: null, minutes: 25 })]);
  });
});
