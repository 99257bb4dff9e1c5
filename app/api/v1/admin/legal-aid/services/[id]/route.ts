// PUT /api/v1/admin/legal-aid/services/{id} – the legal-aid desk approves a ledger line or rejects it with the reason (ADMIN only, never the line's own lawyer or client; audited; issue 73)
import { route, readJson } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { decideLedgerLine } from '@/features/legal-aid/server/desk/line-review';
import { lineDecisionSchema } from '@/features/legal-aid/validation/legal-aid-hours';

export const dynamic = 'force-dynamic';

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const input = await readJson(req, lineDecisionSchema);
  return decideLedgerLine(admin.id, (await params).id, input);
});
