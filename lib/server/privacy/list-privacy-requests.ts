import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { AdminPrivacyRequest } from '@/lib/dto/privacy';

type Row = {
  id: string;
  kind: 'DELETION' | 'EXPORT';
  user_id: string;
  user_label: string;
  source: 'SELF' | 'ADMIN';
  state: AdminPrivacyRequest['state'];
  requested_at: string;
  due_at: string | null;
  finished_at: string | null;
  attempts: number;
  failure: string | null;
};

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

/**
 * The operator's view of data-subject requests (the NPC expects them answered in time): deletions
 * with their grace-period end, exports with their state and when their file goes, newest first. A
 * person is labelled by name and e-mail while the account exists; an erased one only by id. An
 * erasure that failed shows its latest reason (while it is retried, and once it stopped: FAILED).
 */
export async function listPrivacyRequests(options: { limit?: number } = {}): Promise<AdminPrivacyRequest[]> {
  const db = await getDb();
  const rows = await queryRows<Row>(
    db,
    sql`SELECT * FROM (
          SELECT d.id, 'DELETION' AS kind, d.user_id, d.source,
                 CASE WHEN d.completed_at IS NOT NULL THEN 'COMPLETED' WHEN d.cancelled_at IS NOT NULL THEN 'CANCELLED'
                      WHEN d.failed_at IS NOT NULL THEN 'FAILED' ELSE 'PENDING' END AS state,
                 d.requested_at::text, d.due_at::text, coalesce(d.completed_at, d.cancelled_at, d.failed_at)::text AS finished_at,
                 d.attempts, CASE WHEN d.completed_at IS NULL AND d.cancelled_at IS NULL THEN d.last_error END AS failure,
                 CASE WHEN u.erased_at IS NOT NULL THEN 'Erased account' ELSE trim(u.first_name || ' ' || u.last_name) || ' · ' || u.email END AS user_label
            FROM account_deletions d JOIN users u ON u.id = d.user_id
          UNION ALL
          SELECT e.id, 'EXPORT', e.user_id, 'SELF', e.status, e.requested_at::text, e.expires_at::text, e.ready_at::text,
                 0, CASE WHEN e.status = 'FAILED' THEN e.failure END,
                 CASE WHEN u.erased_at IS NOT NULL THEN 'Erased account' ELSE trim(u.first_name || ' ' || u.last_name) || ' · ' || u.email END
            FROM data_exports e JOIN users u ON u.id = e.user_id
        ) r ORDER BY r.requested_at DESC LIMIT ${options.limit ?? 200}`,
  );
  return rows.map((r) => ({
    _id: r.id,
    kind: r.kind,
    user_id: r.user_id,
    user_label: r.user_label,
    source: r.source,
    state: r.state,
    requested_at: iso(r.requested_at)!,
    due_at: iso(r.due_at),
    finished_at: iso(r.finished_at),
    attempts: Number(r.attempts),
    failure: r.failure,
  }));
}
