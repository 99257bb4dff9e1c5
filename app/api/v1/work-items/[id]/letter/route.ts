// GET  /api/v1/work-items/{id}/letter – the engagement letter: one version (?version=), every version, whose turn it is
// POST /api/v1/work-items/{id}/letter – the lawyer makes a new version from the proposal and their own parts (issue 42)
import { readJson, readQuery, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { getLetterState } from '@/lib/server/work-items/letters/get-letter';
import { prepareLetter } from '@/lib/server/work-items/letters/prepare-letter';
import { letterQuerySchema, letterTermsSchema } from '@/lib/validation/engagement-letters';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const query = readQuery(req, letterQuerySchema);
  return getLetterState(user.id, (await params).id, { version: query.version });
});

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, letterTermsSchema);
  const { id } = await params;
  await prepareLetter(user.id, id, input);
  return Response.json(await getLetterState(user.id, id), { status: 201 });
});
