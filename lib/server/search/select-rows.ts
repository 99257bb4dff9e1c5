import 'server-only';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { getDbHandle } from '@/lib/db';

type RawClient = { query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> };
const dialect = new PgDialect();

/**
 * queryRows for the search page query, straight to the driver (pg Pool or PGlite, both answer
 * `query(text, params)` with `{ rows }`). Why: drizzle's execute passes its own type parsers with
 * every query, and PGlite merges them into its table of several hundred parsers each time; that
 * copy cost 0.25 ms per query, more than running most page queries. The difference from
 * queryRows is the parsing of date/time columns (Date objects here, strings there), so this is
 * only for statements that select none (JSON values are parsed the same way by both).
 */
export async function selectRows<T>(query: SQL): Promise<T[]> {
  const { db } = await getDbHandle();
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: RawClient }).$client;
  return (await client.query(text, params)).rows as T[];
}
