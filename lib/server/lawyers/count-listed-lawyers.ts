import 'server-only';
import { count } from 'drizzle-orm';
import { listedLawyerSql } from './listed-lawyer';
import { getDb, tables as t } from '@/lib/db';

/** How many lawyers a client can find (lawyers/listed-lawyer). */
export async function countListedLawyers(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(t.lawyerProfiles).where(listedLawyerSql());
  return row.n;
}
