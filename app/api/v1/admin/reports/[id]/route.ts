// PUT /api/v1/admin/reports/{id} – dismiss an open report with a reason {status: DISMISSED, reason} (ADMIN only; audited)
import { route, readJson } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { dismissReport } from '@/lib/server/admin/moderation/dismiss-report';
import { dismissReportSchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const { reason } = await readJson(req, dismissReportSchema);
  return dismissReport(admin.id, (await params).id, reason);
});
