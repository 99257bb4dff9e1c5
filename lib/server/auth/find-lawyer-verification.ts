import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { lawyerProfiles } from '@/lib/db/schema';

export type LawyerVerification = {
  ibpVerified: boolean;
  idsUploaded: boolean;
  status: 'PENDING' | 'VERIFIED' | 'REJECTED';
  /** What the admin asked the lawyer to fix (the last rejection's reason). */
  note: string | null;
  submittedAt: Date;
  /** A year since the last verification: a current IBP ID is due (dues are annual). */
  renewalDue: boolean;
  /** Set while moderation keeps the profile hidden: the reason the lawyer was told. */
  hiddenReason: string | null;
};

/** Where the lawyer stands with verification (spec §1: IBP ID and government ID) and moderation. */
export async function findLawyerVerification(userId: string): Promise<LawyerVerification | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      ibpVerified: lawyerProfiles.ibpVerified,
      ibpId: lawyerProfiles.ibpIdFileId,
      governmentId: lawyerProfiles.governmentIdFileId,
      status: lawyerProfiles.verificationStatus,
      note: lawyerProfiles.verificationNote,
      submittedAt: lawyerProfiles.verificationSubmittedAt,
      renewalDue: sql<boolean>`(${lawyerProfiles.ibpVerified} AND ${lawyerProfiles.ibpVerifiedAt} <= now() - interval '1 year')`,
      hiddenAt: lawyerProfiles.hiddenAt,
      hiddenReason: lawyerProfiles.hiddenReason,
    })
    .from(lawyerProfiles)
    .where(eq(lawyerProfiles.userId, userId))
    .limit(1);
  if (!row) return null;
  return {
    ibpVerified: row.ibpVerified,
    idsUploaded: Boolean(row.ibpId && row.governmentId),
    status: row.status,
    note: row.note,
    submittedAt: row.submittedAt,
    renewalDue: Boolean(row.renewalDue),
    hiddenReason: row.hiddenAt ? row.hiddenReason : null,
  };
}
