import 'server-only';
import { getDb, tables as t, type Db } from '@/lib/db';

export type AuditEntry = {
  actorId: string | null;
  /** `<noun>.<verb>`, e.g. `file.view`. */
  action: string;
  targetType: string;
  targetId: string;
  reason?: string | null;
  metadata?: Record<string, unknown>;
};

/** Appends one row to audit_log (in the caller's transaction when given one); its id lets an outbox event point at the reason. */
export async function writeAuditLog(entry: AuditEntry, db?: Db): Promise<{ id: string }> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .insert(t.auditLog)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      reason: entry.reason ?? null,
      metadata: entry.metadata ?? {},
    })
    .returning({ id: t.auditLog.id });
  return row;
}
