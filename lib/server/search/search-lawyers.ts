import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { AreaValue } from '@/lib/reference/areas';
import { SERVICE_CATALOGUE, SERVICE_TYPES, isServiceType, type ServiceType } from '@/features/services/reference/legal-services';
import { busyColumn, calendarFromRow, prepareCalendars, type CalendarSource } from '@/lib/server/calendar/availability/load-calendars';
import { civilDateOf } from '@/lib/format/civil-date';
import { countExactMatches, countLawyers } from './count-lawyers';
import { decodeCursor, encodeCursor, type SearchCursor, type SearchPhase } from './cursor';
import { resolveSearchParams } from './resolve-search-params';
import { selectRows } from './select-rows';
import { phaseWhere, sortSpec, type ResolvedFilters, type ResolvedSort } from './search-sql';
import type { LawyerSearchPage, LawyerSearchParams, LawyerSearchResult } from '@/lib/dto/search';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

type Row = CalendarSource & {
  id: string;
  display_name: string;
  picture_url: string | null;
  rating: string | number;
  review_count: number;
  bar_year: number | null;
  languages: string[];
  areas: AreaValue[];
  region: string | null;
  city: string | null;
  price_30: number | null;
  price_60: number | null;
  sort_key: string | null;
  exact: boolean;
  legal_aid: boolean;
  question_price: number | null;
  offers: { t: ServiceType; p: number; d: number }[] | null;
};
type Tagged = Row & { phase: SearchPhase };
type Calendars = ReturnType<typeof prepareCalendars>;

/** A card's offers (issue 62): the filtered service first, then the catalogue's order; types no longer in it left out. */
function cardOffers(offers: Row['offers'], first?: ServiceType): LawyerSearchResult['service_offers'] {
  const rank = (type: ServiceType) => (type === first ? -1 : SERVICE_TYPES.indexOf(type));
  return (offers ?? [])
    .filter((o) => isServiceType(o.t))
    .sort((a, b) => rank(a.t) - rank(b.t))
    .map((o) => ({ service_type: o.t, price_pesos: o.p, turnaround_days: o.d, revisions: SERVICE_CATALOGUE[o.t].revisions }));
}

/** What a card and its calendar need, minus busy time. */
function cardColumns(sort: ResolvedSort, exact: SQL): SQL {
  return sql`s.lawyer_id AS id, ${sortSpec(sort).key}::text AS sort_key, ${exact} AS exact, s.price_30, s.price_60, s.display_name,
    s.picture_url, s.rating_avg AS rating, s.review_count, s.bar_year, s.languages, s.areas, s.region, s.city,
    s.timezone AS cal_tz, s.notice_minutes AS cal_notice, s.weekly_hours AS cal_hours,
    EXISTS (SELECT 1 FROM legal_aid_offers o WHERE o.lawyer_id = s.lawyer_id AND o.enabled) AS legal_aid,
    (SELECT wq.question_price_centavos FROM lawyer_profiles wq WHERE wq.user_id = s.lawyer_id) AS question_price,
    (SELECT json_agg(json_build_object('t', so.service_type, 'p', so.price_pesos, 'd', so.turnaround_days))
       FROM lawyer_service_offers so WHERE so.lawyer_id = s.lawyer_id) AS offers`;
}

function cardRows(sort: ResolvedSort, where: SQL, exact: SQL, order: SQL, limit: number, calendars: Calendars): SQL {
  return sql`SELECT ${cardColumns(sort, exact)}, ${busyColumn(sql`s.lawyer_id`, calendars)}
    FROM lawyer_search s WHERE ${where} ORDER BY ${order} LIMIT ${limit}`;
}

/**
 * Each row as one JSON value (see pageRows), beside the lawyer_search_version of the same snapshot
 * (one index probe, evaluated once): the count cache checks its entry against it instead of
 * reading the version in a round trip of its own (count-lawyers.ts).
 */
function asJson(rows: SQL): SQL {
  return sql`SELECT row_to_json(j) AS r, (SELECT version::text FROM lawyer_search_version) AS v FROM (${rows}) j`;
}

/**
 * One round trip per page. Everything a card shows lives in lawyer_search, so the page is one
 * index walk; the busy-time function runs only for the rows that make the page (PostgreSQL
 * evaluates such costly select-list expressions after ORDER BY … LIMIT). Each row comes back as
 * one JSON value (see pageRows).
 */
export function pageQuery(
  sort: ResolvedSort,
  where: SQL,
  exact: SQL,
  order: SQL,
  limit: number,
  offset: number,
  calendars: Calendars,
): SQL {
  if (!offset) return asJson(cardRows(sort, where, exact, order, limit, calendars));
  // A deferred join: the rows OFFSET skips are found as ids only, by an index-only walk of the sort
  // index, which carries the filtered columns (migration 0032) — no heap visit and no card columns
  // per skipped row (page 200 skips 4,000 matches and about twice as many non-matches). The card
  // columns are then read for the page's rows alone, and busy time looked up outside, for the page
  // only (page 200 would otherwise call it 2,000 times).
  const spec = sortSpec(sort);
  return asJson(sql`SELECT p.*, ${busyColumn(sql`p.id`, calendars)}
    FROM (SELECT ${cardColumns(sort, exact)}, ${spec.key} AS sk
          FROM (SELECT s.lawyer_id FROM lawyer_search s WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) ids
          JOIN lawyer_search s ON s.lawyer_id = ids.lawyer_id) p
    ORDER BY p.exact DESC, ${spec.outerOrderBy('p')}`);
}

/**
 * The page after a cursor: the ranges of sortSpec().after read in turn (UNION ALL keeps its
 * branches in order and stops reading once the page is full), each one index walk.
 */
function cursorPageQuery(sort: ResolvedSort, where: SQL, exact: SQL, cursor: SearchCursor, limit: number, calendars: Calendars): SQL {
  const spec = sortSpec(sort);
  const ranges = spec.after(cursor);
  if (ranges.length === 1) return pageQuery(sort, sql`${where} AND ${ranges[0]}`, exact, spec.orderBy, limit, 0, calendars);
  const branches = ranges.map((range) => sql`(${cardRows(sort, sql`${where} AND ${range}`, exact, spec.orderBy, limit, calendars)})`);
  return asJson(sql`${sql.join(branches, sql` UNION ALL `)} LIMIT ${limit}`);
}

/**
 * The rows of a pageQuery. One JSON value per row instead of 17 typed columns: both drivers parse
 * it with one JSON.parse, where PGlite otherwise decoded and looked up a parser for every field
 * (0.15 ms of a 0.7 ms page query). The values are the same; only numeric `rating` arrives as a
 * number instead of a string. A subquery's rows keep their order through the wrapper.
 */
export async function pageRows(query: SQL, seen?: SeenVersion): Promise<Row[]> {
  const rows = await selectRows<{ r: Row; v: string }>(query);
  if (seen && rows.length) seen.version ??= rows[0].v;
  return rows.map((row) => row.r);
}

/** The lawyer_search_version a page query saw (none if it returned no rows). */
type SeenVersion = { version?: string };

/** Keyset path: walk the phases in order from the cursor, filling one page plus one row (hasMore). */
async function keysetRows(
  filters: ResolvedFilters,
  sort: ResolvedSort,
  limit: number,
  cursor: SearchCursor | undefined,
  calendars: Calendars,
  seen: SeenVersion,
): Promise<Tagged[]> {
  const spec = sortSpec(sort);
  const phases: SearchPhase[] = filters.legalProblem !== undefined ? ['e', 'r'] : ['a'];
  const startAt = cursor ? phases.indexOf(cursor.p) : 0;
  if (startAt < 0) return [];
  const out: Tagged[] = [];
  for (let i = startAt; i < phases.length && out.length <= limit; i++) {
    const phase = phases[i];
    const exact = sql.raw(phase === 'e' ? 'true' : 'false');
    const want = limit + 1 - out.length;
    const query =
      cursor && phase === cursor.p
        ? cursorPageQuery(sort, phaseWhere(filters, phase), exact, cursor, want, calendars)
        : pageQuery(sort, phaseWhere(filters, phase), exact, spec.orderBy, want, 0, calendars);
    const rows = await pageRows(query, seen);
    out.push(...rows.map((r) => ({ ...r, phase })));
  }
  return out;
}

/**
 * Without a cursor (a shared link to page N): OFFSET over the same total order, phase by phase —
 * the exact matches, then the rest of the area — each an index walk in the sort order. (One
 * OFFSET over "exact DESC, sort" sorted every match of the area first: 40 ms at page 20.) How many
 * exact matches there are says in which phase the page starts; that count is cached like the total.
 */
async function offsetRows(
  filters: ResolvedFilters,
  sort: ResolvedSort,
  limit: number,
  page: number,
  calendars: Calendars,
  seen: SeenVersion,
): Promise<Tagged[]> {
  const spec = sortSpec(sort);
  const phases: SearchPhase[] = filters.legalProblem !== undefined ? ['e', 'r'] : ['a'];
  let skip = page * limit;
  const out: Tagged[] = [];
  for (const phase of phases) {
    if (phase === 'e') {
      const exactMatches = await countExactMatches(filters);
      if (skip >= exactMatches) {
        skip -= exactMatches;
        continue;
      }
    }
    const exact = sql.raw(phase === 'e' ? 'true' : 'false');
    const query = pageQuery(sort, phaseWhere(filters, phase), exact, spec.orderBy, limit + 1 - out.length, skip, calendars);
    const rows = await pageRows(query, seen);
    out.push(...rows.map((r) => ({ ...r, phase })));
    if (out.length > limit) break;
    // The page began in this phase and goes on at the start of the next.
    skip = 0;
  }
  return out;
}

/**
 * GET /api/v1/lawyers (spec §7 "Lawyer search"): public, complete, IBP-verified lawyers matching the
 * filters; lawyers who list the chosen legal problem first (exactMatch), then the rest of its area;
 * each with a 14-day calendar in the viewer's zone. "Load more" passes `nextCursor` back so page
 * N+1 starts exactly after page N, fast at any depth and without duplicates when rows come and go.
 * `keptForMinutes`: a prerendered page's lifetime, so its calendars offer no slot that goes meanwhile.
 */
export async function searchLawyers(
  params: LawyerSearchParams,
  options: { now?: Date; timeZone?: string; keptForMinutes?: number } = {},
): Promise<LawyerSearchPage> {
  const resolved = resolveSearchParams(params);
  const { sort, page, limit } = resolved;
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  // Evenings or weekends are the viewer's: the lawyers without any such hours are left out too.
  const filters = params.hours ? { ...resolved.filters, hours: { kind: params.hours, timeZone } } : resolved.filters;
  const calendars = prepareCalendars({ now, timeZone, keptForMinutes: options.keptForMinutes, hours: params.hours });
  const signature = `${sort.field}:${sort.direction}:${filters.legalProblem ?? ''}`;
  let cursor = params.cursor ? decodeCursor(params.cursor) : undefined;
  // A cursor from another sort cannot position this one; fall back to the page number.
  if (cursor && cursor.s !== signature) cursor = undefined;

  const seen: SeenVersion = {};
  const rows =
    cursor || page === 0
      ? await keysetRows(filters, sort, limit, cursor, calendars, seen)
      : await offsetRows(filters, sort, limit, page, calendars, seen);
  const hasMore = rows.length > limit;
  const onPage = rows.slice(0, limit);
  // A short first page is the whole answer.
  const total = page === 0 && !cursor && !hasMore ? onPage.length : await countLawyers(filters, seen);
  const year = civilDateOf(now.getTime(), DEFAULT_TIME_ZONE).year;
  const results: LawyerSearchResult[] = onPage.map((r) => ({
    _id: r.id,
    display_name: r.display_name,
    picture_url: r.picture_url,
    rating: Number(r.rating),
    review_count: r.review_count,
    price_30: r.price_30,
    price_60: r.price_60,
    bar_year: r.bar_year,
    years_of_experience: r.bar_year ? Math.max(0, year - r.bar_year) : null,
    languages: r.languages,
    areas: r.areas,
    region: r.region,
    city: r.city,
    // lawyer_search holds verified lawyers only.
    ibp_verified: true,
    legal_aid: r.legal_aid,
    question_price: r.question_price,
    service_offers: cardOffers(r.offers, filters.service),
    exactMatch: r.exact,
    calendar: calendarFromRow(r, calendars),
  }));
  const last = onPage[onPage.length - 1];
  const nextCursor = hasMore && last ? encodeCursor({ s: signature, p: last.phase, k: last.sort_key, i: last.id }) : null;
  return { results, total, page, hasMore, nextCursor, timeZone };
}
