// GET /api/v1/admin/payouts?page= – what is owed to each lawyer now, and the payout batches (ADMIN only)
// POST /api/v1/admin/payouts – make a payout batch of the items chosen {payment_ids} (ADMIN only; audited; 400 without a choice)
import { route, readJson, readQuery } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { createPayoutBatch } from '@/lib/server/payments/payouts/create-payout-batch';
import { getPayoutsOverview } from '@/lib/server/payments/payouts/list-payouts';
import { createPayoutBatchSchema, payoutsQuerySchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  await requireAdmin(req);
  return getPayoutsOverview(readQuery(req, payoutsQuerySchema));
});

export const POST = route(async (req) => {
  const admin = await requireAdmin(req);
  return Response.json(await createPayoutBatch(admin.id, await readJson(req, createPayoutBatchSchema)), { status: 201 });
});
