import { slugify } from '@/lib/format/slug';
import { findReferenceCity, type ReferenceCity } from './notary-cities';

/**
 * Where a notary may act: "in any place within the territorial jurisdiction of the commissioning
 * court" (2004 Rules on Notarial Practice, A.M. No. 02-8-13-SC, Rule III §11). A commission is issued
 * by the Executive Judge of a Regional Trial Court station, so its court names a station — a city —
 * and its territory is that station's.
 *
 * Every city a notary's office can be in (notary-cities.ts) seats RTC branches of its own, so each is
 * its own station. A station whose territory also takes in another listed city goes in
 * SHARED_TERRITORY (none known yet — *check* against the Supreme Court's list of RTC stations before
 * adding one: the station's city as key, the other cities' slugs as value).
 */
const SHARED_TERRITORY: Record<string, string[]> = {};

/** The listed cities inside the territory of the RTC station seated in `stationSlug`. */
function stationTerritory(stationSlug: string): string[] {
  return [stationSlug, ...(SHARED_TERRITORY[stationSlug] ?? [])];
}

/**
 * The station a commissioning court names, as people write it: "Office of the Executive Judge,
 * Regional Trial Court of Makati", "RTC Quezon City", "Regional Trial Court, Cebu City, Branch 7".
 * Null when it names none of the listed cities (a station elsewhere, or words we cannot read).
 */
export function courtStation(court: string): ReferenceCity | null {
  const m = /(?:regional\s+trial\s+court|\brtc\b)[\s,.\-–—]*(?:of\s+)?(?:the\s+)?(?:city\s+of\s+)?([^,;()]+)/i.exec(court);
  if (!m) return null;
  const name = m[1]
    .replace(/\bbranch\b.*$/i, '')
    .replace(/\bbr\.?\s*\d+.*$/i, '')
    .trim();
  if (!name) return null;
  const base = name.replace(/\s+city$/i, '');
  for (const candidate of [name, base, `${base} City`]) {
    const found = findReferenceCity(slugify(candidate));
    if (found) return found;
  }
  return null;
}

/**
 * Whether an office in `officeCitySlug` lies in the commissioning court's territory: 'outside' is
 * refused when the profile is saved; 'unknown' (a court we cannot place) is left to the notary.
 */
export function commissionCoversOffice(court: string, officeCitySlug: string): 'inside' | 'outside' | 'unknown' {
  const station = courtStation(court);
  if (!station) return 'unknown';
  return stationTerritory(station.slug).includes(officeCitySlug) ? 'inside' : 'outside';
}
