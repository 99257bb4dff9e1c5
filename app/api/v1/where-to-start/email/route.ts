// POST /api/v1/where-to-start/email – e-mails the answer of "Where do I start?" to the signed-in person's own address {answers, language}
import { route, readJson } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { emailWhereToStartAnswer } from '@/features/where-to-start/server/email-answer';
import { emailWhereToStartSchema } from '@/features/where-to-start/validation/where-to-start';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const user = await requireUser(req);
  const { answers, language } = await readJson(req, emailWhereToStartSchema);
  return Response.json(await emailWhereToStartAnswer(user, answers, language));
});
