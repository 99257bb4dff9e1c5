// PUT /api/v1/admin/payments/{id}/refund – a refund the provider could not make, sent by hand: REFUNDED with its reference {reference, note}; the client is told (ADMIN only; audited)
import { route, readJson } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { markRefunded } from '@/lib/server/payments/refunds/mark-refunded';
import { refundSchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  return markRefunded(admin.id, (await params).id, await readJson(req, refundSchema));
});
