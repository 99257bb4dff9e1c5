import 'server-only';
import { and, asc, between, eq, ne, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { LegalAidHoursDto } from '@/features/legal-aid/dto/legal-aid';
import { ULAS_REQUIRED_MINUTES, ulasPeriodOf } from '@/features/legal-aid/rules/legal-aid';
import { manilaToday } from '@/lib/format/civil-date';

export type LegalAidPeriod = { start: string; end: string };

/** The compliance period holding `periodStart` (any of its days), or today's. */
export const periodFor = (periodStart: string | undefined, now = new Date()): LegalAidPeriod =>
  ulasPeriodOf(periodStart ?? manilaToday(now));

/**
 * One period's ledger lines of one lawyer, oldest first, with how each was measured and the desk's review;
 * `approvedOnly`: only the lines the desk approved (the report's: issue 73 item 2).
 */
export async function periodServices(
  lawyerId: string,
  period: LegalAidPeriod,
  { approvedOnly = false } = {},
): Promise<LegalAidHoursDto['services']> {
  const s = t.legalAidServices;
  const rows = await (
    await getDb()
  )
    .select({
      id: s.id,
      serviceDate: s.serviceDate,
      kind: s.kind,
      minutes: s.minutes,
      measure: s.measure,
      review: s.review,
      reviewNote: s.reviewNote,
      initials: s.beneficiaryInitials,
      area: s.area,
    })
    .from(s)
    .where(
      and(eq(s.lawyerId, lawyerId), between(s.serviceDate, period.start, period.end), approvedOnly ? eq(s.review, 'APPROVED') : undefined),
    )
    .orderBy(asc(s.serviceDate), asc(s.createdAt), asc(s.id));
  return rows.map((r) => ({
    _id: r.id,
    service_date: r.serviceDate,
    kind: r.kind,
    minutes: r.minutes,
    measure: r.measure,
    review: r.review,
    review_note: r.review === 'REJECTED' ? r.reviewNote : null,
    beneficiary_initials: r.initials,
    area: r.area,
  }));
}

/** The minutes of the lines in one review state. */
const minutesIn = (lines: LegalAidHoursDto['services'], review: 'APPROVED' | 'PENDING') =>
  lines.reduce((sum, l) => sum + (l.review === review ? l.minutes : 0), 0);

/**
 * GET lawyers/profile/legal-aid/hours: the lawyer's own ledger for one ULAS compliance period (the one
 * holding `periodStart`, or today's in Manila) — every line with how it was measured and the desk's word, the
 * approved total against the 60 hours and what still waits for the desk — and every period that has lines not
 * rejected, newest first, with its approved total (the report's choices).
 */
export async function legalAidHours(lawyerId: string, periodStart?: string, now = new Date()): Promise<LegalAidHoursDto> {
  const period = periodFor(periodStart, now);
  const s = t.legalAidServices;
  const [services, days] = await Promise.all([
    periodServices(lawyerId, period),
    (await getDb())
      .select({ day: s.serviceDate, minutes: sql<number>`coalesce(sum(${s.minutes}) FILTER (WHERE ${s.review} = 'APPROVED'), 0)::int` })
      .from(s)
      .where(and(eq(s.lawyerId, lawyerId), ne(s.review, 'REJECTED')))
      .groupBy(s.serviceDate),
  ]);
  const periods = new Map<string, LegalAidHoursDto['periods'][number]>();
  for (const { day, minutes } of days) {
    const p = ulasPeriodOf(day);
    const entry = periods.get(p.start) ?? { ...p, total_minutes: 0 };
    entry.total_minutes += Number(minutes);
    periods.set(p.start, entry);
  }
  return {
    period,
    required_minutes: ULAS_REQUIRED_MINUTES,
    total_minutes: minutesIn(services, 'APPROVED'),
    pending_minutes: minutesIn(services, 'PENDING'),
    services,
    periods: [...periods.values()].sort((a, b) => b.start.localeCompare(a.start)),
  };
}
