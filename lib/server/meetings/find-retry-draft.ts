import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { isUuid } from '@/lib/validation/ids';

export type RetryDraft = { subject: string; description: string; callType: 'VIDEO' | 'PHONE'; duration: 30 | 60 };

/**
 * What the client typed for a booking whose payment did not go through, so "Try again" brings it back
 * into the form instead of making them type their case again. Only the client's own attempt with this
 * lawyer, and only one that ended without a booking; anything else answers null (an empty form).
 */
export async function findRetryDraft(customerId: string, meetingId: string | undefined, lawyerId: string): Promise<RetryDraft | null> {
  if (!meetingId || !isUuid(meetingId) || !isUuid(lawyerId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      subject: t.meetings.subject,
      description: t.meetings.description,
      callType: t.meetings.callType,
      duration: t.meetings.durationMinutes,
    })
    .from(t.meetings)
    .where(
      and(
        eq(t.meetings.id, meetingId),
        eq(t.meetings.customerId, customerId),
        eq(t.meetings.lawyerId, lawyerId),
        inArray(t.meetings.status, ['PAYMENT_FAILED', 'EXPIRED', 'CANCELLED', 'PAYMENT_PENDING']),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { subject: row.subject, description: row.description ?? '', callType: row.callType, duration: row.duration === 60 ? 60 : 30 };
}
