import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { lawyerProfiles } from '@/lib/db/schema';

/** Where the lawyer stands with verification (spec §1: IBP ID and government ID). */
export async function findLawyerVerification(userId: string): Promise<{ ibpVerified: boolean; idsUploaded: boolean } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ibpVerified: lawyerProfiles.ibpVerified, ibpId: lawyerProfiles.ibpIdFileId, governmentId: lawyerProfiles.governmentIdFileId })
    .from(lawyerProfiles)
    .where(eq(lawyerProfiles.userId, userId))
    .limit(1);
  return row ? { ibpVerified: row.ibpVerified, idsUploaded: Boolean(row.ibpId && row.governmentId) } : null;
}
