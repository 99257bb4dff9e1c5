// GET /api/v1/legal-aid/queue – a legal-aid lawyer's queue: the unclaimed free written questions of their areas (issue 61)
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { getLegalAidQueue } from '@/features/legal-aid/server/written';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return getLegalAidQueue(lawyer.id);
});
