import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { queryRows } from '@/lib/db/client';
import { LEGAL_AID_PERSON_LIMITS, OPEN_LEGAL_AID_STATUSES } from '@/lib/rules/legal-aid';
import { AppError } from '@/lib/server/http/errors';

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
