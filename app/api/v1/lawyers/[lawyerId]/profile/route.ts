// GET /api/v1/lawyers/{lawyerId}/profile – the public profile of a listed lawyer (no banking, no ID documents)
import { route } from '@/lib/server/platform/http';
import { AppError } from '@/lib/server/platform/http/errors';
import { findPublicProfile } from '@/lib/server/lawyers/find-public-profile';
import { lawyerIdSchema } from '@/lib/validation/search';

export const GET = route<{ lawyerId: string }>(async (_req, ctx) => {
  const { lawyerId } = await ctx.params;
  const parsed = lawyerIdSchema.safeParse(lawyerId);
  const profile = parsed.success ? await findPublicProfile(parsed.data) : null;
  if (!profile) throw new AppError('NOT_FOUND', 'common.lawyerNotFound', { key: 'LAWYER_NOT_FOUND' });
  return profile;
});
