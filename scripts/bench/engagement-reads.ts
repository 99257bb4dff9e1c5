// npx tsx --conditions=react-server scripts/bench/engagement-reads.ts [--scale=10] [--reads=200] [--engine=pglite|postgres]
//   (PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL; a throwaway database is created and dropped)
//
// Issue 74: the three readers that span engagement kinds — the payout statement (the admin's overview over every
// payment, and the demo lawyer's ledger), the matter page, the checkout — on the demo data at `scale`× its lawyers
// (the seed's past consultations, reviews and payments grow with them). Prints p50/p95 of `reads` calls of each
// service, the same calls the routes make. Run on a commit before the engagement core and after to compare.
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/client';
import { seedDatabase } from '@/lib/db/seed';
import { getCheckout } from '@/lib/server/payments/get-checkout';
import { getMatterView } from '@/features/matters/server/matter-view';
import { listLawyerPayments } from '@/lib/server/payments/payouts/list-lawyer-payments';
import { getPayoutsOverview } from '@/lib/server/payments/payouts/list-payouts';
import { benchDb, engines, percentile } from './booking-db';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SCALE = arg('scale', 10);
const READS = arg('reads', 200);
process.env.LOG_LEVEL ??= 'warn';

async function time(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  // Warm the statements: a named statement plans on each pooled connection for its first few runs (queryRows).
  for (let i = 0; i < 60; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < READS; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: +percentile(ms, 50).toFixed(2), p95: +percentile(ms, 95).toFixed(2) };
}

async function main(): Promise<void> {
  for (const engine of engines()) {
    const handle = await benchDb(engine);
    try {
      const t0 = performance.now();
      await seedDatabase(handle.db, { lawyers: 340 * SCALE });
      // The demo data pays for its demo accounts' meetings only: every other past consultation gets its kept
      // payment too, so the statement reads one payment per consultation, as a live marketplace would.
      await handle.db.execute(sql`
      INSERT INTO payments (customer_id, lawyer_id, meeting_id, provider, amount_centavos, description, status, paid_at, fee_centavos)
      SELECT m.customer_id, m.lawyer_id, m.id, 'SANDBOX', m.price_centavos, 'Bench consultation', 'PAID', m.start_at, m.price_centavos / 10
        FROM meetings m WHERE m.price_centavos > 0 AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.meeting_id = m.id)`);
      const [counts] = await queryRows<{ payments: number; meetings: number; matters: number }>(
        handle.db,
        sql`SELECT (SELECT count(*)::int FROM payments) AS payments, (SELECT count(*)::int FROM meetings) AS meetings,
                 (SELECT count(*)::int FROM matters) AS matters`,
      );
      console.log(`${engine}: seeded ×${SCALE} in ${((performance.now() - t0) / 1000).toFixed(0)} s — ${JSON.stringify(counts)}`);
      // The lawyer with the most paid payments, the demo matter's parties, a paid payment's client.
      const [lawyer] = await queryRows<{ lawyer_id: string }>(
        handle.db,
        sql`SELECT lawyer_id FROM payments WHERE paid_at IS NOT NULL GROUP BY lawyer_id ORDER BY count(*) DESC LIMIT 1`,
      );
      const [matter] = await queryRows<{ id: string; lawyer_id: string }>(
        handle.db,
        sql`SELECT id, lawyer_id FROM matters ORDER BY created_at LIMIT 1`,
      );
      const [paid] = await queryRows<{ id: string; customer_id: string }>(
        handle.db,
        sql`SELECT id, customer_id FROM payments WHERE paid_at IS NOT NULL ORDER BY id LIMIT 1`,
      );
      const rows = {
        'payout overview (every payment)': await time(() => getPayoutsOverview()),
        "lawyer's ledger (statement)": await time(() => listLawyerPayments(lawyer.lawyer_id)),
        'matter page': await time(() => getMatterView(matter.lawyer_id, matter.id)),
        checkout: await time(() => getCheckout(paid.customer_id, { paymentId: paid.id })),
      };
      for (const [name, r] of Object.entries(rows))
        console.log(`  ${name.padEnd(34)} p50 ${String(r.p50).padStart(7)} ms  p95 ${String(r.p95).padStart(7)} ms`);
    } finally {
      await handle.close();
    }
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
