import { slugify } from '@/lib/format/slug';
import { REGION_CITIES } from './regions';

/** A city name without its disambiguating parenthesis, for headings. */
export function cityDisplayName(city: string): string {
  return city.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
}

export type ReferenceCity = { slug: string; name: string; region: string };

/**
 * The main cities of every search region (REGION_CITIES), one entry per slug: the cities a notary's
 * office can be in, and the /notary-public/{city} pages (the same slugify on both sides).
 */
export function listReferenceCities(): ReferenceCity[] {
  const bySlug = new Map<string, ReferenceCity>();
  for (const [region, cities] of Object.entries(REGION_CITIES)) {
    for (const city of cities) {
      const slug = slugify(city);
      if (!bySlug.has(slug)) bySlug.set(slug, { slug, name: cityDisplayName(city), region });
    }
  }
  return [...bySlug.values()];
}

export function findReferenceCity(slug: string): ReferenceCity | undefined {
  return listReferenceCities().find((c) => c.slug === slug);
}
