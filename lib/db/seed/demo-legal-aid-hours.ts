import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { addDays, civilDateOf, dateKey } from '@/lib/format/civil-date';
import { type LegalAidServiceKind, ulasPeriodOf } from '@/lib/rules/legal-aid';

/** Fixed ids outside the seeded sequence: adding the ledger moved no other demo row. */
const LINE_IDS = [
  '7a0e5c11-61aa-4b0e-9c01-00000000a061',
  '7a0e5c11-61aa-4b0e-9c01-00000000b061',
  '7a0e5c11-61aa-4b0e-9c01-00000000c061',
  '7a0e5c11-61aa-4b0e-9c01-00000000d061',
] as const;
const REPORT_ID = '7a0e5c11-61aa-4b0e-9c01-00000000e061';

/**
 * The demo report's code, fixed so docs/product.md's /verify-letter/{code} link works on every seed, in the
 * codes' alphabet (no 0, O, 1 or I: "DEMQ" as the other demo codes, not "DEMO", which no typed code can be).
 */
const DEMO_LEGAL_AID_REPORT_CODE = 'LA-DEMQ-ULAS-2K26';

/** The ledger: days before the seed's day in Manila, what was given, minutes, initials, area. */
const LINES: { daysAgo: number; kind: LegalAidServiceKind; minutes: number; initials: string; area: string }[] = [
  { daysAgo: 74, kind: 'CONSULTATION', minutes: 30, initials: 'L.B.', area: 'civil' },
  { daysAgo: 52, kind: 'WRITTEN_ANSWER', minutes: 90, initials: 'R.S.', area: 'labor' },
  { daysAgo: 33, kind: 'DRAFTING', minutes: 60, initials: 'L.B.', area: 'civil' },
  { daysAgo: 12, kind: 'CONSULTATION', minutes: 25, initials: 'M.D.', area: 'land-issues' },
];

/**
 * Issue 61's demo: the demo lawyer's legal-aid hours in today's ULAS compliance period — two free
 * consultations (30 and 25 minutes), a written answer (90) and a drafting (60), 3 h 25 min in all, on days
 * of the last months — and the report they downloaded two days ago (code LA-DEMQ-ULAS-2K26, verifiable on
 * /verify-letter). Days are counted back from the seed's day in Manila (the same seed on the same day
 * writes the same rows), never before the period's first day. No legal-aid request behind them: the
 * ledger keeps only initials, as it does after a beneficiary's erasure.
 */
export async function seedLegalAidHours(db: Db, { lawyerId }: { lawyerId: string }, now = new Date()): Promise<void> {
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
    beneficiaryInitials: l.initials,
    area: l.area,
    createdAt: new Date(`${dayOf(l.daysAgo)}T08:00:00Z`),
  }));
  await db.insert(t.legalAidServices).values(lines);
  const issued = addDays(today, -2);
  await db.insert(t.legalAidReports).values({
    id: REPORT_ID,
    lawyerId,
    periodStart: period.start,
    periodEnd: period.end,
    verificationCode: DEMO_LEGAL_AID_REPORT_CODE,
    totalMinutes: lines.reduce((sum, l) => sum + l.minutes, 0),
    lines: lines.length,
    // 10:00 in Manila.
    createdAt: new Date(`${dateKey(issued)}T02:00:00Z`),
  });
}
