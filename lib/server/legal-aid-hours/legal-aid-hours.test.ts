import { eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { GET as hoursRoute } from '@/app/api/v1/lawyers/profile/legal-aid/hours/route';
import { GET as reportRoute } from '@/app/api/v1/lawyers/profile/legal-aid/report/route';
import { legalAidHoursSchema } from '@/lib/dto/legal-aid';
import { parseCsv } from '@/lib/format/csv';
import { ulasPeriodOf } from '@/lib/rules/legal-aid';
import { lookupVerificationCode } from '@/lib/server/questions/verify-question';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { pdfText } from '@/lib/test/read-pdf';
import { manilaToday } from './hours';
import { recordLegalAidService } from './record-service';

// Issue 61: the hours ledger for a lawyer's ULAS report — one line per service (written by the desk),
// the lawyer's own totals per compliance period, the report as PDF and CSV with its LA- code, and what
// that code tells anyone on the verify page.
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

async function request(lawyerId: string) {
  const client = await testCustomer(db().db);
  const [row] = await db()
    .db.insert(t.legalAidRequests)
    .values({ clientId: client.id, lawyerId, kind: 'CONSULTATION', problem: 0, status: 'QUALIFIED' })
    .returning({ id: t.legalAidRequests.id });
  return row.id;
}

const lines = async (lawyerId: string) =>
  db()
    .db.select()
    .from(t.legalAidServices)
    .where(eq(t.legalAidServices.lawyerId, lawyerId))
    .orderBy(t.legalAidServices.serviceDate, t.legalAidServices.createdAt);

async function ledger(lawyer: TestUser) {
  const requestId = await request(lawyer.id);
  const base = { lawyerId: lawyer.id, beneficiaryInitials: 'L.B.', area: 'civil' } as const;
  await db().db.transaction(async (tx) => {
    await recordLegalAidService(tx, { ...base, requestId, serviceDate: thisPeriodDay(3), kind: 'CONSULTATION', minutes: 30 });
    await recordLegalAidService(tx, {
      ...base,
      requestId: null,
      serviceDate: thisPeriodDay(5),
      kind: 'WRITTEN_ANSWER',
      minutes: 90,
      beneficiaryInitials: 'R.S.',
      area: 'labor',
    });
    await recordLegalAidService(tx, {
      ...base,
      requestId: null,
      serviceDate: thisPeriodDay(9),
      kind: 'DRAFTING',
      minutes: 85,
      area: 'land-issues',
    });
  });
  return requestId;
}

describe('recordLegalAidService', () => {
  it('writes one line per request and kind, caps a written answer, and refuses a line of no time', async () => {
    const lawyer = await testLawyer(db().db);
    const requestId = await request(lawyer.id);
    const line = { lawyerId: lawyer.id, requestId, serviceDate: '2026-03-02', beneficiaryInitials: 'L.B.', area: 'civil' };
    await recordLegalAidService(db().db, { ...line, kind: 'CONSULTATION', minutes: 27.4 });
    // A settlement replayed: nothing more.
    await recordLegalAidService(db().db, { ...line, kind: 'CONSULTATION', minutes: 45 });
    // Stated 300 minutes for a written answer: counted as the cap, 120.
    await recordLegalAidService(db().db, { ...line, kind: 'WRITTEN_ANSWER', minutes: 300 });
    expect((await lines(lawyer.id)).map((l) => [l.kind, l.minutes, l.requestId, l.beneficiaryInitials, l.area, l.serviceDate])).toEqual([
      ['CONSULTATION', 27, requestId, 'L.B.', 'civil', '2026-03-02'],
      ['WRITTEN_ANSWER', 120, requestId, 'L.B.', 'civil', '2026-03-02'],
    ]);
    for (const minutes of [0, -5, Number.NaN, 0.2])
      await expect(recordLegalAidService(db().db, { ...line, kind: 'DRAFTING', minutes })).rejects.toThrow(RangeError);
    await expect(recordLegalAidService(db().db, { ...line, kind: 'DRAFTING', minutes: 30, serviceDate: '27/11/2026' })).rejects.toThrow(
      RangeError,
    );
    expect(await lines(lawyer.id)).toHaveLength(2);
  });

  it('goes with the caller’s transaction when it rolls back', async () => {
    const lawyer = await testLawyer(db().db);
    const requestId = await request(lawyer.id);
    await expect(
      db().db.transaction(async (tx) => {
        await recordLegalAidService(tx, {
          lawyerId: lawyer.id,
          requestId,
          serviceDate: '2026-03-02',
          kind: 'CONSULTATION',
          minutes: 30,
          beneficiaryInitials: 'L.B.',
          area: 'civil',
        });
        throw new Error('the settlement failed');
      }),
    ).rejects.toThrow('the settlement failed');
    expect(await lines(lawyer.id)).toEqual([]);
  });
});

describe('GET lawyers/profile/legal-aid/hours', () => {
  it("gives the lawyer their own period's lines and total against 60 hours, and the periods that have lines", async () => {
    const lawyer = await testLawyer(db().db);
    await ledger(lawyer);
    const res = await get(hoursRoute, HOURS, lawyer);
    expect(res.status).toBe(200);
    const body = legalAidHoursSchema.parse(await res.json());
    expect(body.period).toEqual(period);
    expect(body.required_minutes).toBe(3600);
    expect(body.total_minutes).toBe(205);
    expect(body.services.map((s) => [s.kind, s.minutes, s.beneficiary_initials, s.area])).toEqual([
      ['CONSULTATION', 30, 'L.B.', 'civil'],
      ['WRITTEN_ANSWER', 90, 'R.S.', 'labor'],
      ['DRAFTING', 85, 'L.B.', 'land-issues'],
    ]);
    expect(body.periods).toEqual([{ ...period, total_minutes: 205 }]);

    // A line in another period: listed among the periods (newest first), not in today's; asked for by any of its days.
    await recordLegalAidService(db().db, {
      lawyerId: lawyer.id,
      requestId: null,
      serviceDate: NEXT_PERIOD_DAY,
      kind: 'DRAFTING',
      minutes: 40,
      beneficiaryInitials: 'A.C.',
      area: 'criminal',
    });
    const next = legalAidHoursSchema.parse(await (await get(hoursRoute, `${HOURS}?period_start=${NEXT_PERIOD_DAY}`, lawyer)).json());
    expect(next.period).toEqual(ulasPeriodOf(NEXT_PERIOD_DAY));
    expect(next.services.map((s) => s.beneficiary_initials)).toEqual(['A.C.']);
    expect(next.periods).toEqual([
      { ...ulasPeriodOf(NEXT_PERIOD_DAY), total_minutes: 40 },
      { ...period, total_minutes: 205 },
    ]);
    expect(legalAidHoursSchema.parse(await (await get(hoursRoute, HOURS, lawyer)).json()).total_minutes).toBe(205);
  });

  it('shows another lawyer none of them, refuses a client (403) and a visitor (401), and a bad period (400)', async () => {
    const lawyer = await testLawyer(db().db);
    await ledger(lawyer);
    const other = await testLawyer(db().db);
    const theirs = legalAidHoursSchema.parse(await (await get(hoursRoute, HOURS, other)).json());
    expect(theirs).toMatchObject({ total_minutes: 0, services: [], periods: [] });
    expect((await get(hoursRoute, HOURS, await testCustomer(db().db))).status).toBe(403);
    expect((await get(hoursRoute, HOURS)).status).toBe(401);
    for (const bad of ['2026-13-01', 'yesterday', '2026-02-30'])
      expect((await get(hoursRoute, `${HOURS}?period_start=${bad}`, lawyer)).status).toBe(400);
  });
});

describe('GET lawyers/profile/legal-aid/report', () => {
  it('prints the PDF in English: Atty. name, roll, the period, each line, the total against 60 hours, the ULAS words and the code', async () => {
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
    expect(report).toMatchObject({ periodStart: period.start, periodEnd: period.end, lines: 3, totalMinutes: 205 });
    expect(report.verificationCode).toMatch(/^LA-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(res.headers.get('content-disposition')).toContain(report.verificationCode);
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const said of [
      'Legal-aid hours',
      `Atty. ${profile.name}`,
      `Roll of Attorneys no. ${profile.roll}`,
      'For your ULAS report.',
      'Whether hours given through a platform are credited is for the ULAS Office to say.',
      'Consultation',
      'Written answer',
      'Drafting',
      'L.B.',
      'R.S.',
      'Land Issues',
      'Labor',
      '3 h 25 min (205 minutes) of the 60 hours',
      '(Philippine time)',
      report.verificationCode,
      `/verify-letter/${report.verificationCode}`,
    ])
      expect(text).toContain(said);
    expect(text).not.toMatch(/will be credited|counts toward/i);
  });

  it('writes the CSV in Filipino with the code in a header line, keeps the code while the ledger is unchanged, a new one after', async () => {
    const lawyer = await testLawyer(db().db);
    const requestId = await ledger(lawyer);
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
    expect(rows.slice(7)).toEqual([
      ['Petsa', 'Uri', 'Minuto', 'Tinulungan', 'Larangan'],
      [thisPeriodDay(3), 'Konsultasyon', '30', 'L.B.', 'Kasong sibil'],
      [thisPeriodDay(5), 'Nakasulat na sagot', '90', 'R.S.', expect.any(String)],
      [thisPeriodDay(9), 'Paggawa ng dokumento', '85', 'L.B.', expect.any(String)],
      ['Kabuuan', '3 oras 25 min', '205', '', ''],
    ]);
    // Downloaded again (as a PDF too): the same report, the same code.
    expect((await csv())[1][1]).toBe(code);
    expect(await db().db.select().from(t.legalAidReports).where(eq(t.legalAidReports.lawyerId, lawyer.id))).toHaveLength(1);
    // A new line: a new report with a new code; the old code still says what it said.
    await recordLegalAidService(db().db, {
      lawyerId: lawyer.id,
      requestId,
      serviceDate: thisPeriodDay(11),
      kind: 'DRAFTING',
      minutes: 15,
      beneficiaryInitials: 'L.B.',
      area: 'civil',
    });
    const next = (await csv())[1][1];
    expect(next).not.toBe(code);
    expect((await lookupVerificationCode(code)).found).toMatchObject({ kind: 'legalAid', report: { services: 3, total_minutes: 205 } });
    expect((await lookupVerificationCode(next)).found).toMatchObject({ kind: 'legalAid', report: { services: 4, total_minutes: 220 } });
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
  it('names the lawyer, the period, the services and hours and the time of issue, never the people helped', async () => {
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
        total_minutes: 205,
        issued_at: report.createdAt.toISOString(),
      },
    });
    const said = JSON.stringify(verified);
    for (const secret of ['L.B.', 'R.S.', 'civil', 'labor']) expect(said).not.toContain(secret);
    // Read aloud without its prefix: tried as a letter's, a question's, then found as a report's.
    expect((await lookupVerificationCode(code.slice(3))).found?.kind).toBe('legalAid');
    expect(await lookupVerificationCode('LA-2222-3333-4444')).toEqual({ code: 'LA-2222-3333-4444', found: null });
  });
});
