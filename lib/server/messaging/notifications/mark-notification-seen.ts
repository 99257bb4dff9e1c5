import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { toNotificationDto } from './dto';
import type { NotificationDto } from '@/lib/dto/notification';

/** Only the owner can mark a notification; anyone else's id is indistinguishable from a missing one. */
export async function markNotificationSeen(userId: string, notificationId: string): Promise<NotificationDto> {
  const db = await getDb();
  const [row] = await db
    .update(t.notifications)
    .set({ seen: true })
    .where(and(eq(t.notifications.id, notificationId), eq(t.notifications.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'common.notificationNotFound');
  return toNotificationDto(row);
}
