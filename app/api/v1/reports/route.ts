// POST /api/v1/reports – report a review, a lawyer profile or a notary profile to the moderators {target_type, target_id, reason}
import { route, readJson } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { createReport } from '@/lib/server/admin/moderation/create-report';
import { reportSchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const user = await requireUser(req);
  return Response.json(await createReport(user.id, await readJson(req, reportSchema)), { status: 201 });
});
