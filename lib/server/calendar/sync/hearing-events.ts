import 'server-only';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { env } from '@/lib/server/env';
import { icalUidHost } from '@/lib/server/lawyers/profile/feed-url';
import type { IcsEvent } from './write-icalendar';

// Issue 64: a matter's hearings as calendar events, the same in the lawyer's feed (build-feed.ts) and the
// client's (features/matters/server/client-feed.ts); here, below both, so the feed needs nothing of matters/.

/** A hearing holds a morning or an afternoon; calendars get this much (the notice gives the start only). */
const HEARING_HOURS = 2;

/**
 * The hearings of a lawyer's matters (every one) or of a client's (the shared ones only: a private hearing is
 * the lawyer's alone) starting in [from, to). UID stable per hearing, SEQUENCE its revision, a cancelled one
 * STATUS:CANCELLED; the summary names the court and the branch, never the lawyer's note.
 */
export async function hearingEvents(party: { lawyerId: string } | { customerId: string }, from: Date, to: Date): Promise<IcsEvent[]> {
  const db = await getDb();
  const lawyer = 'lawyerId' in party;
  const rows = await db
    .select({
      id: t.matterHearings.id,
      matterId: t.matterHearings.matterId,
      startsAt: t.matterHearings.startsAt,
      court: t.matterHearings.court,
      branch: t.matterHearings.branch,
      mode: t.matterHearings.mode,
      revision: t.matterHearings.revision,
      cancelledAt: t.matterHearings.cancelledAt,
      createdAt: t.matterHearings.createdAt,
      updatedAt: t.matterHearings.updatedAt,
      title: t.matters.title,
    })
    .from(t.matterHearings)
    .innerJoin(t.matters, eq(t.matters.id, t.matterHearings.matterId))
    .innerJoin(t.matterEntries, eq(t.matterEntries.id, t.matterHearings.entryId))
    .where(
      and(
        lawyer ? eq(t.matters.lawyerId, party.lawyerId) : and(eq(t.matters.customerId, party.customerId), eq(t.matterEntries.shared, true)),
        gte(t.matterHearings.startsAt, from),
        lt(t.matterHearings.startsAt, to),
      ),
    )
    .orderBy(asc(t.matterHearings.startsAt));
  const host = icalUidHost();
  return rows.map((h) => {
    const place = [h.court, h.branch].filter(Boolean).join(', ');
    const url = `${env().APP_URL}/${lawyer ? 'lawyer-portal' : 'customer-portal'}/matters/${h.matterId}`;
    return {
      uid: `hearing-${h.id}@${host}`,
      sequence: h.revision,
      status: h.cancelledAt ? 'CANCELLED' : 'CONFIRMED',
      when: { start: h.startsAt, end: new Date(h.startsAt.getTime() + HEARING_HOURS * 3_600_000) },
      stamp: h.updatedAt,
      created: h.createdAt,
      lastModified: h.updatedAt,
      summary: `Hearing – ${place} (${h.title})`,
      description: `${h.mode === 'VIDEOCONFERENCE' ? 'By videoconference' : 'In person'}. ${url}`,
      url,
      location: place,
    } satisfies IcsEvent;
  });
}
