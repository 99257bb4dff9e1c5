import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { pesos, toCsv } from '@/lib/format/csv';
import { civilDateOf } from '@/lib/format/civil-date';
import { toStatementEntry } from './list-lawyer-payments';
import type { StatementEntry } from '@/lib/dto/refund';
import { statementSql, type StatementRow } from './statement-sql';

const STATE_LABEL = {
  held: 'held until the meeting is settled',
  owed: 'owed',
  in_batch: 'in a payout batch',
  paid: 'paid',
  refunding: 'being refunded',
  refunded: 'refunded',
} as const;

/** The item of the statement's last line, which sums each amount column. */
const TOTAL_LINE = 'Total';

/** A day in the lawyer's zone as the spreadsheet wants it: 2026-12-03. */
function isoDay(at: string | null, zone: string): string | null {
  if (!at) return null;
  const d = civilDateOf(Date.parse(at), zone);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/**
 * The lawyer's statement as CSV, oldest first: every paid item of the lawyer (or of one month, by
 * the day it was paid in the lawyer's zone) with the same split as the payments page, then a
 * "Total" line. Amounts in pesos with centavos; each line and the total add up in every state —
 * gross = refund_pending + refunded + fee + net — and the net of the items in one payout batch adds
 * up to that batch's transfer.
 */
export async function lawyerStatementCsv(lawyerId: string, options: { month?: string } = {}): Promise<{ filename: string; body: string }> {
  const db = await getDb();
  const month = options.month ? sql`AND to_char(p.paid_at AT TIME ZONE lp.timezone, 'YYYY-MM') = ${options.month}` : sql``;
  const rows = await queryRows<StatementRow>(
    db,
    sql`${statementSql(sql`p.lawyer_id = ${lawyerId}::uuid ${month}`)} ORDER BY p.paid_at, p.id`,
  );
  const entries = rows.map((r) => ({ r, e: toStatementEntry(r) }));
  const total = (pick: (e: StatementEntry) => number) => pesos(entries.reduce((sum, { e }) => sum + pick(e), 0));
  const body = toCsv(
    [
      'paid_on',
      'item',
      'client',
      'method',
      'gross',
      'fee',
      'refund_pending',
      'refunded',
      'net',
      'payout_status',
      'payout_batch',
      'paid_out_on',
      'bank_reference',
      'payment_id',
    ],
    [
      ...entries.map(({ r, e }) => [
        isoDay(e.paid_at, r.time_zone),
        e.item,
        e.client.name,
        e.method,
        pesos(e.gross),
        pesos(e.fee),
        pesos(e.refund_pending),
        pesos(e.refunded),
        pesos(e.net),
        STATE_LABEL[e.payout.state],
        e.payout.batch_id,
        isoDay(e.payout.paid_at, r.time_zone),
        e.payout.reference,
        e._id,
      ]),
      [
        null,
        TOTAL_LINE,
        null,
        null,
        total((e) => e.gross),
        total((e) => e.fee),
        total((e) => e.refund_pending),
        total((e) => e.refunded),
        total((e) => e.net),
        null,
        null,
        null,
        null,
        null,
      ],
    ],
  );
  return { filename: `abogado-payments${options.month ? `-${options.month}` : ''}.csv`, body };
}
