// GET /api/v1/matters/{id} – the matter, its first page of entries, its hearings, what links the parties (its lawyer and client only)
// PATCH /api/v1/matters/{id} – the lawyer edits the head: title, problem, court, case number, branch
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { editMatter } from '@/features/matters/server/matter-entries';
import { getMatterView } from '@/features/matters/server/matter-view';
import { editMatterSchema } from '@/features/matters/validation/matters';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return getMatterView(user.id, (await params).id);
});

export const PATCH = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, editMatterSchema);
  return editMatter(user.id, (await params).id, input);
});
