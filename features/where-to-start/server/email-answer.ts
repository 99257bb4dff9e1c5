import 'server-only';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/paths';
import { completeWhereToStart, readSharedWhereToStart } from '@/features/where-to-start/validation/where-to-start';
import { AppError } from '@/lib/server/platform/http/errors';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { TRIAGE_EVENTS } from './events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { enforceRateLimits, subjectKey } from '@/lib/server/platform/security/rate-limit';
import { AUTH_LIMITS } from '@/lib/server/platform/security/limits';

/**
 * E-mails the answer of "Where do I start?" to the signed-in person's own address (never to an address
 * typed in: the product mails nobody on a stranger's word), in the language of the page it was asked
 * from, with that page's address. The answers are read as the answer page reads them; only the mail
 * is kept (the outbox), as for every mail. The mail is written and sent after the commit by the outbox
 * (mail-answer.ts, issue 59): the answer never waits for the mail server.
 */
export async function emailWhereToStartAnswer(
  user: { id: string; email: string },
  answers: string,
  language: Locale,
): Promise<{ sent_to: string }> {
  const q = readSharedWhereToStart(answers);
  const complete = q && completeWhereToStart(q);
  if (!complete) throw new AppError('BAD_REQUEST', 'triage.unreadable', { key: 'TRIAGE_UNREADABLE' });
  await enforceRateLimits([
    {
      key: `triage-email:${subjectKey(user.id)}`,
      rule: AUTH_LIMITS.whereToStartEmailUser,
      // Counts mails sent: only answers that can be read reach it.
      afterBody: true,
      error: (seconds) => ({ key: 'triage.tooMany', params: { minutes: Math.ceil(seconds / 60) } }),
    },
  ]);
  await transactionWithEvents(await getDb(), (tx) =>
    recordEvents(tx, TRIAGE_EVENTS, {
      aggregateId: user.id,
      event: 'email',
      status: 'answered',
      actor: { role: 'USER', id: user.id },
      // The answers are codes (readSharedWhereToStart refuses any other key), no words a person wrote.
      payload: { answers, language },
    }),
  );
  return { sent_to: user.email };
}
