// POST /api/v1/dev/hearing-reminders/run – run the hearing reminders' pass as at a given instant, into the outboxes (e2e; no SMTP, no SMS provider)
import { route, readJson } from '@/lib/server/platform/http';
import { AppError } from '@/lib/server/platform/http/errors';
import { getRequestSession } from '@/lib/server/auth/request-session';
import { outboxAccess } from '@/lib/server/platform/delivery/outbox-access';
import { isSmtpConfigured } from '@/lib/server/messaging/mail/config';
import { sendDueHearingReminders } from '@/features/matters/server/hearing-reminders';
import { isSmsProviderConfigured } from '@/lib/server/messaging/sms/sms-port';
import { runHearingRemindersSchema } from '@/lib/validation/dev';

export const POST = route(async (req) => {
  const session = await getRequestSession(req);
  // Open only while no message can leave the building: a real reminder is never sent early.
  const access = outboxAccess(session?.user ?? null, isSmtpConfigured() || isSmsProviderConfigured());
  if (access === 'not-found') throw new AppError('NOT_FOUND', 'common.notFound');
  if (access === 'sign-in') throw new AppError('UNAUTHORIZED', 'common.notSignedIn');
  if (access === 'forbidden') throw new AppError('FORBIDDEN', 'common.forbidden');
  const { now } = await readJson(req, runHearingRemindersSchema);
  return { sent: await sendDueHearingReminders({ now: new Date(now) }) };
});
