// POST /api/v1/work-items/{id}/additional-services – the lawyer offers more work {title, description?, price}; returns _id
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { addAdditionalService } from '@/lib/server/work-items/additional-services';
import { additionalServiceSchema } from '@/lib/validation/work-items';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, additionalServiceSchema);
  return Response.json(await addAdditionalService(user.id, (await params).id, input), { status: 201 });
});
