import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows, type Db } from '@/lib/db/client';
import { allWhere, type ResolvedFilters } from './search-sql';

/**
 * How many listed lawyers match the filters. Counting thousands of matches costs far more than
 * reading one page, and the figure only labels the list, so it is kept for a short while per
 * filter set (per database handle, so tests with their own database never share counts). Every
 * instance keeps its own copy; at worst a total lags a change by COUNT_TTL_MS.
 */
const COUNT_TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;
const caches = new WeakMap<Db, Map<string, { n: number; at: number } | Promise<number>>>();

export async function countLawyers(filters: ResolvedFilters, options: { now?: number } = {}): Promise<number> {
  const db = await getDb();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = JSON.stringify(filters);
  const now = options.now ?? Date.now();
  const hit = cache.get(key);
  if (hit instanceof Promise) return hit;
  if (hit && now - hit.at < COUNT_TTL_MS) return hit.n;
  // Concurrent first requests for the same filters share one count.
  const pending = countNow(db, filters);
  cache.set(key, pending);
  try {
    const n = await pending;
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { n, at: now });
    return n;
  } catch (error) {
    cache.delete(key);
    throw error;
  }
}

async function countNow(db: Db, filters: ResolvedFilters): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM lawyer_search s WHERE ${allWhere(filters, false)}`);
  return row.n;
}

/** Tests that change listings between searches and assert on the total. */
export function clearCountCache(db: Db): void {
  caches.delete(db);
}
