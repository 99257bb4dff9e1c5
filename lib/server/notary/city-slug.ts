import 'server-only';
import { REGION_CITIES } from '@/lib/reference/regions';
import { slugify } from '@/lib/format/slug';

/** A city name without its disambiguating parenthesis, for headings. */
export function cityDisplayName(city: string): string {
  return city.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
}

export type ReferenceCity = { slug: string; name: string; region: string };

/** The main cities of every search region (lib/reference REGION_CITIES), one entry per slug. */
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
