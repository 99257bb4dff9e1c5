import 'server-only';
import { cityDisplayName, listReferenceCities } from '@/lib/reference/notary-cities';
import { listNotaryCities } from './list-notary-cities';

export type NotaryCityPage = { slug: string; name: string; region: string | null; notaries: number };

/**
 * Every /notary-public/{city} page: the cities that have public notaries plus the main cities of
 * every region (so people searching "notary public Baguio" land on a page even before a notary joins).
 */
export async function listNotaryCityPages(): Promise<NotaryCityPage[]> {
  const withNotaries = await listNotaryCities();
  const pages = new Map<string, NotaryCityPage>();
  for (const city of withNotaries) pages.set(city.slug, { ...city, name: cityDisplayName(city.name) });
  for (const city of listReferenceCities()) {
    if (!pages.has(city.slug)) pages.set(city.slug, { slug: city.slug, name: city.name, region: city.region, notaries: 0 });
  }
  return [...pages.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export async function findNotaryCityPage(slug: string): Promise<NotaryCityPage | undefined> {
  return (await listNotaryCityPages()).find((page) => page.slug === slug);
}
