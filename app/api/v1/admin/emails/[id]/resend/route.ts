// POST /api/v1/admin/emails/{id}/resend – deliver a recorded e-mail again through SMTP (ADMIN only; audited)
import { route } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { resendEmail } from '@/lib/server/messaging/mail/resend-email';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  return resendEmail(admin.id, (await params).id);
});
