import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';

/** The bell's badge: how many of the user's notifications are unseen (the UI caps it at "10+"). */
export async function countUnseenNotifications(userId: string): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db
    .select({ n: count() })
    .from(t.notifications)
    .where(and(eq(t.notifications.userId, userId), eq(t.notifications.seen, false)));
  return n;
}
