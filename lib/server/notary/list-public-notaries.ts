import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { PublicNotary } from '@/lib/dto/notary';
import { isPublicNotary, publicNotaryColumns, toPublicNotary } from './public-notary-query';
import { NOTARIES_PAGE_SIZE } from '@/lib/config/pages';

type Filter = { citySlug: string } | { region: string };

/** Public notaries of one city (by slug) or of one search region, by name. */
export async function listPublicNotaries(filter: Filter, { limit = NOTARIES_PAGE_SIZE }: { limit?: number } = {}): Promise<PublicNotary[]> {
  const db = await getDb();
  const n = t.notaryProfiles;
  const where = 'citySlug' in filter ? eq(n.citySlug, filter.citySlug) : eq(n.region, filter.region);
  const rows = await db
    .select(publicNotaryColumns)
    .from(n)
    .where(and(isPublicNotary(), where))
    .orderBy(asc(n.displayName), asc(n.id))
    .limit(limit);
  return rows.map(toPublicNotary);
}
