// POST /api/v1/legal-aid/questions – a client with a declaration sends a free written question to the legal-aid desk's queue (issue 61)
import { readJson, route } from '@/lib/server/platform/http';
import { requireCustomer } from '@/lib/server/auth/require-user';
import { askLegalAidQuestion } from '@/features/legal-aid/server/written';
import { legalAidQuestionSchema } from '@/features/legal-aid/validation/legal-aid';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const client = await requireCustomer(req);
  return askLegalAidQuestion(client.id, await readJson(req, legalAidQuestionSchema));
});
