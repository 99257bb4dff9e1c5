// PUT /api/v1/admin/payouts/{id}/paid – the bank paid the batch {reference, note}; each lawyer is told (ADMIN only; audited)
import { route, readJson } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { markPayoutPaid } from '@/lib/server/payments/payouts/mark-payout-paid';
import { payoutPaidSchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  return markPayoutPaid(admin.id, (await params).id, await readJson(req, payoutPaidSchema));
});
