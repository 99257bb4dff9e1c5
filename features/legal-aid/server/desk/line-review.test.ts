import { and, eq } from 'drizzle-orm';
import { PUT as decide } from '@/app/api/v1/admin/legal-aid/services/[id]/route';
import { GET as hoursRoute } from '@/app/api/v1/lawyers/profile/legal-aid/hours/route';
import { GET as reportRoute } from '@/app/api/v1/lawyers/profile/legal-aid/report/route';
import { tables as t } from '@/lib/db';
import { legalAidHoursSchema, legalAidLineDecisionSchema } from '@/features/legal-aid/dto/legal-aid';
import { parseCsv } from '@/lib/format/csv';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertLedgerLines } from '@/lib/test/fixtures/legal-aid-lines';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { deskLedgerLines } from './line-review';

// Issue 73 item 2: no line of a lawyer's legal-aid hours counts on that lawyer's word — the admin's desk approves it
// or rejects it (saying why). Only an admin, never the line's own lawyer or the person helped; final; audited; the
// desk lists the waiting lines with the sampled ones first; an approved line enters the report, a rejected one never.
const db = useTestDb();

const put = (user: TestUser | null, id: string, body: unknown) =>
  decide(apiRequest(`/api/v1/admin/legal-aid/services/${id}`, { method: 'PUT', jar: user?.jar, body }), routeCtx({ id }));
const lineRow = async (id: string) => (await db().db.select().from(t.legalAidServices).where(eq(t.legalAidServices.id, id)))[0];
const csvOf = async (lawyer: TestUser) =>
  parseCsv(
    await (await reportRoute(apiRequest('/api/v1/lawyers/profile/legal-aid/report?format=csv', { jar: lawyer.jar }), routeCtx({}))).text(),
  );

/** A lawyer's free-consultation line with a client of theirs, waiting for the desk (created `createdAt`). */
async function waitingLine(lawyer: TestUser, client: TestUser, options: { sampled?: boolean; createdAt?: Date; minutes?: number } = {}) {
  const [request] = await db()
    .db.insert(t.legalAidRequests)
    .values({ clientId: client.id, lawyerId: lawyer.id, kind: 'CONSULTATION', problem: 8, status: 'COMPLETED' })
    .returning({ id: t.legalAidRequests.id });
  const [id] = await insertLedgerLines(db().db, [
    {
      lawyerId: lawyer.id,
      requestId: request.id,
      serviceDate: new Date().toISOString().slice(0, 10),
      kind: 'CONSULTATION',
      minutes: options.minutes ?? 30,
      review: 'PENDING',
      sampled: options.sampled,
      beneficiaryInitials: 'S.P.',
      area: 'labor',
      createdAt: options.createdAt,
    },
  ]);
  return id;
}

it('an admin approves a waiting line (it counts from now on) and rejects another saying why (it never counts); audited; final', async () => {
  const lawyer = await testLawyer(db().db);
  const client = await testCustomer(db().db);
  const admin = await testAdmin(db().db);
  const approved = await waitingLine(lawyer, client, { minutes: 42 });
  const rejected = await waitingLine(lawyer, client, { minutes: 30 });
  // Waiting: in no report.
  expect((await csvOf(lawyer)).some((row) => row.includes('S.P.'))).toBe(false);

  const ok = await put(admin, approved, { decision: 'approve' });
  expect(ok.status).toBe(200);
  expect(legalAidLineDecisionSchema.parse(await ok.json())).toMatchObject({ _id: approved, review: 'APPROVED' });
  expect(await lineRow(approved)).toMatchObject({ review: 'APPROVED', reviewedBy: admin.id, reviewNote: null });

  // A rejection needs its reason (400, nothing changes), then says it to the lawyer.
  expect((await put(admin, rejected, { decision: 'reject' })).status).toBe(400);
  expect((await put(admin, rejected, { decision: 'reject', note: '   ' })).status).toBe(400);
  expect((await put(admin, rejected, { decision: 'maybe' })).status).toBe(400);
  expect((await lineRow(rejected)).review).toBe('PENDING');
  const no = await put(admin, rejected, { decision: 'reject', note: 'The account was opened the hour before the call.' });
  expect(no.status).toBe(200);
  expect(await lineRow(rejected)).toMatchObject({ review: 'REJECTED', reviewNote: 'The account was opened the hour before the call.' });

  // Final: a second word on either is a 409 and changes nothing.
  expect(await (await put(admin, approved, { decision: 'reject', note: 'Changed my mind.' })).json()).toMatchObject({
    key: 'LINE_DECIDED',
  });
  expect((await put(admin, rejected, { decision: 'approve' })).status).toBe(409);
  expect((await lineRow(approved)).review).toBe('APPROVED');

  const audit = await db()
    .db.select({ action: t.auditLog.action, reason: t.auditLog.reason, actor: t.auditLog.actorId })
    .from(t.auditLog)
    .where(and(eq(t.auditLog.targetType, 'legal_aid_service')))
    .orderBy(t.auditLog.createdAt);
  expect(audit).toEqual([
    { action: 'legal-aid-line.approve', reason: null, actor: admin.id },
    { action: 'legal-aid-line.reject', reason: 'The account was opened the hour before the call.', actor: admin.id },
  ]);

  // The lawyer's hours: the approved line counts, the rejected one says why and does not; the report has the first only.
  const hours = legalAidHoursSchema.parse(
    await (await hoursRoute(apiRequest('/api/v1/lawyers/profile/legal-aid/hours', { jar: lawyer.jar }), routeCtx({}))).json(),
  );
  expect(hours).toMatchObject({ total_minutes: 42, pending_minutes: 0 });
  expect(hours.services.map((s) => [s.minutes, s.review, s.review_note])).toEqual([
    [42, 'APPROVED', null],
    [30, 'REJECTED', 'The account was opened the hour before the call.'],
  ]);
  const report = (await csvOf(lawyer)).filter((row) => row.includes('S.P.'));
  expect(report).toEqual([[expect.any(String), 'Consultation', '42', 'call attendance, 42 min', 'S.P.', 'Labor']]);
});

it('refuses everyone but an admin, and an admin who is the line’s lawyer or the person helped; an unknown line is 404', async () => {
  const lawyer = await testLawyer(db().db);
  const client = await testCustomer(db().db);
  const line = await waitingLine(lawyer, client);
  const other = await testLawyer(db().db);
  // The line's own lawyer, another lawyer, the client, another client, a visitor: none may decide.
  for (const [who, status] of [
    [lawyer, 403],
    [other, 403],
    [client, 403],
    [await testCustomer(db().db), 403],
    [null, 401],
  ] as const) {
    expect((await put(who, line, { decision: 'approve' })).status).toBe(status);
    expect((await put(who, line, { decision: 'reject', note: 'No.' })).status).toBe(status);
  }
  // A lawyer who is also an admin, on a line of their own hours: another admin decides.
  await db()
    .db.update(t.users)
    .set({ roles: ['ADMIN'] })
    .where(eq(t.users.id, lawyer.id));
  expect(await (await put(lawyer, line, { decision: 'approve' })).json()).toMatchObject({ status: 403, key: 'NOT_YOUR_LINE_TO_CHECK' });
  // An admin who was the person helped.
  const adminClient = await testAdmin(db().db);
  const theirs = await waitingLine(other, adminClient);
  expect((await put(adminClient, theirs, { decision: 'approve' })).status).toBe(403);
  expect((await lineRow(line)).review).toBe('PENDING');
  expect((await lineRow(theirs)).review).toBe('PENDING');
  // The other lawyer, made admin, may decide the first lawyer's line: it is neither theirs nor about them.
  await db()
    .db.update(t.users)
    .set({ roles: ['ADMIN'] })
    .where(eq(t.users.id, other.id));
  expect((await put(other, line, { decision: 'approve' })).status).toBe(200);

  const admin = await testAdmin(db().db);
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-line'])
    expect(await (await put(admin, id, { decision: 'approve' })).json()).toMatchObject({ status: 404, key: 'LINE_NOT_FOUND' });
});

it('lists the waiting lines with the sampled first, then the oldest, and the latest decided below', async () => {
  const lawyer = await testLawyer(db().db, { name: 'Lorna Reyes' });
  const client = await testCustomer(db().db);
  const at = (h: number) => new Date(Date.UTC(2026, 10, 1, h));
  const old = await waitingLine(lawyer, client, { createdAt: at(1) });
  const sampled = await waitingLine(lawyer, client, { createdAt: at(5), sampled: true });
  const fresh = await waitingLine(lawyer, client, { createdAt: at(3) });
  const decided = await waitingLine(lawyer, client, { createdAt: at(0) });
  expect((await put(await testAdmin(db().db), decided, { decision: 'reject', note: 'A puppet account.' })).status).toBe(200);

  const { pending, decided: done } = await deskLedgerLines();
  const mine = pending.filter((l) => [old, sampled, fresh].includes(l.id));
  expect(mine.map((l) => l.id)).toEqual([sampled, old, fresh]);
  expect(mine[0]).toMatchObject({
    lawyerName: 'Lorna Reyes',
    kind: 'CONSULTATION',
    measure: 'CALL_ATTENDANCE',
    minutes: 30,
    initials: 'S.P.',
    sampled: true,
    review: 'PENDING',
    // Four lines of this lawyer with this one person: a sign the desk sees.
    sameClientLines: 4,
  });
  expect(mine[0].clientSince).toBeInstanceOf(Date);
  expect(done.find((l) => l.id === decided)).toMatchObject({ review: 'REJECTED', note: 'A puppet account.' });
});
