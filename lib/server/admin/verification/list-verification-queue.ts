import 'server-only';
import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { AdminPage, VerificationQueueItem } from '@/lib/dto/admin';
import { fileUrl } from '@/lib/server/platform/storage/save-stored-file';
import type { VerificationFilter } from '@/lib/validation/admin';
import { ADMIN_PAGE_SIZE } from '@/lib/config/pages';
import { loadVerificationDocuments } from './verification-documents';

const p = t.lawyerProfiles;

/** IBP dues are paid yearly: a verification older than this asks for a current IBP ID. */
const IBP_RENEWAL_AFTER = sql`interval '1 year'`;
const renewalDueSql = sql`(${p.ibpVerified} AND ${p.ibpVerifiedAt} <= now() - ${IBP_RENEWAL_AFTER})`;

function filterSql(status: VerificationFilter): SQL | undefined {
  if (status === 'RENEWAL_DUE') return and(eq(p.ibpVerified, true), lte(p.ibpVerifiedAt, sql`now() - ${IBP_RENEWAL_AFTER}`));
  return eq(p.verificationStatus, status);
}

/**
 * The admin's verification queue: lawyer sign-ups and re-uploads by status, the longest waiting
 * first while pending. The ID documents are private files; their URLs answer admins only
 * (lib/server/platform/storage/read-stored-file.ts), and every view is audited there.
 */
export async function listVerificationQueue(
  options: { status?: VerificationFilter; page?: number; limit?: number } = {},
): Promise<AdminPage<VerificationQueueItem>> {
  const status = options.status ?? 'PENDING';
  const page = options.page ?? 0;
  const limit = options.limit ?? ADMIN_PAGE_SIZE;
  const db = await getDb();
  const where = filterSql(status);
  const rows = await db
    .select({
      id: p.userId,
      firstName: t.users.firstName,
      lastName: t.users.lastName,
      email: t.users.email,
      rollNumber: p.rollNumber,
      ibpNumber: p.ibpNumber,
      status: p.verificationStatus,
      ibpVerified: p.ibpVerified,
      ibpVerifiedAt: p.ibpVerifiedAt,
      submittedAt: p.verificationSubmittedAt,
      note: p.verificationNote,
      ibpIdFileId: p.ibpIdFileId,
      governmentIdFileId: p.governmentIdFileId,
      signedUpAt: t.users.createdAt,
      renewalDue: sql<boolean>`${renewalDueSql}`,
      duplicateRoll: sql<boolean>`EXISTS (SELECT 1 FROM lawyer_profiles o WHERE o.roll_number = ${p.rollNumber} AND o.user_id <> ${p.userId})`,
    })
    .from(p)
    .innerJoin(t.users, eq(t.users.id, p.userId))
    .where(where)
    .orderBy(status === 'PENDING' ? asc(p.verificationSubmittedAt) : desc(p.verificationSubmittedAt), asc(p.userId))
    .limit(limit + 1)
    .offset(page * limit);
  const [{ n }] = await db.select({ n: count() }).from(p).where(where);
  const shown = rows.slice(0, limit);
  const documents = await loadVerificationDocuments(shown);
  return {
    results: shown.map((r, i) => ({
      _id: r.id,
      name: `${r.firstName} ${r.lastName}`.trim(),
      email: r.email,
      roll_number: r.rollNumber,
      ibp_number: r.ibpNumber,
      verification_status: r.status,
      ibp_verified: r.ibpVerified,
      ibp_verified_at: r.ibpVerifiedAt?.toISOString() ?? null,
      submitted_at: r.submittedAt.toISOString(),
      verification_note: r.note,
      ibp_id_url: r.ibpIdFileId ? fileUrl(r.ibpIdFileId) : null,
      government_id_url: r.governmentIdFileId ? fileUrl(r.governmentIdFileId) : null,
      documents: documents[i],
      renewal_due: Boolean(r.renewalDue),
      duplicate_roll_number: Boolean(r.duplicateRoll),
      signed_up_at: r.signedUpAt.toISOString(),
    })),
    page,
    hasMore: rows.length > limit,
    total: Number(n),
  };
}
