import 'server-only';
import { APP_NAME } from '@/lib/config/app';
import type { Locale } from '@/lib/i18n/paths';
import { pageUrl } from '@/lib/server/messaging/mail/mail-text';
import { noticeText } from '@/lib/server/messaging/notifications/recipient';

/**
 * Step 2: done. To the address the account had, recorded in the erasure's own transaction (the
 * address is gone after it) and sent after the commit by the outbox (`deletion:complete`).
 */
export function deletionCompletedMail(to: { email: string; firstName: string; language: Locale }, deletionId: string) {
  const t = noticeText(to.language);
  return {
    to: to.email,
    subject: t('deletion.completedSubject', { app: APP_NAME }),
    text: `${t('hiNoName')}\n\n${t('deletion.completed', { app: APP_NAME })}\n\n${t('deletion.again', { url: pageUrl(to.language, '/signup') })}\n\n— ${APP_NAME}`,
    dedupeKey: `deletion-completed:${deletionId}`,
  };
}
