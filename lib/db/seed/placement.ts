import { AREAS_OF_PRACTICE, type AreaValue } from '../../reference/areas';
import { REGION_CITIES, SEARCH_REGIONS } from '../../reference/regions';

/**
 * Where the seeded lawyers practise. Most Filipino lawyers work in the big regions, so these get more
 * places in each round of 26 (Metro Manila five, the other four two each, every other region one).
 * The primary area turns every lawyer (index % 9) and the region every 26 places; as 9 and 26 share
 * no factor, every (region, area) pair comes round once every 234 lawyers — the big regions have a
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

export type Placement = { region: string; city: string; primary: AreaValue };

/** The region, city and primary area of the lawyer at `index`; cities of a region are used in turn. */
export function placeLawyer(index: number): Placement {
  const region = ROUND[index % ROUND.length];
  const before =
    Math.floor(index / ROUND.length) * (REGION_WEIGHTS[region] ?? 1) +
    ROUND.slice(0, index % ROUND.length).filter((r) => r === region).length;
  const cities = REGION_CITIES[region] ?? [region];
  return { region, city: cities[before % cities.length], primary: AREAS_OF_PRACTICE[index % AREAS_OF_PRACTICE.length].slug };
}
