// GET /api/v1/dev/mailbox?to= – the outbox as JSON while SMTP is not configured (tests, local development)
import { route, readQuery } from '@/lib/server/platform/http';
import { AppError } from '@/lib/server/platform/http/errors';
import { getRequestSession } from '@/lib/server/auth/request-session';
import { listOutbox } from '@/lib/server/messaging/mail/list-outbox';
import { mailboxAccess } from '@/lib/server/messaging/mail/mailbox-access';
import { mailboxQuerySchema } from '@/lib/validation/mail';

export const GET = route(async (req) => {
  const session = await getRequestSession(req);
  const access = mailboxAccess(session?.user ?? null);
  if (access === 'not-found') throw new AppError('NOT_FOUND', 'common.notFound');
  if (access === 'sign-in') throw new AppError('UNAUTHORIZED', 'common.notSignedIn');
  if (access === 'forbidden') throw new AppError('FORBIDDEN', 'common.forbidden');
  const { to } = readQuery(req, mailboxQuerySchema);
  return { results: await listOutbox({ to }) };
});
