import 'server-only';
import { APP_NAME } from '@/lib/config/app';
import { env } from '@/lib/server/env';
import { adminRecipientsWithLanguage } from '@/lib/server/mail/admin-recipients';
import { consumeRateLimit } from '@/lib/server/security/rate-limit';
import { logger } from '@/lib/server/log/logger';
import { pageUrl } from '@/lib/server/mail/mail-text';
import { sendEmail } from '@/lib/server/mail/send-email';
import { noticeText } from '@/lib/server/notifications/recipient';
import { phoneErrors } from './phone-messages';

const HOUR_SECONDS = 3600;

/**
 * The app's hourly budget of one-time codes (SMS_CODE_HOURLY_BUDGET), the last limit before a code
 * is texted: whatever slips past the per-number, per-account and per-address limits (many addresses,
 * many accounts) stops here, so a farm costs at most the budget an hour. Counted only for a code that
 * passed every other limit, so refused attempts never use it up. Past it: a 429 for everyone until
 * the hour ends, and the admins are told.
 */
export async function consumeCodeBudget(now: Date): Promise<void> {
  const budget = env().SMS_CODE_HOURLY_BUDGET;
  const result = await consumeRateLimit('phone-code:global', { limit: budget, windowSeconds: HOUR_SECONDS }, { afterBody: true });
  if (result.allowed) return;
  await alertAdmins(budget, now);
  throw phoneErrors.budgetReached(result.retryAfterSeconds);
}

/**
 * One e-mail per clock hour to the admins (ADMIN_EMAIL, else the ADMIN accounts): the dedupe key
 * holds it to one however many codes are refused. A failure to tell is logged, never thrown: the
 * refusal stands. Each admin reads it in their account's language.
 */
async function alertAdmins(budget: number, now: Date): Promise<void> {
  const hour = now.toISOString().slice(0, 13);
  logger().warn({ budget, hour }, 'one-time code budget reached');
  try {
    for (const { email: to, language } of await adminRecipientsWithLanguage()) {
      const t = noticeText(language);
      await sendEmail({
        to,
        subject: t('codeBudget.subject', { app: APP_NAME }),
        text:
          // The budget as digits, as it is configured (an ICU number would group it: "1,000").
          `${t('codeBudget.reached', { budget: String(budget) })}\n\n` +
          `${t('codeBudget.farming', { url: pageUrl(language, '/admin/sms') })}\n\n— ${APP_NAME}`,
        dedupeKey: `phone-code-budget:${hour}:${to.trim().toLowerCase()}`,
      });
    }
  } catch (error) {
    logger().error({ err: error }, 'one-time code budget alert failed');
  }
}
