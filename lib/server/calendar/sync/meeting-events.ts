import 'server-only';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { env } from '@/lib/server/env';
import { meetingEventStatus, meetingUid } from './meeting-event';
import type { IcsEvent } from './write-icalendar';

// The meetings of a feed (the lawyer's, build-feed.ts, and the client's, features/matters/server/client-feed.ts): one
// query and one event shape, so the two feeds name a meeting the same way; only the summary says who the other is.

/**
 * A lawyer's or a client's meetings (confirmed, completed, cancelled: a cancelled one stays so subscribed calendars
 * drop it) overlapping [from, to). Only the other party's name, the subject and the join link leave the server.
 */
export async function meetingEvents(party: { lawyerId: string } | { customerId: string }, from: Date, to: Date): Promise<IcsEvent[]> {
  const db = await getDb();
  const lawyer = 'lawyerId' in party;
  const rows = await db
    .select({
      id: t.meetings.id,
      startAt: t.meetings.startAt,
      endAt: t.meetings.endAt,
      status: t.meetings.status,
      subject: t.meetings.subject,
      revision: t.meetings.revision,
      createdAt: t.meetings.createdAt,
      updatedAt: t.meetings.updatedAt,
      // The lawyer reads the client's name; the client reads "Atty." and the lawyer's.
      otherName: lawyer
        ? sql<string>`trim(concat_ws(' ', ${t.users.firstName}, ${t.users.lastName}))`
        : sql<string>`concat('Atty. ', ${t.lawyerProfiles.displayName})`,
    })
    .from(t.meetings)
    .innerJoin(t.users, eq(t.users.id, t.meetings.customerId))
    .innerJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, t.meetings.lawyerId))
    .where(
      and(
        lawyer ? eq(t.meetings.lawyerId, party.lawyerId) : eq(t.meetings.customerId, party.customerId),
        inArray(t.meetings.status, ['CONFIRMED', 'COMPLETED', 'CANCELLED']),
        gte(t.meetings.endAt, from),
        lt(t.meetings.startAt, to),
      ),
    )
    .orderBy(asc(t.meetings.startAt));
  return rows.map((m) => {
    const joinUrl = `${env().APP_URL}/meeting/${m.id}`;
    return {
      uid: meetingUid(m.id),
      sequence: m.revision,
      status: meetingEventStatus(m.status),
      when: { start: m.startAt, end: m.endAt },
      stamp: m.updatedAt,
      created: m.createdAt,
      lastModified: m.updatedAt,
      summary: `${m.otherName} – ${m.subject}`,
      description: `Join: ${joinUrl}`,
      url: joinUrl,
    } satisfies IcsEvent;
  });
}
