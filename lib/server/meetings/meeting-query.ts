import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { notaryDetailKindsSql } from './meeting-kind-sql';

/**
 * The one SELECT behind every meeting DTO: the meeting, both parties' display fields and the
 * viewer's unread-comment count (comments by the other party since the viewer last read them).
 */
export function meetingSelect(viewerId: string): SQL {
  return sql`
    SELECT m.id, m.start_at, m.end_at, m.duration_minutes, m.call_type, m.status, m.outcome, m.settled_at, m.subject, m.description,
           m.price_centavos, m.hold_expires_at, m.work_item_id, m.lawyer_id, lp.display_name AS lawyer_name, lp.picture_url AS lawyer_picture,
           m.customer_id, cu.first_name AS customer_first, cu.last_name AS customer_last, cu.picture_url AS customer_picture,
           na.service AS na_service, na.office_address AS na_address, na.city AS na_city, na.checklist AS na_checklist,
           na.pay_at_office AS na_pay_at_office,
           (na.draft IS NOT NULL) AS na_has_draft,
           (SELECT count(*)::int FROM comments c
             WHERE c.meeting_id = m.id AND c.author_id <> ${viewerId}::uuid
               AND c.created_at > coalesce((SELECT r.last_read_at FROM meeting_reads r WHERE r.meeting_id = m.id AND r.user_id = ${viewerId}::uuid), '-infinity'::timestamptz)
           ) AS unread
    FROM meetings m
    JOIN lawyer_profiles lp ON lp.user_id = m.lawyer_id
    JOIN users cu ON cu.id = m.customer_id
    LEFT JOIN notary_appointments na ON na.meeting_id = m.id AND m.kind IN ${notaryDetailKindsSql()}`;
}

/** Meetings a list shows: paid, finished or cancelled ones, and holds still waiting for payment. */
export function listedStatusCondition(now: Date): SQL {
  return sql`(m.status IN ('CONFIRMED', 'COMPLETED', 'CANCELLED') OR (m.status = 'PAYMENT_PENDING' AND m.hold_expires_at > ${now.toISOString()}::timestamptz))`;
}
