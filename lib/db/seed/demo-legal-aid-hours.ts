import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { addDays, civilDateOf, dateKey } from '@/lib/format/civil-date';
import {
  type LegalAidLineMeasure,
  type LegalAidLineReview,
  type LegalAidServiceKind,
  ulasPeriodOf,
} from '@/features/legal-aid/rules/legal-aid';

/** Fixed ids outside the seeded sequence: adding the ledger moved no other demo row. */
const LINE_IDS = [
  '7a0e5c11-61aa-4b0e-9c01-00000000a061',
  '7a0e5c11-61aa-4b0e-9c01-00000000b061',
  '7a0e5c11-61aa-4b0e-9c01-00000000c061',
  '7a0e5c11-61aa-4b0e-9c01-00000000d061',
  '7a0e5c11-61aa-4b0e-9c01-00000001a073',
  '7a0e5c11-61aa-4b0e-9c01-00000001b073',
  '7a0e5c11-61aa-4b0e-9c01-00000001c073',
  '7a0e5c11-61aa-4b0e-9c01-00000001d073',
] as const;
const REPORT_ID = '7a0e5c11-61aa-4b0e-9c01-00000000e061';

/**
 * The demo report's code, fixed so docs/product.md's /verify-letter/{code} link works on every seed, in the
 * codes' alphabet (no 0, O, 1 or I: "DEMQ" as the other demo codes, not "DEMO", which no typed code can be).
 */
const DEMO_LEGAL_AID_REPORT_CODE = 'LA-DEMQ-ULAS-2K26';

type DemoLine = {
  daysAgo: number;
  kind: LegalAidServiceKind;
  minutes: number;
  measure: LegalAidLineMeasure;
  initials: string;
  area: string;
  review: LegalAidLineReview;
  sampled?: boolean;
  note?: string;
};

/**
 * The ledger: days before the seed's day in Manila, what was given, its minutes and how they were measured, initials,
 * area, and the desk's word (issue 73): four lines approved before the report, one rejected, three waiting.
 */
const LINES: DemoLine[] = [
  { daysAgo: 74, kind: 'CONSULTATION', minutes: 30, measure: 'CALL_ATTENDANCE', initials: 'L.B.', area: 'civil', review: 'APPROVED' },
  { daysAgo: 52, kind: 'WRITTEN_ANSWER', minutes: 30, measure: 'WRITTEN_FIXED', initials: 'R.S.', area: 'labor', review: 'APPROVED' },
  { daysAgo: 33, kind: 'DRAFTING', minutes: 60, measure: 'STATED', initials: 'L.B.', area: 'civil', review: 'APPROVED', sampled: true },
  { daysAgo: 12, kind: 'CONSULTATION', minutes: 25, measure: 'CALL_ATTENDANCE', initials: 'M.D.', area: 'land-issues', review: 'APPROVED' },
  {
    daysAgo: 9,
    kind: 'WRITTEN_ANSWER',
    minutes: 30,
    measure: 'WRITTEN_FIXED',
    initials: 'J.P.',
    area: 'labor',
    review: 'REJECTED',
    sampled: true,
    note: 'The client’s account was opened the hour before the question and the answer was two words.',
  },
  {
    daysAgo: 6,
    kind: 'CONSULTATION',
    minutes: 42,
    measure: 'CALL_ATTENDANCE',
    initials: 'A.G.',
    area: 'labor',
    review: 'PENDING',
    sampled: true,
  },
  { daysAgo: 4, kind: 'WRITTEN_ANSWER', minutes: 30, measure: 'WRITTEN_FIXED', initials: 'E.V.', area: 'civil', review: 'PENDING' },
  { daysAgo: 1, kind: 'CONSULTATION', minutes: 18, measure: 'CALL_ATTENDANCE', initials: 'T.R.', area: 'criminal', review: 'PENDING' },
];

/**
 * Issues 61 and 73's demo: the demo lawyer's legal-aid hours in today's ULAS compliance period — each measure
 * (a call's attendance, the fixed 30 minutes of a written answer, a drafting's stated minutes); four lines the
 * admin's desk approved (2 h 25 min), one it rejected (saying why), three waiting for it (one sampled) — and the
 * report they downloaded two days ago of the four approved lines (code LA-DEMQ-ULAS-2K26, verifiable on
 * /verify-letter, each line with how it was measured). Days are counted back from the seed's day in Manila (the
 * same seed on the same day writes the same rows), never before the period's first day; the desk decided each line
 * the day after it. No legal-aid request behind them: the ledger keeps only initials, as after a beneficiary's erasure.
 */
export async function seedLegalAidHours(
  db: Db,
  { lawyerId, adminId }: { lawyerId: string; adminId: string },
  now = new Date(),
): Promise<void> {
  const today = civilDateOf(now.getTime(), DEFAULT_TIME_ZONE);
  const period = ulasPeriodOf(dateKey(today));
  const dayOf = (daysAgo: number) => {
    const day = dateKey(addDays(today, -daysAgo));
    return day < period.start ? period.start : day;
  };
  const lines = LINES.map((l, i) => ({
    id: LINE_IDS[i],
    lawyerId,
    requestId: null,
    serviceDate: dayOf(l.daysAgo),
    kind: l.kind,
    minutes: l.minutes,
    measure: l.measure,
    beneficiaryInitials: l.initials,
    area: l.area,
    review: l.review,
    sampled: l.sampled ?? false,
    reviewedBy: l.review === 'PENDING' ? null : adminId,
    // 09:00 in Manila on the day after the service.
    reviewedAt: l.review === 'PENDING' ? null : new Date(`${dayOf(l.daysAgo - 1)}T01:00:00Z`),
    reviewNote: l.note ?? null,
    createdAt: new Date(`${dayOf(l.daysAgo)}T08:00:00Z`),
  }));
  await db.insert(t.legalAidServices).values(lines);
  const stated = lines.filter((l) => l.review === 'APPROVED');
  const issued = addDays(today, -2);
  await db.insert(t.legalAidReports).values({
    id: REPORT_ID,
    lawyerId,
    periodStart: period.start,
    periodEnd: period.end,
    verificationCode: DEMO_LEGAL_AID_REPORT_CODE,
    totalMinutes: stated.reduce((sum, l) => sum + l.minutes, 0),
    lines: stated.length,
    statement: stated.map((l) => ({ service_date: l.serviceDate, kind: l.kind, measure: l.measure, minutes: l.minutes })),
    deskChecked: true,
    // 10:00 in Manila.
    createdAt: new Date(`${dateKey(issued)}T02:00:00Z`),
  });
}
