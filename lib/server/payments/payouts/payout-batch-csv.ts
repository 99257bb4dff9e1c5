import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { pesos, toCsv } from '@/lib/format/csv';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';

type Line = {
  lawyer_id: string;
  lawyer_name: string;
  account_name: string;
  bank_name: string;
  provider_bank_id: string;
  account_number: string;
  amount_centavos: number;
  items: number;
};

export const batchNotFound = () => new AppError('NOT_FOUND', 'payouts.payoutBatchNotFound', { key: 'PAYOUT_BATCH_NOT_FOUND' });

/**
 * A batch as the bank's bulk-transfer CSV: one line per lawyer, to the account on file when the
 * batch was made, amounts in pesos with centavos. It shows account numbers, so every export is
 * written to the audit log.
 */
export async function payoutBatchCsv(adminId: string, batchId: string): Promise<{ filename: string; body: string }> {
  if (!isUuid(batchId)) throw batchNotFound();
  const db = await getDb();
  const [batch] = await queryRows<{ id: string; status: string }>(
    db,
    sql`SELECT id, status FROM payout_batches WHERE id = ${batchId}::uuid`,
  );
  if (!batch) throw batchNotFound();
  const lines = await queryRows<Line>(
    db,
    sql`SELECT po.lawyer_id, lp.display_name AS lawyer_name, po.account_name, po.bank_name, po.provider_bank_id, po.account_number, po.amount_centavos,
               (SELECT count(*)::int FROM payout_items i WHERE i.payout_id = po.id) AS items
        FROM payouts po JOIN lawyer_profiles lp ON lp.user_id = po.lawyer_id
        WHERE po.batch_id = ${batchId}::uuid ORDER BY lp.display_name, po.lawyer_id`,
  );
  const remarks = `Abogado payout ${batchId.slice(0, 8)}`;
  const body = toCsv(
    [
      'batch_id',
      'lawyer_id',
      'lawyer_name',
      'account_name',
      'bank_name',
      'bank_code',
      'account_number',
      'amount',
      'currency',
      'items',
      'remarks',
    ],
    lines.map((l) => [
      batchId,
      l.lawyer_id,
      `Atty. ${l.lawyer_name}`,
      l.account_name,
      l.bank_name,
      l.provider_bank_id,
      l.account_number,
      pesos(Number(l.amount_centavos)),
      'PHP',
      Number(l.items),
      remarks,
    ]),
  );
  await writeAuditLog({
    actorId: adminId,
    action: 'payout.batch_export',
    targetType: 'payout_batch',
    targetId: batchId,
    metadata: { lines: lines.length, status: batch.status },
  });
  return { filename: `abogado-payout-${batchId.slice(0, 8)}.csv`, body };
}
