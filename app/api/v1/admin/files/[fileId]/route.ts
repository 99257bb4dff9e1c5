// GET /api/v1/admin/files/{fileId} – an identity document under review, inline (images and PDFs only, sandboxed; ADMIN only; audited)
import { route } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { previewVerificationDocument } from '@/lib/server/admin/verification/preview-verification-document';

export const dynamic = 'force-dynamic';

export const GET = route<{ fileId: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  return previewVerificationDocument((await params).fileId, admin);
});
