import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/client';
import { selectRows } from './select-rows';
import { allWhere, phaseWhere, type ResolvedFilters } from './search-sql';

/**
 * How many listed lawyers match the filters — exact, never stale. Counting thousands of matches
 * costs far more than reading one page (a GIN bitmap visits every matching row's heap page: 10–50 ms
 * at 100,000 lawyers), so each count is kept with the lawyer_search_version it was counted at
 * (migration 0032: the version moves in the same transaction as every change to lawyer_search that
 * can change a count). A kept count is served only while the version is still the same, so it is
 * the count a fresh COUNT would give; the check is one tiny row read. Per database handle (tests
 * with their own database never share counts); every instance keeps its own copy, all checked
 * against the one version.
 */
const MAX_ENTRIES = 2_000;
type Entry = { version: string; n: number | Promise<{ n: number; version: string }> };
const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * `known.version`: the version a page query of the same request already read (search-lawyers.ts),
 * which spares the check its round trip.
 */
export function countLawyers(filters: ResolvedFilters, known: { version?: string } = {}): Promise<number> {
  return countCached(filters, JSON.stringify(filters), sql`${allWhere(filters, false)}`, known.version);
}

/** Lawyers who list the chosen legal problem (the 'e' phase): where a shared link's page starts in the other phase. */
export function countExactMatches(filters: ResolvedFilters): Promise<number> {
  return countCached(filters, `e:${JSON.stringify(filters)}`, phaseWhere(filters, 'e', false));
}

/**
 * A search for written answers reads lawyer_profiles.question_price_centavos, which the version does not
 * follow (a price set moves no lawyer_search row): its count is counted afresh, never kept (issue 60). So is a search
 * for a fixed-price service: lawyer_service_offers moves no version either (issue 62). And a search for evenings or
 * weekends (issue 63): it reads the zones' offsets now, which a change to daylight saving time moves with no version.
 */
function countCached(filters: ResolvedFilters, key: string, where: SQL, known?: string): Promise<number> {
  return filters.written || filters.service || filters.hours ? countNow(where).then((row) => row.n) : countKept(key, where, known);
}

async function countKept(key: string, where: SQL, known?: string): Promise<number> {
  const db = await getDb();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const version =
    known ?? (await selectRows<{ version: string }>(sql`SELECT version::text AS version FROM lawyer_search_version`))[0].version;
  const hit = cache.get(key);
  if (hit && hit.version === version) {
    if (typeof hit.n === 'number') return hit.n;
    // Concurrent first requests for the same filters and version share one count; it was counted
    // at this version or a later one, never an earlier.
    return (await hit.n).n;
  }
  const pending = countNow(where);
  const entry: Entry = { version, n: pending };
  if (!hit && cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, entry);
  try {
    const counted = await pending;
    // Keep it under the version it was counted at (read in the same statement, so the same snapshot).
    if (cache.get(key) === entry) cache.set(key, { version: counted.version, n: counted.n });
    return counted.n;
  } catch (error) {
    if (cache.get(key) === entry) cache.delete(key);
    throw error;
  }
}

async function countNow(where: SQL): Promise<{ n: number; version: string }> {
  const [row] = await selectRows<{ n: number; version: string }>(
    sql`SELECT count(*)::int AS n, (SELECT version::text FROM lawyer_search_version) AS version FROM lawyer_search s WHERE ${where}`,
  );
  return row;
}
