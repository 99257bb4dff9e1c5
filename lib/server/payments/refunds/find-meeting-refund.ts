import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { MeetingRefundDto } from '@/lib/dto/refund';

/** The latest refund of a meeting's payments (what its page says about money going back), or null. */
export async function findMeetingRefund(meetingId: string): Promise<MeetingRefundDto | null> {
  const db = await getDb();
  const [row] = await queryRows<{
    status: MeetingRefundDto['status'];
    amount: number;
    created_at: Date | string;
    settled_at: Date | string | null;
    reference: string | null;
  }>(
    db,
    sql`SELECT r.status, r.amount_centavos AS amount, r.created_at, r.settled_at, coalesce(r.reference, r.provider_refund_id) AS reference
        FROM refunds r JOIN payments p ON p.id = r.payment_id
        WHERE p.meeting_id = ${meetingId}::uuid
        ORDER BY r.created_at DESC, r.id DESC LIMIT 1`,
  );
  if (!row) return null;
  return {
    status: row.status,
    amount: Number(row.amount),
    requested_at: new Date(row.created_at).toISOString(),
    settled_at: row.settled_at ? new Date(row.settled_at).toISOString() : null,
    reference: row.status === 'succeeded' ? row.reference : null,
  };
}
