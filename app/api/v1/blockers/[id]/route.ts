// PUT, DELETE /api/v1/blockers/{id}[?scope=series|occurrence] – change or remove one of your
// blockers; an occurrence of a weekly series stands for the whole series unless scope=occurrence.
import { readJson, readQuery, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { deleteBlocker } from '@/lib/server/calendar/blockers/delete-blocker';
import { updateBlocker } from '@/lib/server/calendar/blockers/update-blocker';
import { blockerSchema, blockerScopeQuerySchema } from '@/lib/validation/blockers';

export const dynamic = 'force-dynamic';

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { scope } = readQuery(req, blockerScopeQuerySchema);
  return updateBlocker(lawyer.id, (await params).id, await readJson(req, blockerSchema), { scope });
});

export const DELETE = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { scope } = readQuery(req, blockerScopeQuerySchema);
  return deleteBlocker(lawyer.id, (await params).id, { scope });
});
