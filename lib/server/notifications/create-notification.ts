import 'server-only';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';

export type NewNotification = {
  userId: string;
  title: string;
  body: string;
  url: string;
  icon: (typeof t.notifications.$inferInsert)['icon'];
  /** Same key → one notification, however often the triggering event is replayed. */
  dedupeKey: string;
};

/** Creates an in-app notification once per dedupe key; returns false when it already existed. */
export async function createNotification(input: NewNotification, db?: Db): Promise<boolean> {
  const conn = db ?? (await getDb());
  const rows = await conn.insert(t.notifications).values(input).onConflictDoNothing().returning({ id: t.notifications.id });
  return rows.length > 0;
}
