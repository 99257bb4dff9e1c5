import 'server-only';
import type { tables as t } from '@/lib/db';
import type { NotificationDto } from '@/lib/dto/notification';

export function toNotificationDto(row: typeof t.notifications.$inferSelect): NotificationDto {
  return {
    _id: row.id,
    title: row.title,
    body: row.body,
    url: row.url,
    icon: row.icon,
    seen: row.seen,
    created_at: row.createdAt.toISOString(),
  };
}
