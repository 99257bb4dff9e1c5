import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { AdminPayment, PaymentTotals } from '@/lib/dto/admin';

type DayRow = { day: string; kind: 'paid' | 'refunded' | 'refund_required'; n: number; amount: number | string };

/**
 * Money per Manila calendar day over the last `days` days: what was paid (by the day it was paid,
 * whatever happened later), what was refunded (by the day of the refund) and what is still owed
 * back (REFUND_REQUIRED, by the day it was paid); plus how many payments are in each state now.
 */
export async function paymentTotals(options: { days?: number; now?: Date } = {}): Promise<PaymentTotals> {
  const days = options.days ?? 30;
  const now = (options.now ?? new Date()).toISOString();
  const zone = DEFAULT_TIME_ZONE;
  const db = await getDb();
  const since = sql`((${now}::timestamptz AT TIME ZONE ${zone})::date - ${days - 1}::int)`;
  const rows = await queryRows<DayRow>(
    db,
    sql`SELECT to_char((paid_at AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') AS day, 'paid' AS kind, count(*)::int AS n, coalesce(sum(amount_centavos), 0)::bigint AS amount
          FROM payments WHERE paid_at IS NOT NULL AND (paid_at AT TIME ZONE ${zone})::date >= ${since} GROUP BY 1
        UNION ALL
        SELECT to_char((refunded_at AT TIME ZONE ${zone})::date, 'YYYY-MM-DD'), 'refunded', count(*)::int, coalesce(sum(amount_centavos), 0)::bigint
          FROM payments WHERE refunded_at IS NOT NULL AND (refunded_at AT TIME ZONE ${zone})::date >= ${since} GROUP BY 1
        UNION ALL
        SELECT to_char((coalesce(paid_at, updated_at) AT TIME ZONE ${zone})::date, 'YYYY-MM-DD'), 'refund_required', count(*)::int, coalesce(sum(amount_centavos), 0)::bigint
          FROM payments WHERE status = 'REFUND_REQUIRED' AND (coalesce(paid_at, updated_at) AT TIME ZONE ${zone})::date >= ${since} GROUP BY 1`,
  );
  const byDay = new Map<string, PaymentTotals['days'][number]>();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? {
      day: row.day,
      paid_count: 0,
      paid_amount: 0,
      refunded_count: 0,
      refunded_amount: 0,
      refund_required_count: 0,
      refund_required_amount: 0,
    };
    day[`${row.kind}_count`] = Number(row.n);
    day[`${row.kind}_amount`] = Number(row.amount);
    byDay.set(row.day, day);
  }
  const counts = await queryRows<{ status: AdminPayment['status']; n: number }>(
    db,
    sql`SELECT status, count(*)::int AS n FROM payments GROUP BY status`,
  );
  const all: Record<AdminPayment['status'], number> = {
    PENDING: 0,
    PAID: 0,
    FAILED: 0,
    CANCELLED: 0,
    EXPIRED: 0,
    REFUND_REQUIRED: 0,
    REFUNDED: 0,
  };
  for (const c of counts) all[c.status] = Number(c.n);
  return { days: [...byDay.values()].sort((a, b) => b.day.localeCompare(a.day)), counts: all };
}
