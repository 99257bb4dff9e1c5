import 'server-only';
import { and, count, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { MATTER_LIMITS, type MatterRole } from '@/features/matters/rules/matters';
import { isUuid } from '@/lib/validation/ids';

export type MatterRow = typeof t.matters.$inferSelect;
export type PartyMatter = MatterRow & { role: MatterRole };

const matterNotFound = () => new AppError('NOT_FOUND', 'matters.notFound', { key: 'MATTER_NOT_FOUND' });

/**
 * The matter if this user is its lawyer or its client (issue 64: nobody else sees it, admins neither). Anyone
 * else gets the same 404 as for an id that does not exist, so ids reveal nothing. `forUpdate` locks the row
 * for the caller's transaction (a write that must see the matter open).
 */
export async function findPartyMatterOrThrow(
  userId: string,
  matterId: string,
  db?: Db,
  options: { forUpdate?: boolean } = {},
): Promise<PartyMatter> {
  if (!isUuid(matterId)) throw matterNotFound();
  const conn = db ?? (await getDb());
  const query = conn
    .select()
    .from(t.matters)
    .where(and(eq(t.matters.id, matterId), or(eq(t.matters.lawyerId, userId), eq(t.matters.customerId, userId))))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw matterNotFound();
  return { ...row, role: row.lawyerId === userId ? 'LAWYER' : 'CUSTOMER' };
}

/** A write on a closed matter: 409 (it stays readable to both, never written again). */
export function assertMatterOpen(matter: Pick<MatterRow, 'closedAt'>): void {
  if (matter.closedAt) throw new AppError('CONFLICT', 'matters.closed', { key: 'MATTER_CLOSED' });
}

/** What only the matter's lawyer may do, asked by its client: 403 (anyone else already had the 404). */
export function assertMatterLawyer(matter: PartyMatter): void {
  if (matter.role !== 'LAWYER') throw new AppError('FORBIDDEN', 'matters.lawyerOnly', { key: 'MATTER_LAWYER_ONLY' });
}

/**
 * The matter's file budget (MATTER_LIMITS.filesPerMatter, both parties' files and the lawyer's notices
 * together), counted inside the caller's transaction under the matter's lock so two uploads cannot both take
 * the last place.
 */
export async function assertFileRoom(tx: Db, matterId: string): Promise<void> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(t.matterEntries)
    .where(and(eq(t.matterEntries.matterId, matterId), isNotNull(t.matterEntries.fileId)));
  if (Number(n) >= MATTER_LIMITS.filesPerMatter)
    throw new AppError('BAD_REQUEST', 'matters.tooManyFiles', { key: 'TOO_MANY_FILES', params: { max: MATTER_LIMITS.filesPerMatter } });
}
