// PUT /api/v1/admin/verifications/{lawyerId} – approve, or reject with what to fix {decision, reason} (ADMIN only; audited)
import { route, readJson } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { decideVerification } from '@/lib/server/admin/verification/decide-verification';
import { verificationDecisionSchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const PUT = route<{ lawyerId: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  return decideVerification(admin.id, (await params).lawyerId, await readJson(req, verificationDecisionSchema));
});
