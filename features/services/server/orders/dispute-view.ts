import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import type { ServiceDisputeDto } from '@/features/services/dto/service-orders';

/** The files of a dispute, oldest first, as the wire's file references. */
export async function disputeFiles(db: Db, disputeId: string): Promise<ServiceDisputeDto['files']> {
  const rows = await db
    .select({ id: t.storedFiles.id, name: t.storedFiles.originalName, size: t.storedFiles.sizeBytes, type: t.storedFiles.contentType })
    .from(t.serviceDisputeFiles)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.serviceDisputeFiles.fileId))
    .where(eq(t.serviceDisputeFiles.disputeId, disputeId))
    .orderBy(asc(t.storedFiles.createdAt), asc(t.storedFiles.id));
  return rows.map((f) => ({ _id: f.id, name: f.name, size: Number(f.size), content_type: f.type }));
}

/**
 * The order's dispute as serviceDisputeDto (null: none opened), for the order's DTO (its two parties; the
 * caller has checked who reads). Amounts in whole pesos, as the wire has them.
 */
export async function findServiceDisputeDto(db: Db, orderId: string): Promise<ServiceDisputeDto | null> {
  const [d] = await db.select().from(t.serviceDisputes).where(eq(t.serviceDisputes.orderId, orderId));
  if (!d) return null;
  return {
    _id: d.id,
    reason: d.reason,
    opened_at: d.openedAt.toISOString(),
    answer_by: d.answerBy.toISOString(),
    answer: d.answer,
    answered_at: d.answeredAt?.toISOString() ?? null,
    files: await disputeFiles(db, d.id),
    outcome: d.outcome,
    refund_pesos: d.refundCentavos === null ? null : d.refundCentavos / 100,
    decision_reason: d.decisionReason,
    decided_at: d.decidedAt?.toISOString() ?? null,
  };
}
