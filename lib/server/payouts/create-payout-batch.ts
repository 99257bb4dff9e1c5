import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { BankingInfo } from '@/lib/db/schema/lawyers';
import type { PayoutBatchDto } from '@/lib/dto/refund';
import { writeAuditLog } from '@/lib/server/audit/write-audit-log';
import { AppError } from '@/lib/server/http/errors';
import { HAS_BANKING_SQL, PAYABLE_SQL, statementSql } from './statement-sql';

type Owed = { id: string; lawyer_id: string; gross: number; fee: number; net: number; banking_info: BankingInfo };

/**
 * An admin makes a payout batch of everything owed now (statementSql's `owed`), one transfer per
 * lawyer to the bank account on file — optionally only for some lawyers. Lawyers without complete
 * banking info are left out (their items stay owed). One transaction: the payable payments are locked
 * first (an admin's refund of one waits, then finds it batched), the batch, its transfers and items
 * written (a payment's item is its primary key: never in two batches), and the audit row.
 */
export async function createPayoutBatch(
  adminId: string,
  input: { lawyer_ids?: string[] },
): Promise<PayoutBatchDto & { skipped_without_banking: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const only = input.lawyer_ids?.length
      ? sql`AND p.lawyer_id IN (${sql.join(
          input.lawyer_ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
    await queryRows(
      tx,
      sql`SELECT p.id FROM payments p LEFT JOIN meetings m ON m.id = p.meeting_id
          WHERE ${PAYABLE_SQL} AND NOT EXISTS (SELECT 1 FROM payout_items i WHERE i.payment_id = p.id) ${only}
          ORDER BY p.id FOR UPDATE OF p`,
    );
    const owed = await queryRows<Owed & { has_banking: boolean }>(
      tx,
      sql`SELECT s.id, s.lawyer_id, s.gross, s.fee, s.net, lp.banking_info, ${HAS_BANKING_SQL} AS has_banking
          FROM (${statementSql(sql`true ${only}`)}) s JOIN lawyer_profiles lp ON lp.user_id = s.lawyer_id
          WHERE s.state = 'owed' AND s.net > 0
          ORDER BY s.lawyer_id, s.paid_at, s.id`,
    );
    const payable = owed.filter((o) => o.has_banking);
    const skipped = new Set(owed.filter((o) => !o.has_banking).map((o) => o.lawyer_id)).size;
    if (!payable.length) {
      throw new AppError(
        'CONFLICT',
        skipped
          ? 'Nothing can be paid out: the lawyers owed money have no complete banking info yet.'
          : 'Nothing is owed to any lawyer right now.',
        { key: 'NOTHING_OWED' },
      );
    }
    const byLawyer = new Map<string, Owed[]>();
    for (const o of payable) byLawyer.set(o.lawyer_id, [...(byLawyer.get(o.lawyer_id) ?? []), o]);
    const total = payable.reduce((sum, o) => sum + Number(o.net), 0);
    const [batch] = await tx.insert(t.payoutBatches).values({ totalCentavos: total, createdBy: adminId }).returning();
    for (const [lawyerId, items] of byLawyer) {
      const bank = items[0].banking_info;
      const [payout] = await tx
        .insert(t.payouts)
        .values({
          batchId: batch.id,
          lawyerId,
          amountCentavos: items.reduce((sum, o) => sum + Number(o.net), 0),
          bankName: bank.bank_name,
          providerBankId: bank.provider_bank_id,
          accountName: bank.account_name,
          accountNumber: bank.account_number,
        })
        .returning({ id: t.payouts.id });
      await tx.insert(t.payoutItems).values(
        items.map((o) => ({
          paymentId: o.id,
          payoutId: payout.id,
          grossCentavos: Number(o.gross),
          feeCentavos: Number(o.fee),
          netCentavos: Number(o.net),
        })),
      );
    }
    await writeAuditLog(
      {
        actorId: adminId,
        action: 'payout.batch_create',
        targetType: 'payout_batch',
        targetId: batch.id,
        metadata: { total_centavos: total, lawyers: byLawyer.size, items: payable.length, skipped_without_banking: skipped },
      },
      tx,
    );
    return {
      _id: batch.id,
      status: 'OPEN',
      total,
      lawyers: byLawyer.size,
      items: payable.length,
      created_at: batch.createdAt.toISOString(),
      created_by: { _id: adminId, name: '' },
      paid_at: null,
      bank_reference: null,
      skipped_without_banking: skipped,
    };
  });
}
