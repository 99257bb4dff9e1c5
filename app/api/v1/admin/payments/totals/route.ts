// GET /api/v1/admin/payments/totals?days=30 – paid, refunded and owed-back totals per Manila day, counts per state (ADMIN only)
import { route, readQuery } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { paymentTotals } from '@/lib/server/payments/payment-totals';
import { paymentTotalsQuerySchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  await requireAdmin(req);
  return paymentTotals(readQuery(req, paymentTotalsQuerySchema));
});
