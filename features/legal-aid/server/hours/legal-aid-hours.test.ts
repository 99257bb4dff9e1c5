import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { GET as hoursRoute } from '@/app/api/v1/lawyers/profile/legal-aid/hours/route';
import { GET as reportRoute } from '@/app/api/v1/lawyers/profile/legal-aid/report/route';
import { legalAidHoursSchema } from '@/features/legal-aid/dto/legal-aid';
import { parseCsv } from '@/lib/format/csv';
import { ulasPeriodOf } from '@/features/legal-aid/rules/legal-aid';
import { lookupVerificationCode } from '@/lib/server/codes/lookup-code';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertLedgerLines } from '@/lib/test/fixtures/legal-aid-lines';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { pdfText } from '@/lib/test/read-pdf';
import { manilaToday } from '@/lib/format/civil-date';
import { recordLegalAidService } from './record-service';

// Issues 61 and 73: the hours ledger for a lawyer's ULAS report — one line per service (written by the desk), its
// minutes measured from what happened (a call's attendance, the desk's fixed figure for a written answer, never
// typed), counted once the admin's desk approved it; the lawyer's own totals per compliance period, the report as PDF
// and CSV with its LA- code and each line's measure, and what that code tells anyone on the verify page.
const db = useTestDb();

const HOURS = '/api/v1/lawyers/profile/legal-aid/hours';
const REPORT = '/api/v1/lawyers/profile/legal-aid/report';
type Handler = typeof hoursRoute;
const get = (handler: Handler, path: string, u?: TestUser) =>
  handler(apiRequest(path, { jar: u?.jar }), routeCtx({}) as Parameters<Handler>[1]);

const today = manilaToday();
const period = ulasPeriodOf(today);
/** A day of today's compliance period, in its first month. */
const thisPeriodDay = (n: number) => `${period.start.slice(0, 8)}${String(n).padStart(2, '0')}`;
/** A day of the next compliance period (periods start on 1 January: the day after this one's 31 December). */
const NEXT_PERIOD_DAY = `${Number(period.end.slice(0, 4)) + 1}-02-10`;
const MINUTE = 60_000;

async function request(lawyerId: string, kind: 'CONSULTATION' | 'WRITTEN' = 'CONSULTATION') {
  const client = await testCustomer(db().db);
  const [row] = await db()
    .db.insert(t.legalAidRequests)
    .values({ clientId: client.id, lawyerId, kind, problem: 0, status: 'QUALIFIED' })
    .returning({ id: t.legalAidRequests.id });
  return { requestId: row.id, clientId: client.id };
}

const lines = async (lawyerId: string) =>
  db()
    .db.select()
    .from(t.legalAidServices)
    .where(eq(t.legalAidServices.lawyerId, lawyerId))
    .orderBy(t.legalAidServices.serviceDate, t.legalAidServices.createdAt);

/**
 * Three approved lines (a consultation of 30 minutes from its call, a written answer's fixed 30, a drafting's stated
 * 85: 2 h 25 min), one waiting for the desk (40) and one it rejected (30): the last two never count.
 */
async function ledger(lawyer: TestUser) {
  const { requestId } = await request(lawyer.id);
  await insertLedgerLines(db().db, [
    { lawyerId: lawyer.id, requestId, serviceDate: thisPeriodDay(3), kind: 'CONSULTATION', minutes: 30 },
    { lawyerId: lawyer.id, serviceDate: thisPeriodDay(5), kind: 'WRITTEN_ANSWER', minutes: 30, beneficiaryInitials: 'R.S.', area: 'labor' },
    { lawyerId: lawyer.id, serviceDate: thisPeriodDay(9), kind: 'DRAFTING', minutes: 85, area: 'land-issues' },
    {
      lawyerId: lawyer.id,
      serviceDate: thisPeriodDay(10),
      kind: 'CONSULTATION',
      minutes: 40,
      beneficiaryInitials: 'P.N.',
      review: 'PENDING',
    },
    {
      lawyerId: lawyer.id,
      serviceDate: thisPeriodDay(11),
      kind: 'WRITTEN_ANSWER',
      minutes: 30,
      beneficiaryInitials: 'X.Q.',
      review: 'REJECTED',
    },
  ]);
  return requestId;
}

describe('recordLegalAidService', () => {
  /** A held consultation: the meeting (booked `booked` minutes) and the parties' attendance as the call writes it. */
  let held = 0;
  async function heldCall(
    lawyerId: string,
    clientId: string,
    booked: 30 | 60,
    presence: { who: string; from: number; to: number; media?: boolean }[],
  ) {
    // Each call hours apart (a lawyer's meetings never overlap).
    const start = new Date(Date.now() - (3 + 3 * held++) * 60 * MINUTE);
    const meetingId = await insertMeeting(db().db, { lawyerId, customerId: clientId, start, duration: booked, status: 'COMPLETED' });
    for (const p of presence) {
      const from = new Date(start.getTime() + p.from * MINUTE);
      const to = new Date(start.getTime() + p.to * MINUTE);
      await db()
        .db.insert(t.callAttendance)
        .values({ meetingId, userId: p.who, joinedAt: from, connectedAt: p.media === false ? null : from, lastSeenAt: to, leftAt: to });
    }
    return meetingId;
  }

  it('measures a call line from its attendance — both present, at most the booked length — never from a number', async () => {
    const lawyer = await testLawyer(db().db);
    const base = { lawyerId: lawyer.id, serviceDate: '2026-03-02', beneficiaryInitials: 'L.B.', area: 'civil' } as const;
    // Booked 60: the lawyer in from 0 to 50, the client from 8 to 55 (and a join whose media never came up): 42 together.
    const one = await request(lawyer.id);
    const longCall = await heldCall(lawyer.id, one.clientId, 60, [
      { who: lawyer.id, from: 0, to: 50 },
      { who: one.clientId, from: 8, to: 30 },
      { who: one.clientId, from: 28, to: 55 },
      { who: one.clientId, from: 56, to: 59, media: false },
    ]);
    const call = (meetingId: string, clientId: string, bookedMinutes: number) => ({ meetingId, clientId, bookedMinutes });
    expect(
      await recordLegalAidService(db().db, {
        ...base,
        requestId: one.requestId,
        kind: 'CONSULTATION',
        call: call(longCall, one.clientId, 60),
      }),
    ).toBe(true);
    // Booked 30, both in for 55 minutes: 30 count.
    const two = await request(lawyer.id);
    const overrun = await heldCall(lawyer.id, two.clientId, 30, [
      { who: lawyer.id, from: -5, to: 50 },
      { who: two.clientId, from: -5, to: 50 },
    ]);
    await recordLegalAidService(db().db, {
      ...base,
      requestId: two.requestId,
      kind: 'CONSULTATION',
      call: call(overrun, two.clientId, 30),
    });
    // Only the lawyer in the call: no line.
    const three = await request(lawyer.id);
    const alone = await heldCall(lawyer.id, three.clientId, 30, [{ who: lawyer.id, from: 0, to: 30 }]);
    expect(
      await recordLegalAidService(db().db, {
        ...base,
        requestId: three.requestId,
        kind: 'CONSULTATION',
        call: call(alone, three.clientId, 30),
      }),
    ).toBe(false);
    // A settlement replayed: nothing more.
    expect(
      await recordLegalAidService(db().db, {
        ...base,
        requestId: one.requestId,
        kind: 'CONSULTATION',
        call: call(overrun, two.clientId, 30),
      }),
    ).toBe(false);

    expect((await lines(lawyer.id)).map((l) => [l.requestId, l.minutes, l.measure, l.review])).toEqual([
      [one.requestId, 42, 'CALL_ATTENDANCE', 'PENDING'],
      [two.requestId, 30, 'CALL_ATTENDANCE', 'PENDING'],
    ]);
  });

  it('counts a written answer the desk’s fixed 30 minutes, whatever was typed; one line per request; a bad day throws', async () => {
    const lawyer = await testLawyer(db().db);
    const { requestId } = await request(lawyer.id, 'WRITTEN');
    const line = { lawyerId: lawyer.id, requestId, serviceDate: '2026-03-02', beneficiaryInitials: 'L.B.', area: 'civil' };
    // The probe's 1,440 "typed" minutes have nowhere to go: the input has no minutes (a caller passing them is not read).
    const typed = { ...line, kind: 'WRITTEN_ANSWER', minutes: 1440 } as const;
    expect(await recordLegalAidService(db().db, typed, () => true)).toBe(true);
    expect(await recordLegalAidService(db().db, { ...line, kind: 'WRITTEN_ANSWER' })).toBe(false);
    expect((await lines(lawyer.id)).map((l) => [l.kind, l.minutes, l.measure, l.review, l.sampled])).toEqual([
      ['WRITTEN_ANSWER', 30, 'WRITTEN_FIXED', 'PENDING', true],
    ]);
    await expect(recordLegalAidService(db().db, { ...line, kind: 'WRITTEN_ANSWER', serviceDate: '27/11/2026' })).rejects.toThrow(
      RangeError,
    );
    await expect(recordLegalAidService(db().db, { ...line, kind: 'WRITTEN_ANSWER', beneficiaryInitials: ' ' })).rejects.toThrow(RangeError);
    expect(await lines(lawyer.id)).toHaveLength(1);
  });

  it('goes with the caller’s transaction when it rolls back', async () => {
    const lawyer = await testLawyer(db().db);
    const { requestId } = await request(lawyer.id, 'WRITTEN');
    await expect(
      db().db.transaction(async (tx) => {
        await recordLegalAidService(tx, {
          lawyerId: lawyer.id,
          requestId,
          serviceDate: '2026-03-02',
          kind: 'WRITTEN_ANSWER',
          beneficiaryInitials: 'L.B.',
          area: 'civil',
        });
        throw new Error('the answer failed');
      }),
    ).rejects.toThrow('the answer failed');
    expect(await lines(lawyer.id)).toEqual([]);
  });
});

describe('GET lawyers/profile/legal-aid/hours', () => {
  it("gives the lawyer their own period's lines with how each was measured and the desk's word; only approved lines count", async () => {
    const lawyer = await testLawyer(db().db);
    await ledger(lawyer);
    const res = await get(hoursRoute, HOURS, lawyer);
    expect(res.status).toBe(200);
    const body = legalAidHoursSchema.parse(await res.json());
    expect(body.period).toEqual(period);
    expect(body.required_minutes).toBe(3600);
    expect(body.total_minutes).toBe(145);
    expect(body.pending_minutes).toBe(40);
    expect(body.services.map((s) => [s.kind, s.minutes, s.measure, s.review, s.review_note, s.beneficiary_initials, s.area])).toEqual([
      ['CONSULTATION', 30, 'CALL_ATTENDANCE', 'APPROVED', null, 'L.B.', 'civil'],
      ['WRITTEN_ANSWER', 30, 'WRITTEN_FIXED', 'APPROVED', null, 'R.S.', 'labor'],
      ['DRAFTING', 85, 'STATED', 'APPROVED', null, 'L.B.', 'land-issues'],
      ['CONSULTATION', 40, 'CALL_ATTENDANCE', 'PENDING', null, 'P.N.', 'civil'],
      ['WRITTEN_ANSWER', 30, 'WRITTEN_FIXED', 'REJECTED', 'Not a real beneficiary.', 'X.Q.', 'civil'],
    ]);
    expect(body.periods).toEqual([{ ...period, total_minutes: 145 }]);

    // A line in another period: listed among the periods (newest first), not in today's; asked for by any of its days.
    await insertLedgerLines(db().db, [
      { lawyerId: lawyer.id, serviceDate: NEXT_PERIOD_DAY, kind: 'DRAFTING', minutes: 40, beneficiaryInitials: 'A.C.', area: 'criminal' },
    ]);
    const next = legalAidHoursSchema.parse(await (await get(hoursRoute, `${HOURS}?period_start=${NEXT_PERIOD_DAY}`, lawyer)).json());
    expect(next.period).toEqual(ulasPeriodOf(NEXT_PERIOD_DAY));
    expect(next.services.map((s) => s.beneficiary_initials)).toEqual(['A.C.']);
    expect(next.periods).toEqual([
      { ...ulasPeriodOf(NEXT_PERIOD_DAY), total_minutes: 40 },
      { ...period, total_minutes: 145 },
    ]);
    expect(legalAidHoursSchema.parse(await (await get(hoursRoute, HOURS, lawyer)).json()).total_minutes).toBe(145);
  });

  it('shows another lawyer none of them, refuses a client (403) and a visitor (401), and a bad period (400)', async () => {
    const lawyer = await testLawyer(db().db);
    await ledger(lawyer);
    const other = await testLawyer(db().db);
    const theirs = legalAidHoursSchema.parse(await (await get(hoursRoute, HOURS, other)).json());
    expect(theirs).toMatchObject({ total_minutes: 0, pending_minutes: 0, services: [], periods: [] });
    expect((await get(hoursRoute, HOURS, await testCustomer(db().db))).status).toBe(403);
    expect((await get(hoursRoute, HOURS)).status).toBe(401);
    for (const bad of ['2026-13-01', 'yesterday', '2026-02-30'])
      expect((await get(hoursRoute, `${HOURS}?period_start=${bad}`, lawyer)).status).toBe(400);
  });
});

describe('GET lawyers/profile/legal-aid/report', () => {
  it('prints the approved lines only, each with how it was measured, the total against 60 hours, the ULAS words and the code', async () => {
    const lawyer = await testLawyer(db().db);
    await ledger(lawyer);
    const [profile] = await db()
      .db.select({ name: t.lawyerProfiles.displayName, roll: t.lawyerProfiles.rollNumber })
      .from(t.lawyerProfiles)
      .where(eq(t.lawyerProfiles.userId, lawyer.id));
    const res = await get(reportRoute, `${REPORT}?format=pdf`, lawyer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const [report] = await db().db.select().from(t.legalAidReports).where(eq(t.legalAidReports.lawyerId, lawyer.id));
    expect(report).toMatchObject({ periodStart: period.start, periodEnd: period.end, lines: 3, totalMinutes: 145, deskChecked: true });
    expect(report.statement).toEqual([
      { service_date: thisPeriodDay(3), kind: 'CONSULTATION', measure: 'CALL_ATTENDANCE', minutes: 30 },
      { service_date: thisPeriodDay(5), kind: 'WRITTEN_ANSWER', measure: 'WRITTEN_FIXED', minutes: 30 },
      { service_date: thisPeriodDay(9), kind: 'DRAFTING', measure: 'STATED', minutes: 85 },
    ]);
    expect(report.verificationCode).toMatch(/^LA-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(res.headers.get('content-disposition')).toContain(report.verificationCode);
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const said of [
      'Legal-aid hours',
      `Atty. ${profile.name}`,
      `Roll of Attorneys no. ${profile.roll}`,
      'For your ULAS report.',
      'Whether hours given through a platform are credited is for the ULAS Office to say.',
      'a free written answer counts a fixed 30 minutes',
      'How measured',
      'call attendance, 30 min',
      'written answer, fixed 30 min',
      'stated by the lawyer, 85 min',
      'L.B.',
      'R.S.',
      'Land Issues',
      '2 h 25 min (145 minutes) of the 60 hours',
      '(Philippine time)',
      report.verificationCode,
      `/verify-letter/${report.verificationCode}`,
    ])
      expect(text).toContain(said);
    // The line waiting for the desk and the rejected one are in no report.
    for (const never of ['P.N.', 'X.Q.', '40 min']) expect(text).not.toContain(never);
    expect(text).not.toMatch(/will be credited|counts toward/i);
  });

  it('writes the CSV in Filipino with the code in a header line, keeps the code while nothing new is approved, a new one after', async () => {
    const lawyer = await testLawyer(db().db);
    await ledger(lawyer);
    lawyer.jar.set('NEXT_LOCALE', 'fil');
    const csv = async () => {
      const res = await get(reportRoute, `${REPORT}?format=csv&period_start=${period.start}`, lawyer);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      return parseCsv(await res.text());
    };
    const rows = await csv();
    const [code] = (await db().db.select().from(t.legalAidReports).where(eq(t.legalAidReports.lawyerId, lawyer.id))).map(
      (r) => r.verificationCode,
    );
    expect(rows[0]).toEqual(['Mga oras ng libreng tulong-legal', 'Abogado']);
    expect(rows[1]).toEqual(['Verification code', code]);
    expect(rows[3]).toEqual(['Compliance period', period.start, period.end]);
    expect(rows[4][1]).toContain('(oras sa Pilipinas)');
    expect(rows[5][0]).toContain('Para sa iyong ULAS report.');
    expect(rows[6][0]).toContain('takdang 30 minuto');
    expect(rows.slice(8)).toEqual([
      ['Petsa', 'Uri', 'Minuto', 'Paano sinukat', 'Tinulungan', 'Larangan'],
      [thisPeriodDay(3), 'Konsultasyon', '30', 'attendance sa tawag, 30 min', 'L.B.', 'Kasong sibil'],
      [thisPeriodDay(5), 'Nakasulat na sagot', '30', 'nakasulat na sagot, takdang 30 min', 'R.S.', expect.any(String)],
      [thisPeriodDay(9), 'Paggawa ng dokumento', '85', 'sinabi ng abogado, 85 min', 'L.B.', expect.any(String)],
      ['Kabuuan', '2 oras 25 min', '145', '', '', ''],
    ]);
    // Downloaded again (as a PDF too): the same report, the same code.
    expect((await csv())[1][1]).toBe(code);
    expect(await db().db.select().from(t.legalAidReports).where(eq(t.legalAidReports.lawyerId, lawyer.id))).toHaveLength(1);
    // The desk approves the waiting line: a new report with a new code; the old code still says what it said.
    await db()
      .db.update(t.legalAidServices)
      .set({ review: 'APPROVED', reviewedAt: new Date() })
      .where(eq(t.legalAidServices.beneficiaryInitials, 'P.N.'));
    const next = (await csv())[1][1];
    expect(next).not.toBe(code);
    expect((await lookupVerificationCode(code)).found).toMatchObject({ kind: 'legalAid', report: { services: 3, total_minutes: 145 } });
    expect((await lookupVerificationCode(next)).found).toMatchObject({ kind: 'legalAid', report: { services: 4, total_minutes: 185 } });
  });

  it('gives another lawyer only their own report, refuses a client and a visitor, and a bad query (400)', async () => {
    const lawyer = await testLawyer(db().db);
    await ledger(lawyer);
    const other = await testLawyer(db().db);
    const theirs = await get(reportRoute, `${REPORT}?format=csv`, other);
    expect(theirs.status).toBe(200);
    const text = await theirs.text();
    expect(text).not.toContain('L.B.');
    expect(text).not.toContain('R.S.');
    expect((await get(reportRoute, `${REPORT}?format=pdf`, await testCustomer(db().db))).status).toBe(403);
    expect((await get(reportRoute, `${REPORT}?format=pdf`)).status).toBe(401);
    for (const bad of ['', '?format=doc', '?format=pdf&period_start=2026-02-30', '?format=csv&period_start=soon'])
      expect((await get(reportRoute, `${REPORT}${bad}`, lawyer)).status).toBe(400);
    expect(await db().db.select().from(t.legalAidReports).where(eq(t.legalAidReports.lawyerId, lawyer.id))).toEqual([]);
  });
});

describe('lookupVerificationCode for an LA- code', () => {
  it('names the lawyer, the period, the services and hours, each line as measured and the time of issue, never the people helped', async () => {
    const lawyer = await testLawyer(db().db);
    await ledger(lawyer);
    expect((await get(reportRoute, `${REPORT}?format=pdf`, lawyer)).status).toBe(200);
    const [report] = await db().db.select().from(t.legalAidReports).where(eq(t.legalAidReports.lawyerId, lawyer.id));
    const code = report.verificationCode;
    const { code: found, found: verified } = await lookupVerificationCode(code.toLowerCase().replace(/-/g, ' '));
    expect(found).toBe(code);
    expect(verified).toEqual({
      kind: 'legalAid',
      report: {
        code,
        lawyer_name: expect.any(String),
        roll_number: expect.any(String),
        period_start: period.start,
        period_end: period.end,
        services: 3,
        total_minutes: 145,
        issued_at: report.createdAt.toISOString(),
        lines: [
          { service_date: thisPeriodDay(3), kind: 'CONSULTATION', measure: 'CALL_ATTENDANCE', minutes: 30 },
          { service_date: thisPeriodDay(5), kind: 'WRITTEN_ANSWER', measure: 'WRITTEN_FIXED', minutes: 30 },
          { service_date: thisPeriodDay(9), kind: 'DRAFTING', measure: 'STATED', minutes: 85 },
        ],
        desk_checked: true,
      },
    });
    const said = JSON.stringify(verified);
    for (const secret of ['L.B.', 'R.S.', 'P.N.', 'X.Q.', 'civil', 'labor']) expect(said).not.toContain(secret);
    // Read aloud without its prefix: tried as a letter's, a question's, then found as a report's.
    expect((await lookupVerificationCode(code.slice(3))).found?.kind).toBe('legalAid');
    expect(await lookupVerificationCode('LA-2222-3333-4444')).toEqual({ code: 'LA-2222-3333-4444', found: null });
  });
});

describe('migration 0069', () => {
  it('keeps what a report issued before it stated (typed minutes as "stated"), then counts every written answer the fixed 30', async () => {
    const file = await fs.readFile(path.join(process.cwd(), 'lib/db/migrations/0069_legal_aid_line_review.sql'), 'utf8');
    const steps = file.split('--> statement-breakpoint').map((step) => step.trim());
    const step = (start: string) => sql.raw(steps.find((s) => s.replace(/^(--.*\n)*/, '').startsWith(start))!);
    const lawyer = await testLawyer(db().db);
    // The ledger as it stood: a consultation from its call, a written answer of 90 typed minutes, both before the report.
    const issued = new Date(Date.now() - 60_000);
    await insertLedgerLines(db().db, [
      {
        lawyerId: lawyer.id,
        serviceDate: thisPeriodDay(3),
        kind: 'CONSULTATION',
        minutes: 25,
        review: 'PENDING',
        createdAt: new Date(issued.getTime() - 2000),
      },
      {
        lawyerId: lawyer.id,
        serviceDate: thisPeriodDay(4),
        kind: 'WRITTEN_ANSWER',
        minutes: 90,
        measure: 'STATED',
        review: 'PENDING',
        createdAt: new Date(issued.getTime() - 1000),
      },
      // Written after the report: not in what it stated.
      { lawyerId: lawyer.id, serviceDate: thisPeriodDay(5), kind: 'CONSULTATION', minutes: 10, review: 'PENDING' },
    ]);
    const [report] = await db()
      .db.insert(t.legalAidReports)
      .values({
        lawyerId: lawyer.id,
        periodStart: period.start,
        periodEnd: period.end,
        verificationCode: 'LA-MGRT-0069-TEST',
        totalMinutes: 115,
        lines: 2,
        deskChecked: false,
        createdAt: issued,
      })
      .returning({ id: t.legalAidReports.id });
    await db().db.execute(step('UPDATE "legal_aid_reports"'));
    await db().db.execute(step('UPDATE "legal_aid_services" SET "minutes" = 30'));
    const [after] = await db().db.select().from(t.legalAidReports).where(eq(t.legalAidReports.id, report.id));
    expect(after.statement).toEqual([
      { service_date: thisPeriodDay(3), kind: 'CONSULTATION', measure: 'CALL_ATTENDANCE', minutes: 25 },
      { service_date: thisPeriodDay(4), kind: 'WRITTEN_ANSWER', measure: 'STATED', minutes: 90 },
    ]);
    expect((await lines(lawyer.id)).map((l) => [l.kind, l.minutes, l.measure])).toEqual([
      ['CONSULTATION', 25, 'CALL_ATTENDANCE'],
      ['WRITTEN_ANSWER', 30, 'WRITTEN_FIXED'],
      ['CONSULTATION', 10, 'CALL_ATTENDANCE'],
    ]);
  });
});
