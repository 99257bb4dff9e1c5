import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { CallActivityEvent } from '@/lib/dto/video-call';
import { callStateOf } from '@/lib/rules/join-window';
import { insertSignal } from './insert-signal';

/**
 * The meeting's files or comments changed: while its call can be held, the other party's call page
 * hears it over the call's event stream and refreshes its side panel at once (instead of after a
 * reload). Outside the join window there is no call page to tell. Never throws: the comment or file
 * is saved whatever happens here.
 */
export async function announceMeetingActivity(
  meetingId: string,
  userId: string,
  what: CallActivityEvent['what'],
  now = new Date(),
): Promise<void> {
  try {
    const db = await getDb();
    const [meeting] = await db
      .select({ status: t.meetings.status, startAt: t.meetings.startAt, endAt: t.meetings.endAt })
      .from(t.meetings)
      .where(eq(t.meetings.id, meetingId))
      .limit(1);
    if (!meeting || callStateOf(meeting, now) !== 'open') return;
    await insertSignal(meetingId, userId, { kind: 'activity', what });
  } catch (error) {
    console.error('[call] activity not announced', error);
  }
}
