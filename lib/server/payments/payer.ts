import 'server-only';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { Locale } from '@/lib/i18n/paths';

// Issue 63 item 4: who paid a payment a link was sent for. Below payment-links/ (which writes the links),
// so the checkout, the meeting's receipt and the refund notices read the one rule.

/** The payer a paid payment names on its receipts ("Paid by …"): the one who started to pay through a live link. */
export async function findPayer(paymentId: string): Promise<{ name: string; email: string; language: Locale } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ name: t.paymentLinks.payerName, email: t.paymentLinks.payerEmail, language: t.paymentLinks.payerLanguage })
    .from(t.paymentLinks)
    .where(and(eq(t.paymentLinks.paymentId, paymentId), isNull(t.paymentLinks.revokedAt), isNotNull(t.paymentLinks.payerStartedAt)))
    .orderBy(desc(t.paymentLinks.payerStartedAt))
    .limit(1);
  return row?.name && row.email ? { name: row.name, email: row.email, language: row.language ?? 'en' } : null;
}

/** The same rule in SQL, for readers that build their rows in one query (the meeting's parties, refunds). */
export const payerNameSql = (paymentId: SQL) =>
  sql`(SELECT pl.payer_name FROM payment_links pl WHERE pl.payment_id = ${paymentId} AND pl.revoked_at IS NULL
       AND pl.payer_started_at IS NOT NULL ORDER BY pl.payer_started_at DESC LIMIT 1)`;
