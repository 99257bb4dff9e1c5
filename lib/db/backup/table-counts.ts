import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';

/** Rows per table, keyed `schema.table`, over the app's schemas (public, and drizzle's bookkeeping). */
export type TableCounts = Record<string, number>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function countTableRows(db: Db): Promise<TableCounts> {
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`SELECT schemaname AS schema, tablename AS name FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1, 2`,
  );
  if (tables.length === 0) return {};
  const union = tables
    .map((t) => `SELECT '${t.schema}.${t.name.replaceAll("'", "''")}' AS name, count(*)::int AS n FROM ${quote(t.schema)}.${quote(t.name)}`)
    .join(' UNION ALL ');
  const rows = await queryRows<{ name: string; n: number }>(db, sql.raw(union));
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

/**
 * Tables whose rows a migration writes, not the app: the search's one-row version counter (migration
 * 0032). A freshly migrated database holds it and is still empty.
 */
const MIGRATION_ROWS = new Set(['public.lawyer_search_version']);

/** The app's own rows: a freshly migrated database has none (only drizzle's list of migrations). */
export function countDataRows(counts: TableCounts): number {
  return Object.entries(counts).reduce((sum, [name, n]) => (name.startsWith('public.') && !MIGRATION_ROWS.has(name) ? sum + n : sum), 0);
}

export function sameCounts(a: TableCounts, b: TableCounts): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}
