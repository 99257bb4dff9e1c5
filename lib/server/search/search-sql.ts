import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { AreaValue } from '@/lib/reference/areas';
import type { ServiceType } from '@/features/services/reference/legal-services';
import { EVENING_FROM_HOUR, EVENING_UNTIL_HOUR, type SlotHours } from '@/lib/rules/slot-hours';
import type { SearchCursor, SearchPhase } from './cursor';
import type { CallType, SearchSortField } from '@/lib/dto/search';

/** Filters after validation and reference look-ups. */
export type ResolvedFilters = {
  area?: AreaValue;
  legalProblem?: number;
  region?: string;
  languages?: string[];
  priceMin?: number;
  priceMax?: number;
  callType?: CallType;
  /** Only lawyers who offer written questions (issue 60). */
  written?: true;
  /** Only lawyers who offer this fixed-price service (issue 62). */
  service?: ServiceType;
  /**
   * Only lawyers whose weekly hours hold a start on the viewer's evenings or weekend (issue 63), read
   * on the viewer's clock (`timeZone`): the cards' calendars keep only those slots
   * (lib/rules/slot-hours.ts), and a lawyer with none would show an empty card.
   */
  hours?: { kind: SlotHours; timeZone: string };
};

export type ResolvedSort = { field: SearchSortField; direction: 1 | -1 };

// Every query here reads lawyer_search `s` (lib/db/schema/search.ts): it holds listed lawyers only
// (public, complete, IBP-verified, not disabled), so the listing rule needs no condition of its own.
// Filters are tokens of s.facets ('r:<region>', 'a:<area>', 'l:<language>', 'p:<problem>', 'phone')
// so that any combination is one GIN index scan; prices use their btree; a region is sometimes a
// column condition instead (see conditions()).

const tokens = (items: string[]) =>
  sql`ARRAY[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;
const problemToken = (problem: number) => `p:${problem}`;
const areaToken = (area: AreaValue) => `a:${area}`;

/**
 * `s.facets @> [...]` for the tokens every match must have, plus the other shared conditions.
 * `walk`: the query reads its matches in a sort order, a page at a time (not a count).
 */
function conditions(f: ResolvedFilters, required: string[], walk: boolean, extra: SQL[] = []): SQL {
  const all = [...required];
  // A region is 1 lawyer in 18. When a page walks a sort index, the region is a column condition,
  // so the walk covers the region's slice of a (region, sort key) index instead of skipping the
  // other 17 regions row by row. Next to a legal problem (about 1 in 30), and for counts, it stays
  // a token: one GIN scan then finds the lawyers with all of them. (Both at once would make the
  // planner count the region twice.)
  const regionToken = f.region !== undefined && (!walk || required.some((t) => t.startsWith('p:')));
  if (regionToken) all.push(`r:${f.region}`);
  // Video calls run on the platform for everyone; a phone call needs a number to ring.
  if (f.callType === 'phone') all.push('phone');
  const parts: SQL[] = [];
  if (all.length) parts.push(sql`s.facets @> ${tokens(all)}`);
  if (f.languages?.length) parts.push(sql`s.facets && ${tokens(f.languages.map((l) => `l:${l}`))}`);
  if (f.region !== undefined && !regionToken) parts.push(sql`s.region = ${f.region}`);
  if (f.priceMin !== undefined) parts.push(sql`s.price_30 >= ${f.priceMin}`);
  if (f.priceMax !== undefined) parts.push(sql`s.price_30 <= ${f.priceMax}`);
  // Written questions (issue 60): the lawyer set a price for them (null: not offered, migration 0053).
  if (f.written)
    parts.push(sql`EXISTS (SELECT 1 FROM lawyer_profiles wq WHERE wq.user_id = s.lawyer_id AND wq.question_price_centavos IS NOT NULL)`);
  // A fixed-price service (issue 62): the lawyer offers it (the primary key (lawyer_id, service_type) answers it).
  if (f.service !== undefined)
    parts.push(sql`EXISTS (SELECT 1 FROM lawyer_service_offers so WHERE so.lawyer_id = s.lawyer_id AND so.service_type = ${f.service})`);
  if (f.hours) parts.push(hasHoursIn(f.hours.kind, f.hours.timeZone));
  parts.push(...extra);
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

const DAY = 1440;
/** The shortest consultation (30 min): the last start of a range is its end less this. */
const SHORTEST_MINUTES = 30;

/**
 * Whether a lawyer's weekly hours (s.weekly_hours: (weekday 0 = Sunday, start minute, end minute)
 * triples on the lawyer's clock) hold a start on the viewer's evenings (18:00–23:00) or weekend.
 * Each range's starts become minutes of the viewer's week — shifted by the two zones' offsets now,
 * not wrapped, so a range may run from -1 day to 8 days — and meet a window of the same week:
 * evenings are [k·day + 18:00, k·day + 23:00) for every day k; the weekend is Saturday 00:00 to
 * Sunday 24:00, seen in three weeks (before, this, after) so a shifted range finds it.
 */
function hasHoursIn(kind: SlotHours, timeZone: string): SQL {
  const offset = (zone: SQL) => sql`(EXTRACT(EPOCH FROM (now() AT TIME ZONE ${zone}) - (now() AT TIME ZONE 'UTC')) / 60)::int`;
  const windows =
    kind === 'evening'
      ? sql`SELECT k * ${DAY} + ${EVENING_FROM_HOUR * 60} AS lo, k * ${DAY} + ${EVENING_UNTIL_HOUR * 60 - 1} AS hi FROM generate_series(-2, 9) AS k`
      : sql`SELECT w * ${7 * DAY} + ${6 * DAY} AS lo, w * ${7 * DAY} + ${8 * DAY - 1} AS hi FROM generate_series(-2, 1) AS w`;
  return sql`EXISTS (
    SELECT 1
    FROM generate_series(1, coalesce(array_length(s.weekly_hours, 1), 0) / 3) AS i,
    LATERAL (SELECT ${offset(sql`${timeZone}`)} - ${offset(sql`s.timezone`)} AS shift) z,
    LATERAL (
      SELECT s.weekly_hours[3 * i - 2] * ${DAY} + s.weekly_hours[3 * i - 1] + z.shift AS first,
             s.weekly_hours[3 * i - 2] * ${DAY} + s.weekly_hours[3 * i] - ${SHORTEST_MINUTES} + z.shift AS last
    ) r,
    LATERAL (${windows}) win
    WHERE r.first <= r.last AND r.first <= win.hi AND r.last >= win.lo
  )`;
}

const listsProblem = (problem: number) => sql`s.facets @> ${tokens([problemToken(problem)])}`;

/**
 * The WHERE clause of one phase: e = lists the problem, r = rest of the area, a = plain filters.
 * `walk` as in conditions(): false for a count.
 */
export function phaseWhere(f: ResolvedFilters, phase: SearchPhase, walk = true): SQL {
  if (phase === 'e') return conditions(f, [problemToken(f.legalProblem!)], walk);
  if (phase === 'r') return conditions(f, f.area ? [areaToken(f.area)] : [], walk, [sql`NOT (${listsProblem(f.legalProblem!)})`]);
  return conditions(f, f.area ? [areaToken(f.area)] : [], walk);
}

/**
 * Every lawyer the search matches, in any phase: for the count (`walk` false) and the no-cursor
 * OFFSET fallback.
 */
export function allWhere(f: ResolvedFilters, walk = true): SQL {
  if (f.legalProblem === undefined) return conditions(f, f.area ? [areaToken(f.area)] : [], walk);
  // Lists the problem, or works in its area: either token.
  const either = [problemToken(f.legalProblem), ...(f.area ? [areaToken(f.area)] : [])];
  return conditions(f, [], walk, [sql`s.facets && ${tokens(either)}`]);
}

type SortShape = {
  key: SQL;
  id: SQL;
  keyDir: 'ASC' | 'DESC';
  idDir: 'ASC' | 'DESC';
  nulls: 'FIRST' | 'LAST';
  cast: string;
  nullable: boolean;
};

/**
 * Each order walks a lawyer_search index forwards or backwards — (rating_rank DESC NULLS LAST,
 * lawyer_id), (bar_year, lawyer_id), (price_30, lawyer_id), each also behind a region — with its NULLS placement spelled out,
 * or the planner would not recognise the index and sort every match instead. "Rating" is the rank, the
 * Bayesian average that weighs the number of reviews (migration 0039), not the plain average.
 */
function shape({ field, direction }: ResolvedSort): SortShape {
  const id = sql`s.lawyer_id`;
  if (field === 'rating') {
    return direction === -1
      ? { key: sql`s.rating_rank`, id, keyDir: 'DESC', idDir: 'ASC', nulls: 'LAST', cast: 'numeric', nullable: false }
      : { key: sql`s.rating_rank`, id, keyDir: 'ASC', idDir: 'DESC', nulls: 'FIRST', cast: 'numeric', nullable: false };
  }
  if (field === 'bar_year') {
    return direction === 1
      ? { key: sql`s.bar_year`, id, keyDir: 'ASC', idDir: 'ASC', nulls: 'LAST', cast: 'smallint', nullable: true }
      : { key: sql`s.bar_year`, id, keyDir: 'DESC', idDir: 'DESC', nulls: 'FIRST', cast: 'smallint', nullable: true };
  }
  return direction === 1
    ? { key: sql`s.price_30`, id, keyDir: 'ASC', idDir: 'ASC', nulls: 'LAST', cast: 'int', nullable: true }
    : { key: sql`s.price_30`, id, keyDir: 'DESC', idDir: 'DESC', nulls: 'FIRST', cast: 'int', nullable: true };
}

/**
 * Sort key, ORDER BY (inside the page query, and again over its projected `sk`/`id` columns) and the
 * keyset condition "after this cursor", so a page after a cursor starts where the last one ended
 * instead of re-reading everything before it.
 */
export function sortSpec(sort: ResolvedSort): {
  key: SQL;
  orderBy: SQL;
  outerOrderBy: (alias: string) => SQL;
  after: (c: SearchCursor) => SQL[];
} {
  const s = shape(sort);
  const order = (key: SQL, id: SQL) => sql`${key} ${sql.raw(s.keyDir)} NULLS ${sql.raw(s.nulls)}, ${id} ${sql.raw(s.idDir)}`;
  const k = (c: SearchCursor) => sql`${c.k}::${sql.raw(s.cast)}`;
  const keyOp = s.keyDir === 'ASC' ? '>' : '<';
  const idOp = s.idDir === 'ASC' ? '>' : '<';
  return {
    key: s.key,
    orderBy: order(s.key, s.id),
    outerOrderBy: (alias) => order(sql.raw(`${alias}.sk`), sql.raw(`${alias}.id`)),
    // The rows after a cursor as index ranges, to be read one after the other.
    after: (c) => {
      // A lawyer without the figure (no bar year, no 30-minute fee) sorts as NULL, which no
      // comparison matches: the NULL block is a range of its own, before or after the rest.
      if (c.k === null) {
        const nullTies = sql`${s.key} IS NULL AND ${s.id} ${sql.raw(idOp)} ${c.i}::uuid`;
        return s.nulls === 'FIRST' ? [nullTies, sql`${s.key} IS NOT NULL`] : [nullTies];
      }
      const ranges =
        s.keyDir === s.idDir
          ? // Same direction on both columns: a row comparison the index can start from directly.
            [sql`(${s.key}, ${s.id}) ${sql.raw(keyOp)} (${k(c)}, ${c.i}::uuid)`]
          : // Mixed directions (rating): no row comparison fits the index, so the rest of the cursor's
            // key (ties, by id) and then the keys beyond it. One condition for both would start the
            // scan at the first tie and skip every tie before the cursor row by row (~250 at page 200).
            [sql`${s.key} = ${k(c)} AND ${s.id} ${sql.raw(idOp)} ${c.i}::uuid`, sql`${s.key} ${sql.raw(keyOp)} ${k(c)}`];
      return s.nullable && s.nulls === 'LAST' ? [...ranges, sql`${s.key} IS NULL`] : ranges;
    },
  };
}
