import 'server-only';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import { sendPushToUser } from '@/lib/server/messaging/push/send-push';

export type NewNotification = {
  userId: string;
  title: string;
  body: string;
  url: string;
  icon: (typeof t.notifications.$inferInsert)['icon'];
  /** Same key → one notification, however often the triggering event is replayed. */
  dedupeKey: string;
};

/**
 * Creates an in-app notification once per dedupe key and, when it is new, a web push to the user's
 * browsers (failures swallowed). Returns false when it already existed. The push is a network call:
 * inside a transaction pass `push: false`.
 */
export async function createNotification(input: NewNotification, db?: Db, options: { push?: boolean } = {}): Promise<boolean> {
  const conn = db ?? (await getDb());
  const rows = await conn.insert(t.notifications).values(input).onConflictDoNothing().returning({ id: t.notifications.id });
  if (!rows.length) return false;
  if (options.push !== false) {
    await sendPushToUser(input.userId, { title: input.title, body: input.body, url: input.url, icon: input.icon, tag: rows[0].id });
  }
  return true;
}
