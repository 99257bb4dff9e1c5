import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { listedLawyerSql } from './listed-lawyer';

/** Every lawyer profile a visitor can open, with its last change: for the sitemap. */
export async function listListedLawyerIds(): Promise<{ _id: string; updated_at: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: t.lawyerProfiles.userId, updatedAt: t.lawyerProfiles.updatedAt })
    .from(t.lawyerProfiles)
    .where(listedLawyerSql())
    .orderBy(asc(t.lawyerProfiles.userId));
  return rows.map((r) => ({ _id: r.id, updated_at: r.updatedAt.toISOString() }));
}
