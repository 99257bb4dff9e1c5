import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { APP_NAME } from '@/lib/config/app';
import { tellUser } from '../notifications/tell-user';
import { verificationApprovedSms, verificationRejectedSms } from '../sms/templates';

const DASHBOARD = '/lawyer-portal';

async function findLawyerContact(lawyerId: string): Promise<{ id: string; email: string; firstName: string } | undefined> {
  const db = await getDb();
  const [user] = await db
    .select({ id: t.users.id, email: t.users.email, firstName: t.users.firstName })
    .from(t.users)
    .where(eq(t.users.id, lawyerId));
  return user;
}

type Decision = { decision: 'approve'; at: Date } | { decision: 'reject'; reason: string };

/** The lawyer learns the outcome of the review of their IDs (and, when rejected, what to fix). */
export async function tellVerificationDecision(lawyerId: string, decision: Decision): Promise<void> {
  const user = await findLawyerContact(lawyerId);
  if (!user) return;
  if (decision.decision === 'approve') {
    await tellUser({
      user,
      subject: `You are verified on ${APP_NAME}`,
      paragraphs: [
        'We checked your IBP ID and government ID against the Roll of Attorneys: your IBP membership is verified.',
        'Once your profile is complete and public, clients can find and book you.',
      ],
      path: DASHBOARD,
      notification: {
        title: 'You are verified',
        body: 'Your IBP membership is verified. Make your profile public to be listed.',
        icon: 'meeting-comment',
      },
      dedupeKey: `verification-approved:${lawyerId}:${decision.at.toISOString()}`,
      kind: 'verification_decision',
      sms: verificationApprovedSms(),
    });
    return;
  }
  await tellUser({
    user,
    subject: `${APP_NAME}: we could not verify your IBP membership yet`,
    paragraphs: [
      `We could not verify your documents. What to fix: ${decision.reason}`,
      'Upload your IBP ID and government ID again from your dashboard; we will check them again. Until then your profile is not public.',
    ],
    path: DASHBOARD,
    notification: { title: 'Verification not approved', body: decision.reason.slice(0, 200), icon: 'meeting-comment' },
    dedupeKey: `verification-rejected:${lawyerId}:${randomUUID()}`,
    kind: 'verification_decision',
    sms: verificationRejectedSms(),
  });
}
