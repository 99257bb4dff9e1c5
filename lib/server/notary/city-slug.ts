import 'server-only';
import { REGION_CITIES } from '@/lib/reference/regions';

/**
 * The URL slug of a city, computed as the notary profile rows store it (city_slug): accents and
 * any parenthesis dropped, kebab-case. "Dasmariñas" → "dasmarinas", "San Fernando (La Union)" → "san-fernando".
 */
export function citySlug(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

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
      const slug = citySlug(city);
      if (!bySlug.has(slug)) bySlug.set(slug, { slug, name: cityDisplayName(city), region });
    }
  }
  return [...bySlug.values()];
}
