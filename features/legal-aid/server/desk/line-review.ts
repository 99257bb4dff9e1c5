import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { LegalAidLineDecisionDto } from '@/features/legal-aid/dto/legal-aid';
import type { LegalAidLineMeasure, LegalAidLineReview, LegalAidServiceKind } from '@/features/legal-aid/rules/legal-aid';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError } from '@/lib/server/platform/http/errors';
import type { LineDecisionInput } from '@/features/legal-aid/validation/legal-aid-hours';
import { isUuid } from '@/lib/validation/ids';

// Issue 73 item 2, "pro-bono hours anyone can make": the admin's desk checks the hours ledger. The lawyer who earns
// a line is the one who assessed the person's declaration (the ULAS Manual has the lawyer assess), so a lawyer with
// sock-puppet clients could qualify them and answer them; no line therefore counts on that lawyer's word. Each line
// waits (PENDING) for an admin of the desk — never the line's own lawyer nor the person helped — to approve it before
// it counts in the lawyer's totals, their report and its public verify page; a rejected line never counts. The desk
// samples: a share of lines (LEGAL_AID_DESK_SAMPLE_SHARE) is drawn when written and listed first for a close check —
// the client's account, the declaration on the request, the call or the answer — the rest on a lighter look. The
// simplest design that keeps the lawyer out of their own credit: one state per line, final once decided (a report
// that counted a line stays true to its code).

/** How many waiting lines the desk lists at once, and how many decided ones below them. */
const PENDING_SHOWN = 100;
const DECIDED_SHOWN = 20;

export type DeskLine = {
  id: string;
  lawyerName: string;
  serviceDate: string;
  kind: LegalAidServiceKind;
  measure: LegalAidLineMeasure;
  minutes: number;
  initials: string;
  area: string;
  sampled: boolean;
  review: LegalAidLineReview;
  note: string | null;
  /** When the person helped opened their account (null: no request behind the line any more). A new account is a sign. */
  clientSince: Date | null;
  /** How many lines of this lawyer and this person the ledger holds (a sock puppet is helped again and again). */
  sameClientLines: number;
  createdAt: Date;
  reviewedAt: Date | null;
};

type LineRow = {
  id: string;
  lawyer_name: string;
  service_date: string;
  kind: LegalAidServiceKind;
  measure: LegalAidLineMeasure;
  minutes: number;
  beneficiary_initials: string;
  area: string;
  sampled: boolean;
  review: LegalAidLineReview;
  review_note: string | null;
  client_since: string | null;
  same_client_lines: number;
  created_at: string;
  reviewed_at: string | null;
};

const lines = (where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, limit: number) => sql`
  SELECT s.id, s.service_date::text AS service_date, s.kind, s.measure, s.minutes, s.beneficiary_initials, s.area,
         s.sampled, s.review, s.review_note, s.created_at, s.reviewed_at,
         coalesce(NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), ''), '—') AS lawyer_name,
         c.created_at AS client_since,
         (SELECT count(*) FROM legal_aid_services s2 JOIN legal_aid_requests r2 ON r2.id = s2.request_id
           WHERE s2.lawyer_id = s.lawyer_id AND r2.client_id = r.client_id)::int AS same_client_lines
    FROM legal_aid_services s
    JOIN users u ON u.id = s.lawyer_id
    LEFT JOIN legal_aid_requests r ON r.id = s.request_id
    LEFT JOIN users c ON c.id = r.client_id
   WHERE ${where}
   ORDER BY ${order}
   LIMIT ${limit}`;

const deskLine = (row: LineRow): DeskLine => ({
  id: row.id,
  lawyerName: row.lawyer_name,
  serviceDate: row.service_date,
  kind: row.kind,
  measure: row.measure,
  minutes: row.minutes,
  initials: row.beneficiary_initials,
  area: row.area,
  sampled: row.sampled,
  review: row.review,
  note: row.review_note,
  clientSince: row.client_since ? new Date(row.client_since) : null,
  sameClientLines: row.same_client_lines,
  createdAt: new Date(row.created_at),
  reviewedAt: row.reviewed_at ? new Date(row.reviewed_at) : null,
});

/** The desk's ledger lines: those waiting (the sampled first, then the oldest), and the latest decided. */
export async function deskLedgerLines(): Promise<{ pending: DeskLine[]; decided: DeskLine[] }> {
  const db = await getDb();
  const [pending, decided] = await Promise.all([
    queryRows<LineRow>(db, lines(sql`s.review = 'PENDING'`, sql`s.sampled DESC, s.created_at, s.id`, PENDING_SHOWN)),
    queryRows<LineRow>(db, lines(sql`s.review <> 'PENDING'`, sql`s.reviewed_at DESC, s.id`, DECIDED_SHOWN)),
  ]);
  return { pending: pending.map(deskLine), decided: decided.map(deskLine) };
}

const notFound = () => new AppError('NOT_FOUND', 'legalAidHours.lineNotFound', { key: 'LINE_NOT_FOUND' });

/**
 * PUT admin/legal-aid/services/{id}: an admin of the desk approves a waiting line (it counts from now on) or rejects
 * it with the reason the lawyer reads (it never counts), in one transaction with its audit entry. Never an admin
 * who is the line's lawyer or the person helped (403: another admin decides). A line already decided: 409.
 */
export async function decideLedgerLine(
  adminId: string,
  lineId: string,
  input: LineDecisionInput,
  now = new Date(),
): Promise<LegalAidLineDecisionDto> {
  if (!isUuid(lineId)) throw notFound();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const s = t.legalAidServices;
    const [line] = await tx
      .select({ id: s.id, lawyerId: s.lawyerId, review: s.review, clientId: t.legalAidRequests.clientId })
      .from(s)
      .leftJoin(t.legalAidRequests, eq(t.legalAidRequests.id, s.requestId))
      .where(eq(s.id, lineId))
      .for('update', { of: s });
    if (!line) throw notFound();
    if (line.lawyerId === adminId || line.clientId === adminId)
      throw new AppError('FORBIDDEN', 'legalAidHours.notYourLineToCheck', { key: 'NOT_YOUR_LINE_TO_CHECK' });
    if (line.review !== 'PENDING') throw new AppError('CONFLICT', 'legalAidHours.lineDecided', { key: 'LINE_DECIDED' });
    const review = input.decision === 'approve' ? 'APPROVED' : 'REJECTED';
    const note = input.note?.trim() || null;
    await tx.update(s).set({ review, reviewedBy: adminId, reviewedAt: now, reviewNote: note }).where(eq(s.id, lineId));
    await writeAuditLog(
      {
        actorId: adminId,
        action: `legal-aid-line.${input.decision}`,
        targetType: 'legal_aid_service',
        targetId: lineId,
        reason: note ?? undefined,
        metadata: { lawyer_id: line.lawyerId },
      },
      tx,
    );
    return { _id: lineId, review, reviewed_at: now.toISOString() };
  });
}
