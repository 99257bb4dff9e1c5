// GET /api/v1/legal-aid/declaration – your own beneficiary declaration (null: none yet; issue 61)
// PUT /api/v1/legal-aid/declaration – writes it, with your agreement that a lawyer will assess it
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { getMyDeclaration, saveMyDeclaration } from '@/features/legal-aid/server/declaration';
import { declarationSchema } from '@/features/legal-aid/validation/legal-aid';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const user = await requireUser(req);
  return getMyDeclaration(user.id);
});

export const PUT = route(async (req) => {
  const user = await requireUser(req);
  return saveMyDeclaration(user.id, await readJson(req, declarationSchema));
});
