import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { NotificationKind } from '@/lib/config/notification-kinds';
import { channelsFor } from './preferences';
import { deliverSmsNow } from '@/lib/server/messaging/sms/deliver-sms';
import { recordSms, type RecordedSms } from '@/lib/server/messaging/sms/record-sms';

export type UserText = {
  userId: string;
  kind: NotificationKind;
  body: string;
  dedupeKey: string;
  /** The meeting the text is about: its non-essential texts are capped per meeting (record-sms.ts). */
  meetingId?: string;
  priority?: boolean;
  now?: Date;
  /** false: only record it; the scheduler's SMS pass sends it (the reminders, recorded inside their pass). */
  deliver?: boolean;
};

/**
 * A notification by text: only to a verified number (an unverified one gets nothing but its code),
 * only when the person has not turned SMS off for this kind, once per dedupe key, within the daily
 * cap and never to an opted-out number (recordSms). Returns the recorded row, or null when nothing
 * was recorded (no verified number, or SMS turned off).
 */
export async function textUser(text: UserText): Promise<RecordedSms | null> {
  const db = await getDb();
  const [user] = await db
    .select({ phone: users.phoneE164 })
    .from(users)
    .where(and(eq(users.id, text.userId), isNotNull(users.phoneVerifiedAt)));
  if (!user?.phone) return null;
  if (!(await channelsFor(text.userId, text.kind, db)).sms) return null;
  const recorded = await recordSms({
    userId: text.userId,
    to: user.phone,
    kind: text.kind,
    body: text.body,
    priority: text.priority,
    dedupeKey: text.dedupeKey,
    meetingId: text.meetingId,
    now: text.now,
  });
  if (text.deliver !== false && recorded.status === 'QUEUED' && !recorded.duplicate) await deliverSmsNow(recorded.id);
  return recorded;
}
