import { AREAS_OF_PRACTICE, type AreaValue } from '../../reference/areas';
import { BANKS } from '../../reference/banks';
import { LANGUAGES } from '../../reference/languages';
import { LEGAL_PROBLEMS } from '../../reference/legal-problems';
import { REGION_CITIES, SEARCH_REGIONS } from '../../reference/regions';
import {
  AWARDS,
  FIRMS,
  FIRST_NAMES_F,
  FIRST_NAMES_M,
  HONOURS,
  LAW_SCHOOLS,
  SPECIALIZATIONS,
  SURNAMES,
  UNDERGRAD,
  WORK_TITLES,
} from './names';
import type { SeededRandom } from './random';

const AVATAR_COUNT = 12;
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

/** Builds one lawyer deterministically; `index` spreads regions, areas and languages evenly. */
export function buildLawyer(rng: SeededRandom, index: number) {
  const female = rng.chance(0.5);
  const firstName = rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
  const lastName = rng.pick(SURNAMES);
  const region = SEARCH_REGIONS[index % SEARCH_REGIONS.length];
  const city = rng.pick(REGION_CITIES[region] ?? [region]);
  const primary = AREAS_OF_PRACTICE[index % AREAS_OF_PRACTICE.length].slug;
  const areas = [
    primary,
    ...rng.sample(
      AREAS_OF_PRACTICE.map((a) => a.slug).filter((a) => a !== primary),
      rng.int(0, 2),
    ),
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
  const lawSchool = rng.pick(LAW_SCHOOLS);
  const [college, course] = rng.pick(UNDERGRAD);
  const lawEnd = barYear - rng.int(0, 1);
  const education = [
    {
      school: lawSchool,
      degree: rng.chance(0.6) ? 'Juris Doctor' : 'Bachelor of Laws',
      startYear: lawEnd - 4,
      endYear: lawEnd,
      honours: rng.chance(0.3) ? rng.pick(HONOURS) : null,
    },
    { school: college, degree: course, startYear: lawEnd - 8, endYear: lawEnd - 4, honours: rng.chance(0.25) ? rng.pick(HONOURS) : null },
  ];
  const jobs = rng.int(1, 3);
  const work: { title: string; organization: string; location: string; startYear: number; endYear: number | null; description: string }[] =
    [];
  let year = barYear;
  for (let j = 0; j < jobs && year < 2026; j++) {
    const end = j === jobs - 1 ? null : Math.min(2026, year + rng.int(2, 8));
    const organization = rng.pick(FIRMS);
    work.push({
      title: rng.pick(WORK_TITLES),
      organization,
      location: city,
      startYear: year,
      endYear: end,
      description: `Handled ${AREAS_OF_PRACTICE.find((a) => a.slug === primary)!.label.toLowerCase()} matters for individuals and small businesses: consultations, demand letters, pleadings and hearings.`,
    });
    year = end ?? 2026;
  }
  const awards = rng
    .sample(AWARDS, rng.int(0, 3))
    .map(([title, description], priority) => ({ title, description, year: rng.int(barYear, 2025), priority }));
  const areaLabels = areas.map((a) => AREAS_OF_PRACTICE.find((x) => x.slug === a)!.label);
  const experience = 2026 - barYear;
  const about =
    `I am a ${city}-based lawyer admitted to the Philippine Bar in ${barYear}, with ${experience} years of practice in ` +
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
    specializations: rng.sample(SPECIALIZATIONS, rng.int(1, 4)),
    barYear,
    rollNumber: String(rng.int(30000, 89999)),
    ibpNumber: String(rng.int(100000, 999999)),
    ibpChapter: `IBP ${city}`,
    phone: `+63 9${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
    lawFirm: rng.pick(FIRMS.slice(0, 7)),
    officeAddress: `${rng.int(1, 999)} ${rng.pick(['Rizal', 'Mabini', 'Bonifacio', 'Quezon', 'Osmeña', 'Del Pilar', 'Luna'])} St., ${city}`,
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
    pictureUrl: `/images/avatars/avatar-${(index % AVATAR_COUNT) + 1}.svg`,
    noticeTimeMinutes: rng.pick([60, 120, 180, 240, 1440]),
    // Weekly hours: most work Monday–Friday, some add Saturday; start 8–10, end 16–19.
    availability: Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      available: weekday >= 1 && weekday <= 5 ? rng.chance(0.9) : weekday === 6 ? rng.chance(0.35) : false,
      startMinute: rng.int(8, 10) * 60,
      endMinute: rng.int(16, 19) * 60,
    })),
  };
}
