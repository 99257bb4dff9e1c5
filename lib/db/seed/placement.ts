import { AREAS_OF_PRACTICE, type AreaValue } from '@/lib/reference/areas';
import { REGION_CITIES, SEARCH_REGIONS } from '@/lib/reference/regions';

/**
 * Where the seeded lawyers practise. Most Filipino lawyers work in the big regions, so these get more
 * places in each round of 26 (Metro Manila five, the other four two each, every other region one).
 * The primary area turns every lawyer (a round of 15) and the region every 26 places; as 15 and 26
 * share no factor, every (region, area) pair comes round once every 390 lawyers — the big regions have a
 * lawyer in every area several times over, so the few kept out of search on purpose leave each pair
 * covered (seed.test.ts checks it).
 */
const REGION_WEIGHTS: Record<string, number> = {
  'Metro Manila (NCR)': 5,
  'Central Luzon (III)': 2,
  'Calabarzon (IV-A)': 2,
  'Central Visayas (VII)': 2,
  'Davao Region (XI)': 2,
};

// One round: the heavy regions' places spread out, so a short seed (a test's 20 lawyers) still
// meets many regions.
const ROUND: string[] = (() => {
  const round: string[] = [];
  const maxWeight = Math.max(...Object.values(REGION_WEIGHTS));
  for (let pass = 0; pass < maxWeight; pass++) {
    for (const region of SEARCH_REGIONS) if ((REGION_WEIGHTS[region] ?? 1) > pass) round.push(region);
  }
  return round;
})();

// Primary areas, in proportion to what people ask lawyers about most: civil (family, debts, contracts)
// three times, criminal, labor, land and corporate twice, the rest once — a round of 15, which shares
// no factor with the 26 places of the region round.
const AREA_WEIGHTS: Partial<Record<AreaValue, number>> = { civil: 3, criminal: 2, labor: 2, 'land-issues': 2, corporate: 2 };
export const AREA_ROUND: AreaValue[] = (() => {
  const round: AreaValue[] = [];
  for (let pass = 0; pass < 3; pass++) {
    for (const { slug } of AREAS_OF_PRACTICE) if ((AREA_WEIGHTS[slug] ?? 1) > pass) round.push(slug);
  }
  return round;
})();

export type Placement = { region: string; city: string; primary: AreaValue };

/** The region, city and primary area of the lawyer at `index`; cities of a region are used in turn. */
export function placeLawyer(index: number): Placement {
  const region = ROUND[index % ROUND.length];
  const before =
    Math.floor(index / ROUND.length) * (REGION_WEIGHTS[region] ?? 1) +
    ROUND.slice(0, index % ROUND.length).filter((r) => r === region).length;
  const cities = REGION_CITIES[region] ?? [region];
  return { region, city: cities[before % cities.length], primary: AREA_ROUND[index % AREA_ROUND.length] };
}
