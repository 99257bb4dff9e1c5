// GET /api/v1/admin/payouts/{id}/csv – a payout batch as the bank's bulk-transfer CSV, one line per lawyer (ADMIN only; each export audited)
import { route } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { csvResponse } from '@/lib/server/platform/http/csv-response';
import { payoutBatchCsv } from '@/lib/server/payments/payouts/payout-batch-csv';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  return csvResponse(await payoutBatchCsv(admin.id, (await params).id));
});
