import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';

// Issue 64 item 2: the automatic entries — a meeting booked, an engagement letter signed, a payment made between
// a lawyer and a client — one on each OPEN matter of that pair, shared, with the thing it is about as ref_id
// (matter_entries_automatic_key: at most once per matter, however often the outbox runs the handler). Called by
// the outbox's handlers of the events that already follow those moves (lib/server/runtime/after-commit/).

/** One entry of `kind` about `refId` on each open matter of the pair `pair` selects (columns lawyer_id, customer_id). */
async function addToOpenMatters(kind: 'MEETING_BOOKED' | 'LETTER_SIGNED' | 'PAYMENT', refId: string, pair: SQL): Promise<number> {
  const db = await getDb();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO matter_entries (matter_id, kind, shared, ref_id)
        SELECT m.id, ${kind}, TRUE, ${refId}::uuid
          FROM matters m JOIN (${pair}) p ON p.lawyer_id = m.lawyer_id AND p.customer_id = m.customer_id
         WHERE m.closed_at IS NULL
        ON CONFLICT (matter_id, kind, ref_id) WHERE ref_id IS NOT NULL DO NOTHING
        RETURNING id`,
  );
  return rows.length;
}

/** A meeting booked (confirmed, not cancelled) between the pair. */
export function addMeetingBookedEntries(meetingId: string): Promise<number> {
  return addToOpenMatters(
    'MEETING_BOOKED',
    meetingId,
    sql`SELECT lawyer_id, customer_id FROM meetings
         WHERE id = ${meetingId}::uuid AND status IN ('CONFIRMED', 'COMPLETED') AND cancelled_at IS NULL`,
  );
}

/** An engagement letter both signed, of a work item between the pair. */
export function addLetterSignedEntries(letterId: string): Promise<number> {
  return addToOpenMatters(
    'LETTER_SIGNED',
    letterId,
    sql`SELECT w.lawyer_id, w.customer_id FROM engagement_letters l JOIN work_items w ON w.id = l.work_item_id
         WHERE l.id = ${letterId}::uuid AND l.completed_at IS NOT NULL`,
  );
}

/** A payment made (PAID) by the client to the lawyer. */
export function addPaymentEntries(paymentId: string): Promise<number> {
  return addToOpenMatters(
    'PAYMENT',
    paymentId,
    sql`SELECT lawyer_id, customer_id FROM payments WHERE id = ${paymentId}::uuid AND status = 'PAID' AND lawyer_id IS NOT NULL`,
  );
}
