import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { isQuestionPrice } from '@/features/questions/rules/written-questions';
import { AppError } from '@/lib/server/platform/http/errors';
import { affectedListingPaths, revalidateListing } from '@/lib/server/lawyers/profile/listing-paths';
import { readListingFacts } from '@/lib/server/lawyers/profile/profile-change';

/**
 * PUT lawyers/profile/question-price: the lawyer's price of one written question (₱300–₱5,000, the
 * database's check too), or null: they do not answer written questions. A question already paid keeps
 * the price it was paid at.
 */
export async function setQuestionPrice(lawyerId: string, priceCentavos: number | null): Promise<{ price_centavos: number | null }> {
  if (priceCentavos !== null && !isQuestionPrice(priceCentavos))
    throw new AppError('BAD_REQUEST', 'questions.priceOutOfBounds', { key: 'PRICE_OUT_OF_BOUNDS' });
  const db = await getDb();
  const [row] = await db
    .update(t.lawyerProfiles)
    .set({ questionPriceCentavos: priceCentavos, updatedAt: sql`now()` })
    .where(eq(t.lawyerProfiles.userId, lawyerId))
    .returning({ price: t.lawyerProfiles.questionPriceCentavos });
  if (!row) throw new AppError('NOT_FOUND', 'questions.lawyerNotOffering', { key: 'NOT_A_LAWYER' });
  // The static pages showing the lawyer's card (its "Written answer" badge) and the home page's "Ask in writing —
  // from ₱N" (issue 72) follow within seconds, as after a change of the fixed-price offers.
  const facts = await readListingFacts(lawyerId);
  if (facts) await revalidateListing(affectedListingPaths(facts, facts));
  return { price_centavos: row.price };
}

/** The lawyer's written-question price for their editor (null: not offered). */
export async function findQuestionPrice(lawyerId: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({ price: t.lawyerProfiles.questionPriceCentavos })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, lawyerId));
  return row?.price ?? null;
}
