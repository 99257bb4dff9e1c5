import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';

const notFound = () => new AppError('NOT_FOUND', 'moderation.reportNotFound', { key: 'REPORT_NOT_FOUND' });

/** An admin closes an open report without acting on its target (with the reason, audited in the same transaction). */
export async function dismissReport(adminId: string, reportId: string, reason: string): Promise<{ _id: string; status: 'DISMISSED' }> {
  if (!isUuid(reportId)) throw notFound();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(t.reports)
      .set({ status: 'DISMISSED', resolvedBy: adminId, resolvedAt: sql`now()`, resolution: reason })
      .where(and(eq(t.reports.id, reportId), eq(t.reports.status, 'OPEN')))
      .returning({ id: t.reports.id, targetType: t.reports.targetType, targetId: t.reports.targetId });
    if (!row) {
      const [exists] = await tx.select({ id: t.reports.id }).from(t.reports).where(eq(t.reports.id, reportId));
      if (!exists) throw notFound();
      throw new AppError('CONFLICT', 'moderation.reportAlreadyClosed', { key: 'REPORT_CLOSED' });
    }
    await writeAuditLog(
      {
        actorId: adminId,
        action: 'report.dismiss',
        targetType: 'report',
        targetId: reportId,
        reason,
        metadata: { target_type: row.targetType, target_id: row.targetId },
      },
      tx,
    );
    return { _id: reportId, status: 'DISMISSED' as const };
  });
}
