import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { BankingInfo } from '@/lib/db/schema/lawyers';
import type { PayoutBatchDto } from '@/lib/dto/refund';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError } from '@/lib/server/platform/http/errors';
import { HAS_BANKING_SQL, statementSql } from './statement-sql';

type Owed = { id: string; lawyer_id: string; gross: number; fee: number; net: number; banking_info: BankingInfo };

/**
 * An admin makes a payout batch of the items they chose and confirmed (`payment_ids`, each a payment
 * owed now: statementSql's `owed`), one transfer per lawyer to the bank account on file. The batch
 * pays exactly those items or nothing: an item no longer owed (refunded, batched by another admin
 * meanwhile, unknown) or of a lawyer without complete banking info refuses the whole batch (409), so
 * the admin chooses again from what is true now. One transaction: the chosen payments are locked
 * first (an admin's refund of one waits, then finds it batched), the batch, its transfers and items
 * written (a payment's item is its primary key: never in two batches), and the audit row.
 */
export async function createPayoutBatch(adminId: string, input: { payment_ids: string[] }): Promise<PayoutBatchDto> {
  const chosen = [...new Set(input.payment_ids.map((id) => id.toLowerCase()))];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ids = sql.join(
      chosen.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await queryRows(tx, sql`SELECT p.id FROM payments p WHERE p.id IN (${ids}) ORDER BY p.id FOR UPDATE OF p`);
    const owed = await queryRows<Owed & { has_banking: boolean }>(
      tx,
      sql`SELECT s.id, s.lawyer_id, s.gross, s.fee, s.net, lp.banking_info, ${HAS_BANKING_SQL} AS has_banking
          FROM (${statementSql(sql`p.id IN (${ids})`)}) s JOIN lawyer_profiles lp ON lp.user_id = s.lawyer_id
          WHERE s.state = 'owed' AND s.net > 0
          ORDER BY s.lawyer_id, s.paid_at, s.id`,
    );
    const payable = owed.filter((o) => o.has_banking);
    if (payable.length !== chosen.length) {
      throw new AppError('CONFLICT', payable.length < owed.length ? 'payouts.noBanking' : 'payouts.noLongerOwed', {
        key: 'PAYOUT_CHANGED',
      });
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
        metadata: { total_centavos: total, lawyers: byLawyer.size, items: payable.length },
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
    };
  });
}
