import { eq } from 'drizzle-orm';
import { PUT as putDeclaration } from '@/app/api/v1/legal-aid/declaration/route';
import { GET as listRequests } from '@/app/api/v1/legal-aid/requests/route';
import { tables as t } from '@/lib/db';
import { JOIN_CLOSES_AFTER_MINUTES } from '@/lib/config/time';
import { collectPersonalData } from '@/lib/server/privacy/collect-personal-data';
import { eraseAccount } from '@/lib/server/privacy/erase-account';
import { settleMeeting } from '@/lib/server/meetings/settle-ended-meetings';
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
  json,
  offering as offeringIn,
  request,
} from '@/lib/test/fixtures/legal-aid-desk';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { type TestUser, testAdmin } from '@/lib/test/fixtures/users';
import { consultationMinutes } from './complete';
import { eraseKeptDeclarations } from './desk-clock';

// Issue 61, the legal-aid desk (core), what a free consultation leaves behind: its completion with the ledger line
// measured from the call, and the privacy of the declaration (the copy the lawyer reads, its erasure after 12 months,
// the export and the account's erasure). The offer, the declaration, the booking and the assessment: legal-aid.test.ts.
const db = useTestDb();
const offering = (options?: Parameters<typeof offeringIn>[1]) => offeringIn(db, options);
const declared = () => declaredIn(db);

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
    // Issue 73: measured from the call's attendance, and waiting for the admin's desk before it counts.
    expect(lines[0]).toMatchObject({ measure: 'CALL_ATTENDANCE', review: 'PENDING' });
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
  // Issue 73 item 4: a lawyer kept reading an ended request's declaration, the client's edits after they cancelled
  // included (income, source).
  it('after the assessment the lawyer reads the declaration as it was then, never later edits; unassessed and ended: none', async () => {
    const lawyer = await offering();
    const person = await declared();
    const { body } = await json(await book(person, lawyer.id, manilaSlot(2, 10)));
    expect((await json(await request(lawyer, body._id))).body.declaration).toMatchObject({ monthly_income_pesos: 9000 });
    expect((await assess(lawyer, body._id, { decision: 'QUALIFIES' })).status).toBe(200);
    expect((await cancel(person, body._id)).status).toBe(200);
    const edit = { ...DECLARATION, monthly_income_pesos: 85000, income_source: 'Business abroad' };
    const saved = await putDeclaration(apiRequest('/api/v1/legal-aid/declaration', { method: 'PUT', jar: person.jar, body: edit }), ctx);
    expect(saved.status).toBe(200);
    for (const reader of [lawyer, await testAdmin(db().db)]) {
      const read = (await json(await request(reader, body._id))).body;
      expect(read.status).toBe('CANCELLED');
      expect(read.declaration).toMatchObject({ monthly_income_pesos: 9000, income_source: 'Tricycle driving' });
    }
    const listed = (await json(await listRequests(apiRequest('/api/v1/legal-aid/requests', { jar: lawyer.jar }), ctx))).body.requests;
    expect(listed.find((r: { _id: string }) => r._id === body._id).declaration.monthly_income_pesos).toBe(9000);

    // A request that ended before any assessment shows the lawyer no declaration at all.
    const other = await offering();
    const second = (await json(await book(person, other.id, manilaSlot(3, 10)))).body;
    expect((await cancel(person, second._id)).status).toBe(200);
    expect((await json(await request(other, second._id))).body.declaration).toBeNull();
  });

  it('declarations and their kept copies are erased 12 months after the last request ended, not before', async () => {
    const lawyer = await offering();
    const [old, recent, open] = [await declared(), await declared(), await declared()];
    const ids: Record<string, string> = {};
    for (const [name, person, day] of [
      ['old', old, 2],
      ['recent', recent, 3],
      ['open', open, 4],
    ] as const) {
      const { body } = await json(await book(person, lawyer.id, manilaSlot(day, 10)));
      expect((await assess(lawyer, body._id, { decision: 'QUALIFIES' })).status).toBe(200);
      if (name !== 'open') expect((await cancel(person, body._id)).status).toBe(200);
      ids[name] = body._id;
    }
    const now = new Date();
    const monthsAgo = (n: number) => new Date(new Date(now).setUTCMonth(now.getUTCMonth() - n));
    const age = async (person: TestUser, id: string, at: Date) => {
      await db().db.update(t.legalAidRequests).set({ updatedAt: at }).where(eq(t.legalAidRequests.id, id));
      await db().db.update(t.legalAidDeclarations).set({ updatedAt: at }).where(eq(t.legalAidDeclarations.userId, person.id));
    };
    await age(old, ids.old, monthsAgo(13));
    await age(recent, ids.recent, monthsAgo(11));
    await db()
      .db.update(t.legalAidDeclarations)
      .set({ updatedAt: monthsAgo(20) })
      .where(eq(t.legalAidDeclarations.userId, open.id));
    expect(await eraseKeptDeclarations(now)).toBe(2);
    const declarationOf = async (person: TestUser) =>
      (await db().db.select().from(t.legalAidDeclarations).where(eq(t.legalAidDeclarations.userId, person.id))).length;
    const copyOf = async (id: string) =>
      (await db().db.select().from(t.legalAidRequests).where(eq(t.legalAidRequests.id, id)))[0].declarationAtAssessment;
    expect([await declarationOf(old), await declarationOf(recent), await declarationOf(open)]).toEqual([0, 1, 1]);
    expect(await copyOf(ids.old)).toBeNull();
    expect(await copyOf(ids.recent)).toMatchObject({ monthly_income_pesos: 9000 });
    expect(await copyOf(ids.open)).toMatchObject({ monthly_income_pesos: 9000 });
  });

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
        measure: 'CALL_ATTENDANCE',
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
