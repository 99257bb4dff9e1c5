// GET /api/v1/matters – your matters (as their lawyer or their client), open first, newest first
// POST /api/v1/matters – the lawyer opens a matter from their consultation, work item, service order or taken question (issue 64)
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer, requireUser } from '@/lib/server/auth/require-user';
import { openMatter } from '@/features/matters/server/open-matter';
import { listMatters } from '@/features/matters/server/matter-view';
import { openMatterSchema } from '@/features/matters/validation/matters';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const user = await requireUser(req);
  return listMatters(user.id);
});

export const POST = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const input = await readJson(req, openMatterSchema);
  return openMatter(lawyer.id, input);
});
