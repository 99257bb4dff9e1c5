import 'server-only';
import { eq } from 'drizzle-orm';
import { APP_NAME } from '@/lib/config/app';
import { getDb, tables } from '@/lib/db';
import { tellUser } from '@/lib/server/messaging/notifications/tell-user';
import { findRecipient, noticeText } from '@/lib/server/messaging/notifications/recipient';
import { verificationApprovedSms, verificationRejectedSms } from '@/lib/server/messaging/sms/templates';

const DASHBOARD = '/lawyer-portal';

type Decision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * The outbox's handler of `verification:approve` and `verification:reject` (decideVerification): the
 * lawyer is told once per event (its id keys the message); a rejection's reason is read from its audit row.
 */
export async function tellVerificationEvent(
  eventId: string,
  lawyerId: string,
  approve: boolean,
  payload: { auditId: string },
): Promise<void> {
  if (approve) return tellVerificationDecision(lawyerId, { decision: 'approve' }, eventId);
  const db = await getDb();
  const [audit] = await db.select({ reason: tables.auditLog.reason }).from(tables.auditLog).where(eq(tables.auditLog.id, payload.auditId));
  await tellVerificationDecision(lawyerId, { decision: 'reject', reason: audit?.reason ?? '' }, eventId);
}

/** The lawyer learns the outcome of the review of their IDs (and, when rejected, what to fix), in their own language; once per `key`. */
export async function tellVerificationDecision(lawyerId: string, decision: Decision, key: string): Promise<void> {
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
      dedupeKey: `verification-approved:${lawyerId}:${key}`,
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
    dedupeKey: `verification-rejected:${lawyerId}:${key}`,
    kind: 'verification_decision',
    sms: verificationRejectedSms(locale),
  });
}
