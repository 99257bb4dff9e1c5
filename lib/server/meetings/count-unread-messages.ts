import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';

/** All comments the other parties wrote on the user's meetings since the user last read each meeting. */
export async function countUnreadMessages(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM comments c JOIN meetings m ON m.id = c.meeting_id
        LEFT JOIN meeting_reads r ON r.meeting_id = m.id AND r.user_id = ${userId}::uuid
        WHERE (m.customer_id = ${userId}::uuid OR m.lawyer_id = ${userId}::uuid)
          AND c.author_id <> ${userId}::uuid AND c.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz)`,
  );
  return Number(row?.n ?? 0);
}
