import 'server-only';
import { APP_NAME } from '@/lib/config/app';
import { DELETION_GRACE_DAYS } from '@/lib/config/privacy';
import { formatLongInZone } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/paths';
import { emailText, pageUrl } from '@/lib/server/messaging/mail/mail-text';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { noticeText } from '@/lib/server/messaging/notifications/recipient';
import { tellUser } from '@/lib/server/messaging/notifications/tell-user';

// Each in the person's own language (users.language, issue 40), links to the pages in it.
type Person = { id: string; email: string; firstName: string; timezone: string; language: Locale };

/** Step 1: the request is recorded; signing in before due_at cancels it. */
export async function sendDeletionRequested(user: Person, deletion: { id: string; dueAt: Date }): Promise<void> {
  const t = noticeText(user.language);
  await tellUser({
    user,
    locale: user.language,
    subject: t('deletion.requestedSubject', { app: APP_NAME }),
    paragraphs: [
      t('deletion.received'),
      t('deletion.erasedOn', { when: formatLongInZone(deletion.dueAt, user.timezone, user.language) }),
      t('deletion.notYou'),
    ],
    path: '/login',
    notification: {
      title: t('deletion.requestedTitle'),
      body: t('deletion.requestedBody', { days: DELETION_GRACE_DAYS }),
      icon: 'new-work-item',
    },
    dedupeKey: `deletion-requested:${deletion.id}`,
  });
}

/** Step 1b: a cancellation by signing in during the grace period. */
export async function sendDeletionCancelled(user: Person, deletionId: string): Promise<void> {
  const t = noticeText(user.language);
  await tellUser({
    user,
    locale: user.language,
    subject: t('deletion.cancelledSubject', { app: APP_NAME }),
    paragraphs: [t('deletion.cancelled'), t('deletion.cancelledLawyer')],
    path: '/',
    notification: {
      title: t('deletion.cancelledTitle'),
      body: t('deletion.cancelledBody'),
      icon: 'new-work-item',
    },
    dedupeKey: `deletion-cancelled:${deletionId}`,
  });
}

/** For an account without a password: the fresh link that confirms the request, once per `dedupeKey`. */
export async function sendDeletionConfirmation(user: Person, token: string, dedupeKey: string): Promise<void> {
  const t = noticeText(user.language);
  const link = pageUrl(user.language, `/account/delete/confirm?token=${encodeURIComponent(token)}`);
  await sendEmail({
    to: user.email,
    subject: t('deletion.confirmSubject', { app: APP_NAME }),
    text: `${emailText(user.language)('hi', { name: user.firstName })}\n\n${t('deletion.confirmOpen', { app: APP_NAME, link })}\n\n${t('deletion.confirmAfter', { days: DELETION_GRACE_DAYS })}\n\n— ${APP_NAME}`,
    dedupeKey,
  });
}
