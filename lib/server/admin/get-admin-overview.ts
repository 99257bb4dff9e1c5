import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { AdminOverview } from '@/lib/dto/admin';

/** The console's landing numbers: what is waiting for the operations team. */
export async function getAdminOverview(): Promise<AdminOverview> {
  const db = await getDb();
  const [row] = await queryRows<Record<keyof AdminOverview, number>>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM lawyer_profiles WHERE verification_status = 'PENDING') AS pending_verifications,
      (SELECT count(*)::int FROM lawyer_profiles WHERE ibp_verified AND ibp_verified_at <= now() - interval '1 year') AS renewals_due,
      (SELECT count(*)::int FROM reports WHERE status = 'OPEN') AS open_reports,
      -- Refunds are the provider's to make; the team is needed only where it could not.
      (SELECT count(*)::int FROM payments p WHERE p.status = 'REFUND_REQUIRED'
         AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p.id AND r.status <> 'failed')) AS refunds_required,
      (SELECT count(*)::int FROM outbound_emails WHERE status = 'FAILED') AS failed_emails`,
  );
  return {
    pending_verifications: Number(row.pending_verifications),
    renewals_due: Number(row.renewals_due),
    open_reports: Number(row.open_reports),
    refunds_required: Number(row.refunds_required),
    failed_emails: Number(row.failed_emails),
  };
}
