// POST /api/v1/admin/payments/{id}/refunds – refund a payment through the provider by an admin's decision {reason} (ADMIN only; audited)
import { route, readJson } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { refundPayment } from '@/lib/server/payments/refunds/refund-payment';
import { refundDecisionSchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  return Response.json(await refundPayment(admin.id, (await params).id, await readJson(req, refundDecisionSchema)), { status: 201 });
});
