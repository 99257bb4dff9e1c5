import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { sendIbpVerificationEmail } from '@/lib/server/auth/auth-emails';
import { adminRecipients } from '@/lib/server/messaging/mail/admin-recipients';
import { createAuthToken } from '@/lib/server/platform/security/auth-tokens';

/**
 * The outbox's handler of `verification:resubmit` (resubmitVerification): each admin gets the lawyer's
 * new documents and a fresh IBP link, once per event and admin (the mails' dedupe keys). The link's
 * token is made here, after the commit, because only its hash is stored: a run that fails after the
 * mails leaves an unused token, which expires. A decision made before the pass needs no link.
 */
export async function tellAdminsOfResubmission(eventId: string, lawyerId: string): Promise<void> {
  const db = await getDb();
  const [lawyer] = await db
    .select({
      name: t.lawyerProfiles.displayName,
      email: t.users.email,
      roll: t.lawyerProfiles.rollNumber,
      ibp: t.lawyerProfiles.ibpNumber,
      status: t.lawyerProfiles.verificationStatus,
      ibpId: t.lawyerProfiles.ibpIdFileId,
      governmentId: t.lawyerProfiles.governmentIdFileId,
    })
    .from(t.lawyerProfiles)
    .innerJoin(t.users, eq(t.users.id, t.lawyerProfiles.userId))
    .where(eq(t.lawyerProfiles.userId, lawyerId));
  if (!lawyer?.ibpId || !lawyer.governmentId || lawyer.status !== 'PENDING') return;
  const token = await createAuthToken(lawyerId, 'VERIFY_IBP');
  const details = { name: lawyer.name, email: lawyer.email, rollNumber: lawyer.roll, ibpNumber: lawyer.ibp };
  for (const to of await adminRecipients()) {
    await sendIbpVerificationEmail({
      to,
      lawyer: details,
      token,
      fileIds: { ibpId: lawyer.ibpId, governmentId: lawyer.governmentId },
      resubmitted: true,
      dedupeKey: `ibp-resubmitted:${eventId}:${to}`,
    });
  }
}
