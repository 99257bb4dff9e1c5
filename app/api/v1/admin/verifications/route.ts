// GET /api/v1/admin/verifications?status=PENDING|REJECTED|VERIFIED|RENEWAL_DUE&page= – the verification queue (ADMIN only)
import { route, readQuery } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { listVerificationQueue } from '@/lib/server/admin/verification/list-verification-queue';
import { verificationQuerySchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  await requireAdmin(req);
  return listVerificationQueue(readQuery(req, verificationQuerySchema));
});
