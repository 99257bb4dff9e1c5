import 'server-only';
import { and, arrayContains, asc, eq, type SQL } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { PublicNotary } from '@/lib/dto/notary';
import { isPublicNotary, publicNotaryColumns, toPublicNotary } from './public-notary-query';
import { NOTARIES_PAGE_SIZE } from '@/lib/config/pages';

export type NotaryFilter = { citySlug?: string; region?: string; service?: string };

/** Public notaries of a city (by slug) or a search region, optionally offering one service; by name. */
export async function listPublicNotaries(
  filter: NotaryFilter,
  { limit = NOTARIES_PAGE_SIZE }: { limit?: number } = {},
): Promise<PublicNotary[]> {
  const db = await getDb();
  const n = t.notaryProfiles;
  const where: SQL[] = [isPublicNotary()!];
  if (filter.citySlug) where.push(eq(n.citySlug, filter.citySlug));
  if (filter.region) where.push(eq(n.region, filter.region));
  if (filter.service) where.push(arrayContains(n.services, [filter.service]));
  const rows = await db
    .select(publicNotaryColumns)
    .from(n)
    .where(and(...where))
    .orderBy(asc(n.displayName), asc(n.id))
    .limit(limit);
  return rows.map(toPublicNotary);
}
