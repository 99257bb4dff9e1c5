import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { LegalAidStatedLine } from '@/features/legal-aid/rules/legal-aid';
import { reportingLawyer } from './lawyer-of-report';

/**
 * What anyone holding a legal-aid hours report's code may learn: whose report, which compliance period,
 * how many services and how many minutes it stated, when it was issued, and each line it stated — its day,
 * type, minutes and how they were measured (issue 73 item 2) — and whether the desk approved every line.
 * Never the beneficiaries (their initials and areas stay in the lawyer's own report).
 */
export type LegalAidReportVerification = {
  code: string;
  lawyer_name: string;
  roll_number: string | null;
  period_start: string;
  period_end: string;
  services: number;
  total_minutes: number;
  issued_at: string;
  lines: LegalAidStatedLine[];
  desk_checked: boolean;
};

/** The report an "LA-…" code names, or null. */
export async function verifyLegalAidReportCode(code: string): Promise<LegalAidReportVerification | null> {
  const r = t.legalAidReports;
  const [row] = await (await getDb()).select().from(r).where(eq(r.verificationCode, code)).limit(1);
  if (!row) return null;
  const lawyer = await reportingLawyer(row.lawyerId);
  return {
    code: row.verificationCode,
    lawyer_name: lawyer.name,
    roll_number: lawyer.roll,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    services: row.lines,
    total_minutes: row.totalMinutes,
    issued_at: row.createdAt.toISOString(),
    lines: row.statement.map(({ service_date, kind, measure, minutes }) => ({ service_date, kind, measure, minutes })),
    desk_checked: row.deskChecked,
  };
}
