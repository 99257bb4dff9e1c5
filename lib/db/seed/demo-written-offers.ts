import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';

/** The demo lawyer's written-question price (₱500: an IBP chapter's minimum for a simple consultation, issue 60). */
export const DEMO_QUESTION_PRICE = 50_000;

/** Prices of the other lawyers who answer in writing, in turn: ₱300 to ₱1,500, within QUESTION_PRICE_BOUNDS. */
const PRICES = [30_000, 50_000, 80_000, 100_000, 150_000];

/** Every fourth seeded lawyer books calls only: the search's "Answers in writing" filter leaves someone out. */
const answersInWriting = (index: number) => index === 0 || index % 4 !== 3;

/**
 * Issue 72 item 1: most seeded lawyers answer in writing (issue 60 had every third; the first two lawyers a
 * first-time user opened had no "Ask in writing"), the demo lawyer at ₱500, and in every area the two lawyers the
 * search shows first do — whatever else the seed draws. One statement each, not one per lawyer: each write of
 * lawyer_profiles refreshes its lawyer_search row.
 */
export async function seedWrittenOffers(db: Db, lawyers: readonly { id: string }[]): Promise<void> {
  const chosen = lawyers.flatMap((l, i) =>
    answersInWriting(i) ? [{ id: l.id, price: i === 0 ? DEMO_QUESTION_PRICE : PRICES[i % PRICES.length] }] : [],
  );
  await db.execute(sql`UPDATE lawyer_profiles p SET question_price_centavos = v.price
    FROM unnest(${`{${chosen.map((c) => c.id).join(',')}}`}::uuid[], ${`{${chosen.map((c) => c.price).join(',')}}`}::int[]) AS v(id, price)
    WHERE p.user_id = v.id`);
  // The search's first two of each area, in its default order (rating rank, then id: search-sql.ts).
  await db.execute(sql`UPDATE lawyer_profiles p SET question_price_centavos = ${PRICES[1]}
    FROM (SELECT s.lawyer_id, row_number() OVER (PARTITION BY a.area ORDER BY s.rating_rank DESC NULLS LAST, s.lawyer_id) AS n
            FROM lawyer_search s CROSS JOIN LATERAL unnest(s.areas) AS a(area)) top
    WHERE top.n <= 2 AND p.user_id = top.lawyer_id AND p.question_price_centavos IS NULL`);
}
