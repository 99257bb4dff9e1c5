import 'server-only';
import { randomUUID } from 'node:crypto';
import { APP_NAME } from '@/lib/config/app';
import { tellUser } from '@/lib/server/notifications/tell-user';
import { findRecipient, noticeText } from '@/lib/server/notifications/recipient';
import { verificationApprovedSms, verificationRejectedSms } from '@/lib/server/sms/templates';

const DASHBOARD = '/lawyer-portal';

type Decision = { decision: 'approve'; at: Date } | { decision: 'reject'; reason: string };

/** The lawyer learns the outcome of the review of their IDs (and, when rejected, what to fix), in their own language. */
export async function tellVerificationDecision(lawyerId: string, decision: Decision): Promise<void> {
  const user = await findRecipient(lawyerId);
  if (!user) return;
  const locale = user.language;
  const t = noticeText(locale);
  if (decision.decision === 'approve') {
    await tellUser({
      user,
      locale,
      subject: t('verification.approvedSubject', { app: APP_NAME }),
      paragraphs: [t('verification.approvedChecked'), t('verification.approvedNext')],
      path: DASHBOARD,
      notification: {
        title: t('verification.approvedTitle'),
        body: t('verification.approvedBody'),
        icon: 'meeting-comment',
      },
      dedupeKey: `verification-approved:${lawyerId}:${decision.at.toISOString()}`,
      kind: 'verification_decision',
      sms: verificationApprovedSms(locale),
    });
    return;
  }
  await tellUser({
    user,
    locale,
    subject: t('verification.rejectedSubject', { app: APP_NAME }),
    paragraphs: [t('verification.rejectedFix', { reason: decision.reason }), t('verification.rejectedAgain')],
    path: DASHBOARD,
    notification: { title: t('verification.rejectedTitle'), body: decision.reason.slice(0, 200), icon: 'meeting-comment' },
    dedupeKey: `verification-rejected:${lawyerId}:${randomUUID()}`,
    kind: 'verification_decision',
    sms: verificationRejectedSms(locale),
  });
}
