import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';

/** Records that the user has seen the meeting's comments up to now (drives the unread indicator). */
export async function markMeetingRead(userId: string, meetingId: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(t.meetingReads)
    .values({ meetingId, userId, lastReadAt: sql`now()` })
    .onConflictDoUpdate({ target: [t.meetingReads.meetingId, t.meetingReads.userId], set: { lastReadAt: sql`now()` } });
}
