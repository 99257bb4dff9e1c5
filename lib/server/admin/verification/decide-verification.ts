import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { VerificationDecisionResult } from '@/lib/dto/admin';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError } from '@/lib/server/platform/http/errors';
import { readListingFacts, revalidateLawyerListing } from '@/lib/server/lawyers/profile/profile-change';
import type { VerificationDecisionInput } from '@/lib/validation/admin';
import { isUuid } from '@/lib/validation/ids';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { VERIFICATION_EVENTS } from './events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';

const p = t.lawyerProfiles;

export const lawyerNotFound = () => new AppError('NOT_FOUND', 'common.lawyerNotFound', { key: 'LAWYER_NOT_FOUND' });

type Decision = { decision: 'approve' | 'reject'; reason?: string };

/**
 * An admin approves or rejects a lawyer's IBP verification, in one transaction with its audit row.
 * Approval sets ibp_verified (a new verification year starts); rejection clears it, takes the profile
 * off public view and keeps the reason for the lawyer, who may upload again. Either way the IBP links
 * still in admins' mailboxes are spent, so an old link cannot undo the decision. After commit the
 * static pages follow, and the outbox tells the lawyer by e-mail, text and notification
 * (`verification:approve|reject`, verification-notices.ts; the request never waits for them, issue 59).
 */
export async function decideVerification(
  adminId: string,
  lawyerId: string,
  input: VerificationDecisionInput | Decision,
): Promise<VerificationDecisionResult> {
  if (!isUuid(lawyerId)) throw lawyerNotFound();
  const approve = input.decision === 'approve';
  const reason = input.reason?.trim() || null;
  const before = await readListingFacts(lawyerId);
  if (!before) throw lawyerNotFound();
  const db = await getDb();
  const outcome = await transactionWithEvents(db, async (tx) => {
    const [row] = await tx
      .select({ status: p.verificationStatus, ibpVerified: p.ibpVerified })
      .from(p)
      .where(eq(p.userId, lawyerId))
      .for('update');
    if (!row) throw lawyerNotFound();
    const [updated] = await tx
      .update(p)
      .set(
        approve
          ? {
              verificationStatus: 'VERIFIED',
              ibpVerified: true,
              ibpVerifiedAt: sql`now()`,
              verificationNote: null,
              ibpRenewalNotifiedAt: null,
              updatedAt: sql`now()`,
            }
          : { verificationStatus: 'REJECTED', ibpVerified: false, isPublic: false, verificationNote: reason, updatedAt: sql`now()` },
      )
      .where(eq(p.userId, lawyerId))
      .returning({ status: p.verificationStatus, ibpVerified: p.ibpVerified, verifiedAt: p.ibpVerifiedAt });
    await tx
      .update(t.authTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(t.authTokens.userId, lawyerId), eq(t.authTokens.kind, 'VERIFY_IBP'), isNull(t.authTokens.usedAt)));
    const audit = await writeAuditLog(
      {
        actorId: adminId,
        action: approve ? 'lawyer.verification.approve' : 'lawyer.verification.reject',
        targetType: 'lawyer',
        targetId: lawyerId,
        reason,
        metadata: { previous_status: row.status, previously_verified: row.ibpVerified },
      },
      tx,
    );
    // A rejection's reason is the admin's words: the handler reads it from the audit row.
    await recordEvents(tx, VERIFICATION_EVENTS, {
      aggregateId: lawyerId,
      event: approve ? 'approve' : 'reject',
      status: updated.status,
      actor: { role: 'ADMIN', id: adminId },
      payload: { auditId: audit.id },
    });
    return updated;
  });
  await revalidateLawyerListing(lawyerId, before);
  return { _id: lawyerId, verification_status: outcome.status, ibp_verified: outcome.ibpVerified };
}
