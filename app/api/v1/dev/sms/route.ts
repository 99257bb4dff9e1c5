// GET /api/v1/dev/sms?to= – the SMS outbox as JSON while Semaphore is not configured (tests, local development)
import { route, readQuery } from '@/lib/server/platform/http';
import { AppError } from '@/lib/server/platform/http/errors';
import { getRequestSession } from '@/lib/server/auth/request-session';
import { outboxAccess } from '@/lib/server/platform/delivery/outbox-access';
import { listSms } from '@/lib/server/messaging/sms/list-sms';
import { isSmsProviderConfigured } from '@/lib/server/messaging/sms/sms-port';
import { smsOutboxQuerySchema } from '@/lib/validation/phone';

export const GET = route(async (req) => {
  const session = await getRequestSession(req);
  const access = outboxAccess(session?.user ?? null, isSmsProviderConfigured());
  if (access === 'not-found') throw new AppError('NOT_FOUND', 'common.notFound');
  if (access === 'sign-in') throw new AppError('UNAUTHORIZED', 'common.notSignedIn');
  if (access === 'forbidden') throw new AppError('FORBIDDEN', 'common.forbidden');
  const { to } = readQuery(req, smsOutboxQuerySchema);
  return { results: await listSms({ to }) };
});
