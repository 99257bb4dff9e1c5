import 'server-only';
import { APP_NAME } from '@/lib/config/app';
import { adminRecipientsWithLanguage } from '@/lib/server/messaging/mail/admin-recipients';
import { pageUrl } from '@/lib/server/messaging/mail/mail-text';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { noticeText } from '@/lib/server/messaging/notifications/recipient';

/**
 * The outbox's handler of `phone:code-budget` (code-budget.ts records it): one e-mail per clock hour to
 * the admins (ADMIN_EMAIL, else the ADMIN accounts), each in their account's language; the dedupe key
 * holds it to one however many codes were refused or however often this runs.
 */
export async function tellAdminsCodeBudgetReached(payload: { hour: string; budget: number }): Promise<void> {
  for (const { email: to, language } of await adminRecipientsWithLanguage()) {
    const t = noticeText(language);
    await sendEmail({
      to,
      subject: t('codeBudget.subject', { app: APP_NAME }),
      text:
        // The budget as digits, as it is configured (an ICU number would group it: "1,000").
        `${t('codeBudget.reached', { budget: String(payload.budget) })}\n\n` +
        `${t('codeBudget.farming', { url: pageUrl(language, '/admin/sms') })}\n\n— ${APP_NAME}`,
      dedupeKey: `phone-code-budget:${payload.hour}:${to.trim().toLowerCase()}`,
    });
  }
}
