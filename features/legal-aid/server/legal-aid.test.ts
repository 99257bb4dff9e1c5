import { and, count, eq } from 'drizzle-orm';
import { GET as getOffer, PUT as putOffer } from '@/app/api/v1/lawyers/profile/legal-aid/route';
import { GET as getLawyers } from '@/app/api/v1/legal-aid/lawyers/route';
import { GET as getDeclaration, PUT as putDeclaration } from '@/app/api/v1/legal-aid/declaration/route';
import { GET as listRequests } from '@/app/api/v1/legal-aid/requests/route';
import { tables as t } from '@/lib/db';
import { listLawyerPayments } from '@/lib/server/payments/payouts/list-lawyer-payments';
import { callMeetingOrThrow } from '@/lib/server/calls/join-rules';
import { useTestDb } from '@/lib/test/db';
import { apiRequest } from '@/lib/test/fixtures/http';
import {
  DECLARATION,
  MINUTE,
  assess,
  book,
  cancel,
  ctx,
  declared as declaredIn,
  everyDay,
  json,
  offering as offeringIn,
  request,
  slotsOf,
} from '@/lib/test/fixtures/legal-aid-desk';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import enErrors from '@/messages/en/errors.json';
import filErrors from '@/messages/fil/errors.json';

// Issue 61, the legal-aid desk (core): the offer and its free times, the declaration, the free consultation at ₱0,
// the assessment before the call, and who may read what. The completion with its ledger line, and the privacy of the
// declaration (its copy, its erasure, the export): legal-aid-records.test.ts.
const db = useTestDb();
const offering = (options?: Parameters<typeof offeringIn>[1]) => offeringIn(db, options);
const declared = () => declaredIn(db);

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

  // Issue 73 item 3: one fresh account booked both of a lawyer's free times for the next 14 days.
  it('one open free consultation per person, in both languages; the next once it is cancelled', async () => {
    const lawyer = await offering();
    const client = await declared();
    const first = await json(await book(client, lawyer.id, manilaSlot(2, 10)));
    expect(first.status).toBe(200);
    for (const [who, day] of [
      [lawyer, 3],
      [await offering(), 2],
    ] as const) {
      const refused = await json(await book(client, who.id, manilaSlot(day, 10)));
      expect(refused).toMatchObject({ status: 409, body: { key: 'LEGAL_AID_CONSULTATION_OPEN' } });
      expect(refused.body.message).toBe(
        'You already have a free consultation booked. Attend or cancel it before you book another free time.',
      );
    }
    expect(filErrors.api.legalAid.oneOpenConsultation).toContain('May naka-book ka nang libreng konsultasyon');
    const requests = () => db().db.select().from(t.legalAidRequests).where(eq(t.legalAidRequests.clientId, client.id));
    expect(await requests()).toHaveLength(1);
    expect((await slotsOf(lawyer.id)).includes(manilaSlot(3, 10))).toBe(true);
    expect((await cancel(client, first.body._id)).status).toBe(200);
    expect((await book(client, lawyer.id, manilaSlot(3, 10))).status).toBe(200);
  });

  it('two bookings at once by one person: one is booked, the other refused', async () => {
    const [a, b] = [await offering(), await offering()];
    const client = await declared();
    const answers = await Promise.all(
      [book(client, a.id, manilaSlot(2, 10)), book(client, b.id, manilaSlot(2, 10))].map(async (r) => json(await r)),
    );
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const [{ n }] = await db().db.select({ n: count() }).from(t.legalAidRequests).where(eq(t.legalAidRequests.clientId, client.id));
    expect(n).toBe(1);
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
    // Issue 72: by whom, for both parties' pages (the client reads it too).
    const lawyerName = (await db().db.select().from(t.lawyerProfiles).where(eq(t.lawyerProfiles.userId, lawyer.id)))[0].displayName;
    expect(qualified.body.assessed_by).toEqual({ _id: lawyer.id, name: lawyerName });
    expect((await json(await request(client, body._id))).body).toMatchObject({
      assessed_at: qualified.body.assessed_at,
      assessed_by: { _id: lawyer.id, name: lawyerName },
    });
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
