// PUT, DELETE /api/v1/blockers/{id} – change or remove one of your blockers
import { readJson, route } from '@/lib/server/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { deleteBlocker, updateBlocker } from '@/lib/server/blockers/blockers';
import { blockerSchema } from '@/lib/validation/blockers';

export const dynamic = 'force-dynamic';

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  return updateBlocker(lawyer.id, (await params).id, await readJson(req, blockerSchema));
});

export const DELETE = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  return deleteBlocker(lawyer.id, (await params).id);
});
