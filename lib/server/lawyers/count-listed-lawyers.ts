import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';

/** Lawyers a client can find: public, complete and IBP-verified. */
export async function countListedLawyers(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(t.lawyerProfiles)
    .where(and(eq(t.lawyerProfiles.isPublic, true), eq(t.lawyerProfiles.isComplete, true), eq(t.lawyerProfiles.ibpVerified, true)));
  return row.n;
}
