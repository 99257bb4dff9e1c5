import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { formatPesoExact } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/paths';
import { tellUser } from '@/lib/server/messaging/notifications/tell-user';
import { noticeText } from '@/lib/server/messaging/notifications/recipient';

type Due = {
  id: string;
  amount_centavos: number;
  bank_name: string;
  account_number: string;
  bank_reference: string;
  items: number;
  lawyer_id: string;
  email: string;
  first_name: string;
  language: Locale;
};

/**
 * Tells each lawyer of a paid batch that the money was sent, once: transfers of PAID batches without
 * `notified_at` are picked up (one batch right after it is marked, all from the scheduler's pass) and
 * marked after the message is recorded under its dedupe key. In the lawyer's language. Never throws.
 */
export async function sendPayoutNotices(options: { batchId?: string } = {}): Promise<number> {
  let told = 0;
  try {
    const db = await getDb();
    const due = await queryRows<Due>(
      db,
      sql`SELECT po.id, po.amount_centavos, po.bank_name, po.account_number, b.bank_reference, po.lawyer_id, u.email, u.first_name, u.language,
                 (SELECT count(*)::int FROM payout_items i WHERE i.payout_id = po.id) AS items
          FROM payouts po JOIN payout_batches b ON b.id = po.batch_id JOIN users u ON u.id = po.lawyer_id
          WHERE b.status = 'PAID' AND po.notified_at IS NULL ${options.batchId ? sql`AND b.id = ${options.batchId}::uuid` : sql``}
          LIMIT 100`,
    );
    for (const p of due) {
      const amount = formatPesoExact(Number(p.amount_centavos));
      const words = noticeText(p.language);
      const reference = p.bank_reference;
      await tellUser({
        user: { id: p.lawyer_id, email: p.email, firstName: p.first_name },
        locale: p.language,
        subject: words('payout.subject', { amount }),
        paragraphs: [
          words('payout.sent', { amount, bank: p.bank_name, last4: p.account_number.slice(-4), items: Number(p.items), reference }),
          words('payout.list'),
        ],
        path: '/lawyer-portal/payments',
        notification: { title: words('payout.title'), body: words('payout.body', { amount, reference }), icon: 'new-work-item' },
        dedupeKey: `payout:${p.id}`,
      });
      await db
        .update(t.payouts)
        .set({ notifiedAt: sql`now()` })
        .where(and(eq(t.payouts.id, p.id), isNull(t.payouts.notifiedAt)));
      told++;
    }
  } catch (error) {
    console.error('[payouts] notices', error);
  }
  return told;
}
