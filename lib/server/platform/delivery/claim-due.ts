import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';

export type ClaimDue = {
  /** The table's SQL name. */
  table: string;
  /** Its key column; default `id`. */
  key?: string;
  /** Which rows are due: the inner SELECT's condition (the table's columns unqualified). */
  due: SQL;
  /** Only these ids (a kick right after a commit); an empty list claims nothing. */
  ids?: readonly string[];
  orderBy: SQL;
  limit: number;
  /** What takes a row: the lease moved ahead, a stamp, a status (the UPDATE's SET). */
  set: SQL;
  /** Asked again of each locked row (the UPDATE's own condition): a row claimed meanwhile by a lease is left. */
  recheck?: SQL;
  /** The UPDATE's RETURNING (its columns, aliased as the caller reads them). */
  returning: SQL;
  /** The claimed rows (the CTE `claimed`) read with what they need from other tables; default: as returned. */
  read?: SQL;
};

/**
 * Issue 74 item 2: the one claim of due rows every background pass makes — a row at most one process works on, in
 * one statement: the due rows are locked with FOR UPDATE SKIP LOCKED (two instances skip each other's), taken by
 * the SET (a lease ahead, so one whose worker died is due again after it; or a stamp), and returned. It commits
 * before any network call: the work runs after, outside any transaction.
 */
export function claimDue<R>(db: Db, o: ClaimDue): Promise<R[]> {
  if (o.ids?.length === 0) return Promise.resolve([]);
  const table = sql.identifier(o.table);
  const key = sql.identifier(o.key ?? 'id');
  const only = o.ids
    ? sql` AND ${key} IN (${sql.join(
        o.ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const update = sql`UPDATE ${table} SET ${o.set}
    WHERE ${key} IN (SELECT ${key} FROM ${table} WHERE (${o.due})${only} ORDER BY ${o.orderBy} LIMIT ${o.limit} FOR UPDATE SKIP LOCKED)
    ${o.recheck ? sql`AND (${o.recheck})` : sql``}
    RETURNING ${o.returning}`;
  return queryRows<R>(db, o.read ? sql`WITH claimed AS (${update}) ${o.read}` : update);
}
