import 'server-only';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';

export type PartyMeeting = typeof t.meetings.$inferSelect & { role: 'CUSTOMER' | 'LAWYER' };

export const meetingNotFound = () => new AppError('NOT_FOUND', 'common.meetingNotFound', { key: 'MEETING_NOT_FOUND' });

/**
 * The meeting if this user is one of its two parties. Anyone else — another customer, another
 * lawyer — gets the same 404 as for a meeting that does not exist, so ids reveal nothing.
 */
export async function findPartyMeetingOrThrow(userId: string, meetingId: string, db?: Db): Promise<PartyMeeting> {
  if (!isUuid(meetingId)) throw meetingNotFound();
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select()
    .from(t.meetings)
    .where(and(eq(t.meetings.id, meetingId), or(eq(t.meetings.customerId, userId), eq(t.meetings.lawyerId, userId))))
    .limit(1);
  if (!row) throw meetingNotFound();
  return { ...row, role: row.customerId === userId ? 'CUSTOMER' : 'LAWYER' };
}
