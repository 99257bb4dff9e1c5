import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { queryRows } from '@/lib/db/client';
import { LEGAL_AID_PERSON_LIMITS, OPEN_LEGAL_AID_STATUSES, type LegalAidRequestKind } from '@/features/legal-aid/rules/legal-aid';
import { AppError } from '@/lib/server/platform/http/errors';

/** The first instant of the Manila calendar month or quarter holding `now` (the per-quarter and per-month counts). */
export function manilaPeriodStartSql(unit: 'month' | 'quarter', now: Date) {
  return sql`(date_trunc(${unit}, ${now.toISOString()}::timestamptz AT TIME ZONE ${DEFAULT_TIME_ZONE}) AT TIME ZONE ${DEFAULT_TIME_ZONE})`;
}

/**
 * The person's room for one more legal-aid matter — a free consultation (book.ts) or a free written question
 * (written.ts), by the same limits: a declaration, fewer than `open` open ones and `perQuarter` this quarter. */
export async function assertLegalAidRoom(tx: Db, clientId: string, now: Date, asking: 'consultation' | 'question'): Promise<void> {
  const [declaration] = await tx
    .select({ id: t.legalAidDeclarations.id })
    .from(t.legalAidDeclarations)
    .where(eq(t.legalAidDeclarations.userId, clientId));
  if (!declaration)
    throw new AppError('CONFLICT', asking === 'consultation' ? 'legalAid.declarationFirst' : 'legalAid.declarationFirstQuestion', {
      key: 'DECLARATION_REQUIRED',
    });
  const [{ open }] = await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(t.legalAidRequests)
    .where(and(eq(t.legalAidRequests.clientId, clientId), inArray(t.legalAidRequests.status, [...OPEN_LEGAL_AID_STATUSES])));
  if (open >= LEGAL_AID_PERSON_LIMITS.open)
    throw new AppError('TOO_MANY_REQUESTS', 'legalAid.openLimit', {
      key: 'LEGAL_AID_OPEN_LIMIT',
      params: { limit: LEGAL_AID_PERSON_LIMITS.open },
    });
  if (asking === 'consultation') await assertNoOpenFreeConsultation(tx, clientId);
  const [{ quarter }] = await queryRows<{ quarter: number }>(
    tx,
    sql`SELECT count(*)::int AS quarter FROM legal_aid_requests WHERE client_id = ${clientId}::uuid AND created_at >= ${manilaPeriodStartSql('quarter', now)}`,
  );
  if (Number(quarter) >= LEGAL_AID_PERSON_LIMITS.perQuarter)
    throw new AppError('TOO_MANY_REQUESTS', 'legalAid.quarterLimit', {
      key: 'LEGAL_AID_QUARTER_LIMIT',
      params: { limit: LEGAL_AID_PERSON_LIMITS.perQuarter },
    });
}

/**
 * One open free consultation per person (issue 73 item 3: one fresh account booked both of a lawyer's free times
 * for the next 14 days): per account, and per verified mobile number — the accounts that verified the person's
 * number count as the person. Inside the booking's transaction the person (and their number) is locked first, so
 * two bookings at once cannot both see none open. A written question is not held time: it keeps the `open` room.
 */
async function assertNoOpenFreeConsultation(tx: Db, clientId: string): Promise<void> {
  const [person] = await queryRows<{ phone: string | null }>(
    tx,
    sql`SELECT phone_e164 AS phone FROM users WHERE id = ${clientId}::uuid AND phone_verified_at IS NOT NULL`,
  );
  const phone = person?.phone ?? null;
  // In a transaction these hold to its end; outside one (the early look before the slot) they pass at once.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`legal-aid-person:${clientId}`}))`);
  if (phone) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`legal-aid-number:${phone}`}))`);
  // A legal-aid request's kind (a free consultation, not a written question), not a meeting's.
  const consultation: LegalAidRequestKind = 'CONSULTATION';
  const [{ open }] = await queryRows<{ open: number }>(
    tx,
    sql`SELECT count(*)::int AS open FROM legal_aid_requests r
         WHERE r.kind = ${consultation} AND r.status IN (${sql.join(
           OPEN_LEGAL_AID_STATUSES.map((s) => sql`${s}`),
           sql`, `,
         )})
           AND (r.client_id = ${clientId}::uuid
                OR (${phone}::text IS NOT NULL AND r.client_id IN (
                  SELECT id FROM users WHERE phone_e164 = ${phone}::text AND phone_verified_at IS NOT NULL)))`,
  );
  if (Number(open) > 0) throw new AppError('CONFLICT', 'legalAid.oneOpenConsultation', { key: 'LEGAL_AID_CONSULTATION_OPEN' });
}
