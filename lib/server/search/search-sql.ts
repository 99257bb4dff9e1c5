import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { AreaValue } from '@/lib/reference/areas';
import type { SearchCursor, SearchPhase } from './cursor';
import type { CallType, SearchSortField } from './types';

/** Filters after validation and reference look-ups. */
export type ResolvedFilters = {
  area?: AreaValue;
  legalProblem?: number;
  region?: string;
  languages?: string[];
  priceMin?: number;
  priceMax?: number;
  callType?: CallType;
};

export type ResolvedSort = { field: SearchSortField; direction: 1 | -1 };

const textArray = (items: string[]) => sql`ARRAY[${sql.join(items.map((i) => sql`${i}`), sql`, `)}]::text[]`;

// Every query here reads lawyer_search `s` (lib/db/schema/search.ts): it holds listed lawyers only
// (public, complete, IBP-verified, not disabled), so the listing rule needs no condition of its own.

/** Filters shared by every phase (everything but area and legal problem). */
function commonFilters(f: ResolvedFilters): SQL[] {
  const parts: SQL[] = [sql`true`];
  if (f.region) parts.push(sql`s.region = ${f.region}`);
  if (f.languages?.length) parts.push(sql`s.languages && ${textArray(f.languages)}`);
  if (f.priceMin !== undefined) parts.push(sql`s.price_30 >= ${f.priceMin}`);
  if (f.priceMax !== undefined) parts.push(sql`s.price_30 <= ${f.priceMax}`);
  // Video calls run on the platform for everyone; a phone call needs a number to ring.
  if (f.callType === 'phone') parts.push(sql`s.has_phone`);
  return parts;
}

export const listsProblem = (problem: number) => sql`s.legal_problems @> ARRAY[${problem}::int]`;
const lists = listsProblem;
const inArea = (area: AreaValue) => sql`s.areas @> ARRAY[${area}::text]`;

/** The WHERE clause of one phase: e = lists the problem, r = rest of the area, a = plain filters. */
export function phaseWhere(f: ResolvedFilters, phase: SearchPhase): SQL {
  const parts = commonFilters(f);
  if (phase === 'e') parts.push(lists(f.legalProblem!));
  if (phase === 'r') {
    if (f.area) parts.push(inArea(f.area));
    parts.push(sql`NOT ${lists(f.legalProblem!)}`);
  }
  if (phase === 'a' && f.area) parts.push(inArea(f.area));
  return sql.join(parts, sql` AND `);
}

/** Every lawyer the search matches, in any phase (for the count and the no-cursor fallback). */
export function allWhere(f: ResolvedFilters): SQL {
  const parts = commonFilters(f);
  if (f.legalProblem !== undefined) {
    parts.push(f.area ? sql`(${lists(f.legalProblem)} OR ${inArea(f.area)})` : lists(f.legalProblem));
  } else if (f.area) {
    parts.push(inArea(f.area));
  }
  return sql.join(parts, sql` AND `);
}

type SortShape = { key: SQL; id: SQL; keyDir: 'ASC' | 'DESC'; idDir: 'ASC' | 'DESC'; nulls: 'FIRST' | 'LAST'; cast: string };

/**
 * Each order walks a lawyer_search index forwards or backwards — (rating_avg DESC NULLS LAST,
 * lawyer_id), (bar_year, lawyer_id), (price_30, lawyer_id) — with its NULLS placement spelled out,
 * or the planner would not recognise the index and sort every match instead.
 */
function shape({ field, direction }: ResolvedSort): SortShape {
  const id = sql`s.lawyer_id`;
  if (field === 'rating') {
    return direction === -1
      ? { key: sql`s.rating_avg`, id, keyDir: 'DESC', idDir: 'ASC', nulls: 'LAST', cast: 'numeric' }
      : { key: sql`s.rating_avg`, id, keyDir: 'ASC', idDir: 'DESC', nulls: 'FIRST', cast: 'numeric' };
  }
  if (field === 'bar_year') {
    return direction === 1
      ? { key: sql`s.bar_year`, id, keyDir: 'ASC', idDir: 'ASC', nulls: 'LAST', cast: 'smallint' }
      : { key: sql`s.bar_year`, id, keyDir: 'DESC', idDir: 'DESC', nulls: 'FIRST', cast: 'smallint' };
  }
  return direction === 1
    ? { key: sql`s.price_30`, id, keyDir: 'ASC', idDir: 'ASC', nulls: 'LAST', cast: 'int' }
    : { key: sql`s.price_30`, id, keyDir: 'DESC', idDir: 'DESC', nulls: 'FIRST', cast: 'int' };
}

/**
 * Sort key, ORDER BY (inside the page query, and again over its projected `sk`/`id` columns) and the
 * keyset condition "after this cursor", so a page after a cursor starts where the last one ended
 * instead of re-reading everything before it.
 */
export function sortSpec(sort: ResolvedSort): { key: SQL; orderBy: SQL; outerOrderBy: (alias: string) => SQL; after: (c: SearchCursor) => SQL } {
  const s = shape(sort);
  const order = (key: SQL, id: SQL) => sql`${key} ${sql.raw(s.keyDir)} NULLS ${sql.raw(s.nulls)}, ${id} ${sql.raw(s.idDir)}`;
  const k = (c: SearchCursor) => sql`${c.k}::${sql.raw(s.cast)}`;
  const keyOp = s.keyDir === 'ASC' ? '>' : '<';
  const idOp = s.idDir === 'ASC' ? '>' : '<';
  return {
    key: s.key,
    orderBy: order(s.key, s.id),
    outerOrderBy: (alias) => order(sql.raw(`${alias}.sk`), sql.raw(`${alias}.id`)),
    after: (c) =>
      s.keyDir === s.idDir
        ? // Same direction on both columns: a row comparison the index can start from directly.
          sql`(${s.key}, ${s.id}) ${sql.raw(keyOp)} (${k(c)}, ${c.i}::uuid)`
        : // Mixed directions (rating): the redundant bound gives the index scan its start; the OR settles ties.
          sql`${s.key} ${sql.raw(keyOp)}= ${k(c)} AND (${s.key} ${sql.raw(keyOp)} ${k(c)} OR ${s.id} ${sql.raw(idOp)} ${c.i}::uuid)`,
  };
}

