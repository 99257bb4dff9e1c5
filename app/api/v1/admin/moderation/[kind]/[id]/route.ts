// PUT /api/v1/admin/moderation/{review|lawyer|notary}/{id} – hide or restore it {hidden, reason}; the owner is told (ADMIN only; audited)
import { route, readJson } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { AppError } from '@/lib/server/platform/http/errors';
import { moderateContent } from '@/lib/server/admin/moderation/moderate-content';
import { moderationKindSchema, moderationSchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const PUT = route<{ kind: string; id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const { kind, id } = await params;
  const parsed = moderationKindSchema.safeParse(kind);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'common.nothingModerateId', { key: 'TARGET_NOT_FOUND' });
  return moderateContent(admin.id, parsed.data, id, await readJson(req, moderationSchema));
});
