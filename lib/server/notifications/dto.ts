import 'server-only';
import type { tables as t } from '@/lib/db';

export type NotificationDto = {
  _id: string;
  title: string;
  body: string;
  url: string;
  icon: 'meeting-comment' | 'meeting-reminder' | 'new-meeting' | 'new-work-item';
  seen: boolean;
  created_at: string;
};

export function toNotificationDto(row: typeof t.notifications.$inferSelect): NotificationDto {
  return { _id: row.id, title: row.title, body: row.body, url: row.url, icon: row.icon, seen: row.seen, created_at: row.createdAt.toISOString() };
}
