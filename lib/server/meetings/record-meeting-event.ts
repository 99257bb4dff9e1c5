import 'server-only';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/http/errors';
import { findPartyMeetingOrThrow } from './find-party-meeting';

const MAX_PAYLOAD_BYTES = 8 * 1024;

/** POST meeting/{id}/events: a participant's call event (join, leave, ...) for the meeting's audit. */
export async function recordMeetingEvent(userId: string, meetingId: string, event: { kind: string; payload?: Record<string, unknown> }): Promise<{ _id: string }> {
  await findPartyMeetingOrThrow(userId, meetingId);
  if (event.payload && JSON.stringify(event.payload).length > MAX_PAYLOAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Event payload is too large.', { key: 'PAYLOAD_TOO_LARGE' });
  }
  const db = await getDb();
  const [row] = await db.insert(t.meetingEvents).values({ meetingId, userId, kind: event.kind, payload: event.payload ?? null }).returning({ id: t.meetingEvents.id });
  return { _id: row.id };
}
