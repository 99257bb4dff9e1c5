import { AREAS_OF_PRACTICE, type AreaValue } from '@/lib/reference/areas';
import { BANKS } from '@/lib/reference/banks';
import { LANGUAGES } from '@/lib/reference/languages';
import { LEGAL_PROBLEMS } from '@/lib/reference/legal-problems';
import { cityDisplayName } from '@/lib/reference/notary-cities';
import { AREA_CONTENT, GENERAL_AWARDS } from './area-content';
import { COLLEGES, FIRMS, FIRST_NAMES_F, FIRST_NAMES_M, HONOURS, LAW_SCHOOLS, SURNAMES, type SchoolArea } from './names';
import { AREA_ROUND, placeLawyer } from './placement';
import type { SeededRandom } from './random';

/** Where a lawyer of the region most likely studied. */
const SCHOOL_AREA: Record<string, SchoolArea> = {
  'Cordillera Administrative Region (CAR)': 'north',
  'Ilocos Region (I)': 'north',
  'Cagayan Valley (II)': 'north',
  'Metro Manila (NCR)': 'manila',
  'Central Luzon (III)': 'manila',
  'Calabarzon (IV-A)': 'south',
  'MIMAROPA (Region IV-B)': 'south',
  'Bicol Region (V)': 'south',
  'Western Visayas (VI)': 'visayas',
  'Negros Island Region (NIR)': 'visayas',
  'Central Visayas (VII)': 'visayas',
  'Eastern Visayas (VIII)': 'visayas',
};

const REGIONAL_LANGUAGE: Record<string, string[]> = {
  'Central Visayas (VII)': ['Cebuano', 'Bisaya'],
  'Western Visayas (VI)': ['Hiligaynon Ilonggo', 'Aklanon', 'Karay-a'],
  'Negros Island Region (NIR)': ['Hiligaynon Ilonggo', 'Cebuano'],
  'Eastern Visayas (VIII)': ['Waray'],
  'Ilocos Region (I)': ['Ilocano', 'Pangasinan'],
  'Cagayan Valley (II)': ['Ilocano'],
  'Cordillera Administrative Region (CAR)': ['Ilocano'],
  'Central Luzon (III)': ['Kapampangan'],
  'Bicol Region (V)': ['Bicolano'],
  'Zamboanga Peninsula (IX)': ['Chavacano', 'Tausug'],
  'Bangsamoro (BARMM)': ['Maguindanao', 'Maranao', 'Tausug', 'Arabic'],
  'Caraga (XIII)': ['Surigaonon', 'Bisaya'],
  'Davao Region (XI)': ['Bisaya', 'Cebuano'],
  'Northern Mindanao (X)': ['Bisaya', 'Cebuano'],
  'Soccsksargen (XII)': ['Hiligaynon Ilonggo', 'Maguindanao'],
};

export type SeedLawyer = ReturnType<typeof buildLawyer>;

/**
 * A name not in `taken` (two "Atty. Lorenzo Cruz" on one results page read as a glitch), drawn again
 * a few times at most: a bench-sized seed has more lawyers than there are names, and repeats them.
 */
function drawName(rng: SeededRandom, taken: Set<string>): [string, string] {
  let name: [string, string] = ['', ''];
  for (let attempt = 0; attempt < 20 && (attempt === 0 || taken.has(name.join(' '))); attempt++) {
    const female = rng.chance(0.5);
    name = [rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M), rng.pick(SURNAMES)];
  }
  taken.add(name.join(' '));
  return name;
}

/** Builds one lawyer deterministically; `index` spreads regions, areas and languages evenly. */
export function buildLawyer(rng: SeededRandom, index: number, takenNames: Set<string>) {
  const [firstName, lastName] = drawName(rng, takenNames);
  const { region, city, primary } = placeLawyer(index);
  // Further areas as common as the primary ones (the weighted round holds civil three times).
  const areas = [
    ...new Set([
      primary,
      ...rng.sample(
        AREA_ROUND.filter((a) => a !== primary),
        rng.int(0, 2),
      ),
    ]),
  ] as AreaValue[];
  const candidates = LEGAL_PROBLEMS.filter((p) => areas.includes(p.value[0]));
  const legalProblems = rng
    .sample(candidates, rng.int(4, 10))
    .map((p) => p._id)
    .sort((a, b) => a - b);
  const languages = Array.from(
    new Set(['English', 'Tagalog', ...rng.sample(REGIONAL_LANGUAGE[region] ?? [], rng.int(0, 2)), LANGUAGES[index % LANGUAGES.length]]),
  );
  const barYear = rng.int(1988, 2024);
  // Price bands from ₱500 to ₱4,000 for 30 minutes; the hour costs 1.6–1.9× that.
  const price30 = rng.int(5, 40) * 10_000;
  const price60 = Math.round((price30 * (1.6 + rng.next() * 0.3)) / 10_000) * 10_000;
  const schools = SCHOOL_AREA[region] ?? 'mindanao';
  const content = AREA_CONTENT[primary];
  const secondary = areas.slice(1).map((a) => AREA_CONTENT[a]);
  const lawEnd = barYear - rng.int(0, 1);
  const education = [
    {
      school: rng.pick(LAW_SCHOOLS[schools]),
      degree: rng.chance(0.6) ? 'Juris Doctor' : 'Bachelor of Laws',
      startYear: lawEnd - 4,
      endYear: lawEnd,
      honours: rng.chance(0.3) ? rng.pick(HONOURS) : null,
    },
    {
      school: rng.pick(COLLEGES[schools]),
      degree: rng.pick(content.courses),
      startYear: lawEnd - 8,
      endYear: lawEnd - 4,
      honours: rng.chance(0.25) ? rng.pick(HONOURS) : null,
    },
  ];
  const lawFirm = rng.pick(FIRMS);
  // A career: posts in the area first (a prosecutor at the DOJ, a revenue attorney at the BIR), each
  // saying what was done there, then private practice at the lawyer's firm, in the primary area or,
  // for a lawyer of several areas, the next one. No two jobs of a lawyer read alike.
  const jobs = Math.min(rng.int(1, 3), 1 + Math.floor((2026 - barYear) / 3));
  const posts = rng.sample(content.posts, jobs - 1);
  const practice = rng.pick((secondary.length && jobs > 1 ? secondary[0] : content).duties);
  const work: { title: string; organization: string; location: string; startYear: number; endYear: number | null; description: string }[] =
    [];
  let year = barYear;
  for (let j = 0; j < jobs; j++) {
    const current = j === jobs - 1;
    const end = current ? null : Math.min(2025, year + rng.int(2, 8));
    const seniority = 2026 - year;
    const [title, organization, description] = current
      ? [
          seniority >= 15
            ? rng.pick(['Managing Partner', 'Partner'])
            : seniority >= 7
              ? rng.pick(['Partner', 'Senior Associate'])
              : 'Associate',
          lawFirm,
          practice,
        ]
      : posts[j];
    work.push({ title, organization, location: city, startYear: year, endYear: end, description });
    year = end ?? 2026;
  }
  const awardPool = [...content.awards, ...GENERAL_AWARDS];
  const awards = rng.sample(awardPool, rng.int(0, 3)).map(([title, description, when], priority) => ({
    title,
    description,
    // An honour of law school or of the bar has its own year; the rest came with practice.
    year: when === 'law-school' ? lawEnd - 1 : when === 'bar' ? barYear : when === 'before-law' ? lawEnd - 5 : rng.int(barYear + 1, 2025),
    priority,
  }));
  const specializations = [
    ...rng.sample(content.specializations, rng.int(1, 2)),
    ...secondary.flatMap((c) => rng.sample(c.specializations, rng.int(0, 1))),
  ];
  const areaLabels = areas.map((a) => AREAS_OF_PRACTICE.find((x) => x.slug === a)!.label);
  const experience = 2026 - barYear;
  const about =
    `I am a ${cityDisplayName(city)}-based lawyer admitted to the Philippine Bar in ${barYear}, with ${experience} years of practice in ` +
    `${areaLabels.join(', ')}. I explain your options in plain ${languages.slice(0, 2).join(' or ')}, tell you honestly what a case ` +
    `will cost and how long it may take, and help you prepare the documents you need. Book a short call and we can look at your ` +
    `situation together.`;
  const bank = rng.pick(BANKS);
  return {
    firstName,
    lastName,
    displayName: `${firstName} ${lastName}`,
    region,
    city,
    areas,
    legalProblems,
    languages,
    specializations,
    barYear,
    rollNumber: String(rng.int(30000, 89999)),
    ibpNumber: String(rng.int(100000, 999999)),
    ibpChapter: `IBP ${city}`,
    phone: `+63 9${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
    lawFirm,
    officeAddress: `${rng.int(1, 999)} ${rng.pick(['Rizal', 'Mabini', 'Bonifacio', 'Quezon', 'Osmeña', 'Del Pilar', 'Luna'])} St., ${cityDisplayName(city)}`,
    price30,
    price60,
    education,
    work,
    awards,
    about: about.length > 500 ? about.slice(0, 497) + '...' : about,
    quote: rng.pick([
      'Justice delayed is justice denied.',
      'Every client deserves to understand their own case.',
      'The law should be a shield for the weak, not a sword for the strong.',
      'Prevention is cheaper than litigation.',
      'Clear advice today saves years in court tomorrow.',
    ]),
    bankingInfo: {
      bank_name: bank.name,
      provider_bank_id: bank.provider_bank_id,
      account_name: `${firstName} ${lastName}`,
      account_number: String(rng.int(1e9, 9e9)) + String(rng.int(10, 99)),
    },
    // No cartoon stand-ins: a lawyer without a photo is shown as their monogram (components/ui/avatar.tsx).
    pictureUrl: null as string | null,
    noticeTimeMinutes: rng.pick([60, 120, 180, 240, 1440]),
    // Weekly hours: most work Monday–Friday, some add Saturday; start 08:00–10:00 and end 16:00–19:00,
    // on the hour or the half hour (an office that opens at 08:30).
    availability: Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      available: weekday >= 1 && weekday <= 5 ? rng.chance(0.9) : weekday === 6 ? rng.chance(0.35) : false,
      startMinute: rng.int(16, 20) * 30,
      endMinute: rng.int(32, 38) * 30,
    })),
  };
}
