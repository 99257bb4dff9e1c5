import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import type { AreaValue } from '@/lib/reference/areas';
import type { LegalAidRequestKind, LegalAidRequestStatus } from '@/features/legal-aid/rules/legal-aid';

/** An open request is "stale" on the desk once nobody assessed or took it in this many hours (issue 61 item 5). */
export const DESK_STALE_HOURS = 48;
const DECLINED_SHOWN = 20;
const MONTHS_SHOWN = 12;

type DeskRequest = {
  id: string;
  kind: LegalAidRequestKind;
  status: LegalAidRequestStatus;
  area: AreaValue | null;
  lawyerName: string | null;
  createdAt: Date;
  ageHours: number;
  stale: boolean;
};
type DeskDeclined = { id: string; area: AreaValue | null; reason: string | null; lawyerName: string | null; assessedAt: Date };
type DeskMonth = { month: string; services: number; minutes: number; lawyers: number };

export type LegalAidDesk = {
  open: DeskRequest[];
  openByArea: { area: AreaValue | null; count: number }[];
  stale: number;
  declined: DeskDeclined[];
  months: DeskMonth[];
  offers: { lawyers: number; weeklySlots: number; writtenPerMonth: number };
};

const areaOf = (problem: number): AreaValue | null => findLegalProblem(problem)?.value[0] ?? null;

/**
 * The admin's legal-aid desk (issue 61 item 5): the open requests oldest first with their age and area, those
 * nobody assessed or took in 48 hours, the declarations declined lately, the hours given per month (Manila; every
 * line but those the desk rejected), and what lawyers offer. Counts and areas only beside the lawyer's name: no
 * declaration and no client is shown here (an admin reads a declaration from the request itself).
 */
export async function legalAidDesk(now = new Date()): Promise<LegalAidDesk> {
  const db = await getDb();
  const [open, declined, months, offers] = await Promise.all([
    queryRows<{
      id: string;
      kind: LegalAidRequestKind;
      status: LegalAidRequestStatus;
      problem: number;
      lawyer_name: string | null;
      created_at: string;
    }>(
      db,
      sql`SELECT r.id, r.kind, r.status, r.problem, r.created_at,
                 NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS lawyer_name
            FROM legal_aid_requests r
            LEFT JOIN users u ON u.id = r.lawyer_id
           WHERE r.status IN ('AWAITING_ASSESSMENT', 'QUALIFIED')
           ORDER BY r.created_at, r.id`,
    ),
    queryRows<{ id: string; problem: number; decline_reason: string | null; lawyer_name: string | null; assessed_at: string }>(
      db,
      sql`SELECT r.id, r.problem, r.decline_reason, r.assessed_at,
                 NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS lawyer_name
            FROM legal_aid_requests r
            LEFT JOIN users u ON u.id = r.lawyer_id
           WHERE r.status = 'DECLINED' AND r.assessed_at IS NOT NULL
           ORDER BY r.assessed_at DESC, r.id
           LIMIT ${DECLINED_SHOWN}`,
    ),
    queryRows<{ month: string; services: number; minutes: number; lawyers: number }>(
      db,
      sql`SELECT to_char(date_trunc('month', service_date), 'YYYY-MM') AS month,
                 count(*)::int AS services, sum(minutes)::int AS minutes, count(DISTINCT lawyer_id)::int AS lawyers
            FROM legal_aid_services
           WHERE review <> 'REJECTED' AND service_date >= (date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE ${DEFAULT_TIME_ZONE})
                                  - make_interval(months => ${MONTHS_SHOWN - 1}))::date
           GROUP BY 1
           ORDER BY 1 DESC`,
    ),
    queryRows<{ lawyers: number; weekly_slots: number; written_per_month: number }>(
      db,
      sql`SELECT count(*)::int AS lawyers,
                 coalesce(sum((SELECT count(*) FROM legal_aid_slots s WHERE s.lawyer_id = o.lawyer_id)), 0)::int AS weekly_slots,
                 coalesce(sum(o.written_per_month), 0)::int AS written_per_month
            FROM legal_aid_offers o
           WHERE o.enabled`,
    ),
  ]);
  const openRows: DeskRequest[] = open.map((row) => {
    const createdAt = new Date(row.created_at);
    const ageHours = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 3_600_000));
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      area: areaOf(row.problem),
      lawyerName: row.lawyer_name,
      createdAt,
      ageHours,
      // Nobody took it, or its lawyer has not assessed it, in 48 hours.
      stale: row.status === 'AWAITING_ASSESSMENT' && ageHours >= DESK_STALE_HOURS,
    };
  });
  const byArea = new Map<AreaValue | null, number>();
  for (const row of openRows) byArea.set(row.area, (byArea.get(row.area) ?? 0) + 1);
  return {
    open: openRows,
    openByArea: [...byArea.entries()].map(([area, count]) => ({ area, count })).sort((a, b) => b.count - a.count),
    stale: openRows.filter((row) => row.stale).length,
    declined: declined.map((row) => ({
      id: row.id,
      area: areaOf(row.problem),
      reason: row.decline_reason,
      lawyerName: row.lawyer_name,
      assessedAt: new Date(row.assessed_at),
    })),
    months,
    offers: {
      lawyers: offers[0]?.lawyers ?? 0,
      weeklySlots: offers[0]?.weekly_slots ?? 0,
      writtenPerMonth: offers[0]?.written_per_month ?? 0,
    },
  };
}
