/**
 * The URL slug of a name as our pages and rows use it (a notary's city_slug, seeded e-mail names):
 * accents and any parenthesis dropped, kebab-case. "Dasmariñas" → "dasmarinas",
 * "San Fernando (La Union)" → "san-fernando".
 */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
