import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { AdminUserDetail } from '@/lib/dto/admin';
import { listAuditLog } from '@/lib/server/platform/audit/list-audit-log';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';
import { loadVerificationDocuments } from './verification/verification-documents';
import { isUuid } from '@/lib/validation/ids';
import { adminUserColumns, toAdminUser, userNotFound } from './admin-user-row';

/** How many audit entries the detail page shows (the audit log page has the rest, filtered to the person). */
const AUDIT_SHOWN = 50;

/**
 * One person as the admin's detail page shows them: the account, and for a lawyer the roll and IBP
 * numbers, the ID documents (inline previews), whether the profile is listed now and the decisions
 * on the verification; then every audit entry about them or their documents. 404 for an unknown id.
 */
export async function getAdminUser(userId: string): Promise<AdminUserDetail> {
  if (!isUuid(userId)) throw userNotFound();
  const db = await getDb();
  const p = t.lawyerProfiles;
  const [row] = await db
    .select({
      ...adminUserColumns,
      rollNumber: p.rollNumber,
      ibpNumber: p.ibpNumber,
      ibpVerified: p.ibpVerified,
      ibpVerifiedAt: p.ibpVerifiedAt,
      submittedAt: p.verificationSubmittedAt,
      note: p.verificationNote,
      ibpIdFileId: p.ibpIdFileId,
      governmentIdFileId: p.governmentIdFileId,
      listed: sql<boolean | null>`${listedLawyerSql('lawyer_profiles')}`,
    })
    .from(t.users)
    .leftJoin(p, eq(p.userId, t.users.id))
    .where(eq(t.users.id, userId))
    .limit(1);
  if (!row) throw userNotFound();
  const audit = await listAuditLog({ subject: userId, limit: AUDIT_SHOWN });
  const isLawyer = row.type === 'LAWYER' && row.rollNumber !== null;
  const lawyer = isLawyer
    ? {
        roll_number: row.rollNumber!,
        ibp_number: row.ibpNumber!,
        ibp_verified: Boolean(row.ibpVerified),
        ibp_verified_at: row.ibpVerifiedAt?.toISOString() ?? null,
        submitted_at: row.submittedAt!.toISOString(),
        verification_note: row.note,
        listed: Boolean(row.listed),
        profile_url: `/lawyer/${userId}`,
        documents: (await loadVerificationDocuments([row]))[0],
        verification_history: (await listAuditLog({ action: 'lawyer.', target: userId, limit: AUDIT_SHOWN })).results,
      }
    : null;
  return { user: toAdminUser(row), lawyer, audit: audit.results };
}
