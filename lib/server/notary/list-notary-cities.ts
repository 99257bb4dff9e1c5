import 'server-only';
import { and, count, isNotNull, max, ne } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { NotaryCity } from '@/lib/dto/notary';
import { isPublicNotary } from './public-notary-query';

/** Cities that have at least one public notary, with how many; alphabetical. */
export async function listNotaryCities(): Promise<NotaryCity[]> {
  const db = await getDb();
  const n = t.notaryProfiles;
  const rows = await db
    .select({ slug: n.citySlug, name: max(n.city), region: max(n.region), notaries: count() })
    .from(n)
    .where(and(isPublicNotary(), isNotNull(n.citySlug), ne(n.citySlug, '')))
    .groupBy(n.citySlug);
  return rows
    .map((r) => ({ slug: r.slug as string, name: r.name ?? (r.slug as string), region: r.region, notaries: r.notaries }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
