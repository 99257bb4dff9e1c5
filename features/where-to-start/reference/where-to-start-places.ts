import { slugify } from '@/lib/format/slug';
import type { Place } from '@/features/where-to-start/rules/first-steps';
import { REGION_CITIES, SEARCH_REGIONS } from '@/lib/reference/regions';

/**
 * The places "Where do I start?" asks about (issue 41): the cities and municipalities we list per
 * region (REGION_CITIES), and for each region "another city" and "another municipality", since the
 * PAO's income ceiling differs between them (features/where-to-start/rules/first-steps.ts paoIncomeCeiling) and the
 * barangay rule compares towns. A place is named in the answer's address by its slug only.
 */
export type WhereToStartPlace = Place & {
  slug: string;
  /** The list's name (English): a listed town's own name; for the rest, worded per language by placeLabel (first-stops.ts). */
  label: string;
  region: string;
  /** "Another city in …" or "another municipality in …": a town the list does not name. */
  unlisted?: 'city' | 'town';
};

/** A region's name without its number ("Bicol Region (V)" → "Bicol Region"), as the unlisted places name it. */
export const regionShortName = (region: string) => region.replace(/\s*\(.*\)$/, '');

/** The listed towns that are municipalities, not cities (Local Government Code §§442, 450; PSGC). */
const MUNICIPALITIES = new Set([
  'La Trinidad',
  'Bontoc',
  'Kalibo',
  'Boac',
  'Odiongan',
  'San Jose (Occidental Mindoro)',
  'San Jose de Buenavista',
  'Siquijor',
  'Datu Odin Sinsuat',
  'Bongao',
]);

const METRO_MANILA = 'Metro Manila (NCR)';

function regionPlaces(region: string): WhereToStartPlace[] {
  const metroManila = region === METRO_MANILA;
  // "San Fernando (La Union)" and "San Fernando (Pampanga)" are two towns: the parenthesis is kept.
  const listed = (REGION_CITIES[region] ?? []).map((town) => ({
    slug: slugify(town.replace(/[()]/g, ' ')),
    label: town,
    town: slugify(town.replace(/[()]/g, ' ')),
    region,
    metroManila,
    city: !MUNICIPALITIES.has(town),
  }));
  const short = regionShortName(region);
  // Every town of Metro Manila is listed (its sixteen cities and Pateros aside); elsewhere, the rest.
  const others: WhereToStartPlace[] = metroManila
    ? [{ slug: 'pateros', label: 'Pateros', town: 'pateros', region, metroManila, city: false }]
    : [
        {
          slug: `other-city-${slugify(short)}`,
          label: `Another city in ${short}`,
          town: '',
          region,
          metroManila,
          city: true,
          unlisted: 'city',
        },
        {
          slug: `other-town-${slugify(short)}`,
          label: `Another municipality in ${short}`,
          town: '',
          region,
          metroManila,
          city: false,
          unlisted: 'town',
        },
      ];
  return [...listed, ...others];
}

/** Every place, by region in the search's order. An unlisted town has no `town`: it never counts as the same town as another. */
export const WHERE_TO_START_PLACES: WhereToStartPlace[] = SEARCH_REGIONS.flatMap(regionPlaces);

export function findWhereToStartPlace(slug: string | undefined): WhereToStartPlace | undefined {
  return slug ? WHERE_TO_START_PLACES.find((p) => p.slug === slug) : undefined;
}
