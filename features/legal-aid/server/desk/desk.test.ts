import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { insertLedgerLines } from '@/lib/test/fixtures/legal-aid-lines';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { legalAidDesk } from './desk';

// Issue 61 item 5: the admin's legal-aid desk reads what waits, what went stale, what was declined and the hours.
const db = useTestDb();
const NOW = new Date('2026-11-27T06:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

it('lists open requests oldest first, flags those nobody assessed in 48 h, counts by area, declined and hours per month', async () => {
  const lawyer = await testLawyer(db().db);
  const other = await testLawyer(db().db);
  const client = await testCustomer(db().db);
  await db()
    .db.insert(t.legalAidOffers)
    .values([
      { lawyerId: lawyer.id, enabled: true, writtenPerMonth: 3 },
      { lawyerId: other.id, enabled: false, writtenPerMonth: 5 },
    ]);
  await db()
    .db.insert(t.legalAidSlots)
    .values([
      { lawyerId: lawyer.id, weekday: 2, startMinute: 600 },
      { lawyerId: lawyer.id, weekday: 4, startMinute: 630 },
      { lawyerId: other.id, weekday: 1, startMinute: 600 },
    ]);
  // Problem 0 is a civil matter, 8 a labor one (lib/reference/legal-problems.ts).
  const [stale, fresh, qualified, declined, done] = await db()
    .db.insert(t.legalAidRequests)
    .values([
      { clientId: client.id, lawyerId: null, kind: 'WRITTEN', problem: 0, createdAt: hoursAgo(60) },
      { clientId: client.id, lawyerId: lawyer.id, kind: 'CONSULTATION', problem: 8, createdAt: hoursAgo(5) },
      { clientId: client.id, lawyerId: lawyer.id, kind: 'CONSULTATION', problem: 0, status: 'QUALIFIED', createdAt: hoursAgo(70) },
      {
        clientId: client.id,
        lawyerId: other.id,
        kind: 'CONSULTATION',
        problem: 8,
        status: 'DECLINED',
        declineReason: 'income-above',
        assessedAt: hoursAgo(1),
        assessedBy: other.id,
      },
      { clientId: client.id, lawyerId: lawyer.id, kind: 'CONSULTATION', problem: 0, status: 'COMPLETED' },
    ])
    .returning({ id: t.legalAidRequests.id });
  await insertLedgerLines(db().db, [
    { lawyerId: lawyer.id, requestId: done.id, serviceDate: '2026-11-20', kind: 'CONSULTATION', minutes: 28 },
    { lawyerId: other.id, serviceDate: '2026-11-02', kind: 'WRITTEN_ANSWER', minutes: 90, beneficiaryInitials: 'M.D.', area: 'labor' },
    { lawyerId: lawyer.id, serviceDate: '2026-10-15', kind: 'DRAFTING', minutes: 60, beneficiaryInitials: 'J.R.', review: 'PENDING' },
    // Rejected by the desk (issue 73): not among the hours given.
    { lawyerId: lawyer.id, serviceDate: '2026-10-20', kind: 'WRITTEN_ANSWER', minutes: 30, review: 'REJECTED' },
    // Older than the 12 months shown.
    { lawyerId: lawyer.id, serviceDate: '2025-10-15', kind: 'DRAFTING', minutes: 60, beneficiaryInitials: 'J.R.' },
  ]);

  const desk = await legalAidDesk(NOW);

  expect(desk.open.map((r) => r.id)).toEqual([qualified.id, stale.id, fresh.id]);
  expect(desk.open.find((r) => r.id === stale.id)).toMatchObject({ stale: true, ageHours: 60, lawyerName: null, area: 'civil' });
  // A qualified request is not waiting on anyone's assessment: not stale, however old.
  expect(desk.open.find((r) => r.id === qualified.id)).toMatchObject({ stale: false, ageHours: 70 });
  expect(desk.open.find((r) => r.id === fresh.id)).toMatchObject({ stale: false, area: 'labor' });
  expect(desk.stale).toBe(1);
  expect(desk.openByArea).toEqual([
    { area: 'civil', count: 2 },
    { area: 'labor', count: 1 },
  ]);
  expect(desk.declined).toEqual([expect.objectContaining({ id: declined.id, area: 'labor', reason: 'income-above' })]);
  expect(desk.months).toEqual([
    { month: '2026-11', services: 2, minutes: 118, lawyers: 2 },
    { month: '2026-10', services: 1, minutes: 60, lawyers: 1 },
  ]);
  // Only offers that are on count: one lawyer, two weekly times, three written answers.
  expect(desk.offers).toEqual({ lawyers: 1, weeklySlots: 2, writtenPerMonth: 3 });
});
