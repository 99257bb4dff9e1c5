import 'server-only';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { toNotificationDto } from './dto';
import type { NotificationDto } from '@/lib/dto/notification';
import { NOTIFICATIONS_PAGE_SIZE } from '@/lib/config/pages';

/**
 * A user's in-app notifications, newest first. Paged by keyset on (created_at, id) so new arrivals
 * never shift a page; `before` is the last item's `_id` of the previous page.
 */
export async function listNotifications(
  userId: string,
  options: { before?: string; limit?: number } = {},
): Promise<{ results: NotificationDto[]; hasMore: boolean }> {
  const db = await getDb();
  const limit = options.limit ?? NOTIFICATIONS_PAGE_SIZE;
  let cursor: { createdAt: Date; id: string } | undefined;
  if (options.before) {
    [cursor] = await db
      .select({ createdAt: t.notifications.createdAt, id: t.notifications.id })
      .from(t.notifications)
      .where(and(eq(t.notifications.id, options.before), eq(t.notifications.userId, userId)));
  }
  const rows = await db
    .select()
    .from(t.notifications)
    .where(
      and(
        eq(t.notifications.userId, userId),
        cursor
          ? or(
              lt(t.notifications.createdAt, cursor.createdAt),
              and(eq(t.notifications.createdAt, cursor.createdAt), lt(t.notifications.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(t.notifications.createdAt), desc(t.notifications.id))
    .limit(limit + 1);
  return { results: rows.slice(0, limit).map(toNotificationDto), hasMore: rows.length > limit };
}
