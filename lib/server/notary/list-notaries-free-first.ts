import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { NotaryFreeSoon, NotaryListing, PublicNotary } from '@/lib/dto/notary';
import { NOTARIES_PAGE_SIZE } from '@/lib/config/pages';
import { listPublicNotaries, type NotaryFilter } from './list-public-notaries';
import { notaryBusySql, notaryCalendar, notaryWindow, type NotaryCalendarSource, type NotaryWindow } from './notary-slots';

/**
 * Every public notary of a city ranks before the page is cut (NOTARIES_PAGE_SIZE): one free today on
 * the 101st row by name must still come first. A city this big is far beyond the country's largest.
 */
const RANKED_AT_MOST = 2_000;

type Row = NotaryCalendarSource & { id: string; service: string };

/**
 * The first free time today or tomorrow (Manila) of each notary in `notaries` who takes bookings: of
 * `service` when the visitor searched one, otherwise of the notary's shortest offer (the time most
 * likely free). The slots are the booking's own (notaryCalendar); one round trip for the whole list.
 */
async function findFreeSoon(
  notaries: PublicNotary[],
  options: { service?: string; now?: Date; keptForMinutes?: number } = {},
): Promise<Map<string, NotaryFreeSoon>> {
  const out = new Map<string, NotaryFreeSoon>();
  const ids = notaries.filter((n) => n.takes_bookings).map((n) => n._id);
  if (ids.length === 0) return out;
  const w: NotaryWindow = notaryWindow(options.now ?? new Date(), 2);
  const db = await getDb();
  const rows = await queryRows<Row>(
    db,
    sql`SELECT np.id, np.office_days AS "officeDays", np.opens_at AS "opensAt", np.closes_at AS "closesAt",
          o.service, o.duration_minutes AS duration, ${notaryBusySql(sql`np.user_id`, w)} AS busy
        FROM notary_profiles np
        CROSS JOIN LATERAL (
          SELECT so.service, so.duration_minutes FROM notary_service_offers so
          WHERE so.notary_id = np.id AND so.service = ANY (np.services)
            ${options.service ? sql`AND so.service = ${options.service}` : sql``}
          ORDER BY so.duration_minutes, so.service LIMIT 1) o
        WHERE np.id IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) AND np.takes_bookings`,
  );
  const [today, tomorrow] = w.window.keys;
  for (const row of rows) {
    const calendar = notaryCalendar(row, w, options.keptForMinutes);
    const first = calendar?.[today]?.[0] ?? calendar?.[tomorrow]?.[0];
    if (!first) continue;
    out.set(row.id, { day: calendar![today]?.length ? 'today' : 'tomorrow', start_time: first.start_time, service: row.service });
  }
  return out;
}

const rank = (free: NotaryFreeSoon | null) => (free ? (free.day === 'today' ? 0 : 1) : 2);

/**
 * Who has a free time today first, then tomorrow, each by the earliest time; then everyone else in
 * the list's own order (by name). Stable, so equal ranks keep that order.
 */
export function freeSoonFirst(list: NotaryListing[]): NotaryListing[] {
  return [...list].sort(
    (a, b) =>
      rank(a.free_soon) - rank(b.free_soon) ||
      (a.free_soon && b.free_soon ? Date.parse(a.free_soon.start_time) - Date.parse(b.free_soon.start_time) : 0),
  );
}

/**
 * A city page's or a search's notaries (issue 43): the whole filter ranked, who is free soonest
 * first, then cut to a page. `keptForMinutes`: the prerendered page's lifetime (a time that goes
 * before it is built again is not shown).
 */
export async function listNotariesFreeFirst(
  filter: NotaryFilter,
  options: { now?: Date; keptForMinutes?: number; limit?: number } = {},
): Promise<NotaryListing[]> {
  const notaries = await listPublicNotaries(filter, { limit: RANKED_AT_MOST });
  const free = await findFreeSoon(notaries, { service: filter.service, now: options.now, keptForMinutes: options.keptForMinutes });
  const listed = notaries.map((n) => ({ ...n, free_soon: free.get(n._id) ?? null }));
  return freeSoonFirst(listed).slice(0, options.limit ?? NOTARIES_PAGE_SIZE);
}
