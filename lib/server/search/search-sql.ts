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

/**
 * The listing rule (public, complete, IBP-verified) written exactly as the partial indexes'
 * predicate, so the planner can use lawyer_profiles_listed_rating_idx / _bar_idx.
 */
export const LISTED = sql`p.is_public AND p.is_complete AND p.ibp_verified`;

/** Filters shared by every phase (everything but area and legal problem). */
function commonFilters(f: ResolvedFilters): SQL[] {
  const parts: SQL[] = [LISTED];
  if (f.region) parts.push(sql`p.region = ${f.region}`);
  if (f.languages?.length) parts.push(sql`p.languages && ${textArray(f.languages)}`);
  if (f.priceMin !== undefined) parts.push(sql`s30.price_centavos >= ${f.priceMin}`);
  if (f.priceMax !== undefined) parts.push(sql`s30.price_centavos <= ${f.priceMax}`);
  // Video calls run on the platform for everyone; a phone call needs a number to ring.
  if (f.callType === 'phone') parts.push(sql`coalesce(p.phone, '') <> ''`);
  return parts;
}

const lists = (problem: number) => sql`p.legal_problems @> ARRAY[${problem}::int]`;
const inArea = (area: AreaValue) => sql`p.areas @> ARRAY[${area}::text]`;

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

/**
 * Sort key, order and keyset condition per sort. Each order matches an existing index walked
 * forwards or backwards (rating: (rating_avg DESC, user_id); bar: (bar_year, user_id); price:
 * (duration, price, lawyer_id)), so a page after a cursor starts where the last one ended instead
 * of re-reading everything before it.
 */
export function sortSpec(sort: ResolvedSort): { key: SQL; orderBy: SQL; after: (c: SearchCursor) => SQL } {
  const { field, direction } = sort;
  if (field === 'rating') {
    const key = sql`p.rating_avg`;
    return direction === -1
      ? {
          key,
          orderBy: sql`p.rating_avg DESC, p.user_id ASC`,
          // The redundant `<=` gives the index scan its start; the OR settles ties.
          after: (c) => sql`p.rating_avg <= ${c.k}::numeric AND (p.rating_avg < ${c.k}::numeric OR p.user_id > ${c.i}::uuid)`,
        }
      : {
          key,
          orderBy: sql`p.rating_avg ASC, p.user_id DESC`,
          after: (c) => sql`p.rating_avg >= ${c.k}::numeric AND (p.rating_avg > ${c.k}::numeric OR p.user_id < ${c.i}::uuid)`,
        };
  }
  if (field === 'bar_year') {
    const key = sql`p.bar_year`;
    return direction === 1
      ? { key, orderBy: sql`p.bar_year ASC, p.user_id ASC`, after: (c) => sql`(p.bar_year, p.user_id) > (${c.k}::smallint, ${c.i}::uuid)` }
      : { key, orderBy: sql`p.bar_year DESC, p.user_id DESC`, after: (c) => sql`(p.bar_year, p.user_id) < (${c.k}::smallint, ${c.i}::uuid)` };
  }
  const key = sql`s30.price_centavos`;
  return direction === 1
    ? {
        key,
        orderBy: sql`s30.price_centavos ASC, s30.lawyer_id ASC`,
        after: (c) => sql`(s30.price_centavos, s30.lawyer_id) > (${c.k}::int, ${c.i}::uuid)`,
      }
    : {
        key,
        orderBy: sql`s30.price_centavos DESC, s30.lawyer_id DESC`,
        after: (c) => sql`(s30.price_centavos, s30.lawyer_id) < (${c.k}::int, ${c.i}::uuid)`,
      };
}

/** Price filters and the price sort need the 30-minute row as an inner join (it drives the price index). */
export function needsPriceJoin(f: ResolvedFilters, sort: ResolvedSort): boolean {
  return sort.field === 'price' || f.priceMin !== undefined || f.priceMax !== undefined;
}

export function fromClause(innerPrice: boolean): SQL {
  return innerPrice
    ? sql`lawyer_profiles p JOIN lawyer_services s30 ON s30.lawyer_id = p.user_id AND s30.duration_minutes = 30`
    : sql`lawyer_profiles p LEFT JOIN lawyer_services s30 ON s30.lawyer_id = p.user_id AND s30.duration_minutes = 30`;
}
