import type { AreaValue } from './areas';

// Free legal help in the Philippines (spec §2 /free-legal-help): reference data, not a live feed.
// Real organisations and the cities they sit in, compiled from each body's public pages and the
// Supreme Court rules named in /work/shared/reference/philippine-legal-facts.md. Offices move and
// hours change: every entry carries its source and the date it was last reviewed, and the page
// tells visitors to call ahead. No office phone numbers are stored on purpose — they go stale fastest;
// national hotlines (911, DOLE's 1349) are, with their source.

/** Days (0 Sunday … 6 Saturday) and wall-clock times, or open at all hours. */
type OfficeHours = { days: number[]; opens: string; closes: string } | 'always';

/**
 * Government offices work Monday to Friday, 8:00 AM to 5:00 PM (the eight-hour,
 * five-day week of the Omnibus Rules Implementing Book V of EO 292, Rule XVII *check*: some offices open
 * earlier or on Saturdays; the card says to call ahead).
 */
const GOVERNMENT_HOURS: OfficeHours = { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '17:00' };

export type FreeLegalHelpKind = 'pao' | 'ibp' | 'law-school' | 'government' | 'ngo';

export type FreeLegalHelpProvider = {
  id: string;
  name: string;
  kind: FreeLegalHelpKind;
  /** City of the office; '' for a service offered in every city or barangay. */
  city: string;
  /** One of the 18 search regions, or 'Nationwide'. */
  region: string;
  /** Legal-problem areas it helps with (lib/reference/areas). */
  areas: AreaValue[];
  helpsWith: string;
  /** Who qualifies, when there is a test. */
  eligibility?: string;
  contactHint: string;
  /**
   * For an office card (issue 56, the "Where do I start?" answer): its street address (a map link is
   * made from it), its hours, a phone number and an online route where one exists. Each is given only
   * with a source; a hotline is a national number that does not go stale as an office line does.
   */
  address?: string;
  hours?: OfficeHours;
  phone?: { number: string; source: string };
  online?: { name: string; url: string; source: string };
  source: string;
  /** YYYY-MM-DD the entry was last reviewed against its source. */
  lastChecked: string;
};

export const FREE_LEGAL_HELP_KINDS: { value: FreeLegalHelpKind; label: string }[] = [
  { value: 'pao', label: "Public Attorney's Office" },
  { value: 'ibp', label: 'IBP legal aid' },
  { value: 'law-school', label: 'Law school legal aid clinic' },
  { value: 'government', label: 'Government help desk' },
  { value: 'ngo', label: 'Legal aid NGO' },
];

export const NATIONWIDE = 'Nationwide';
const REVIEWED = '2026-11-21';
const ALL_AREAS: AreaValue[] = [
  'civil',
  'land-issues',
  'criminal',
  'labor',
  'corporate',
  'taxation',
  'immigration',
  'intellectual-property',
  'election',
];
const PAO_AREAS: AreaValue[] = ['criminal', 'civil', 'labor', 'land-issues'];
const PAO_SOURCE = 'https://www.pao.gov.ph';
const IBP_SOURCE = 'https://www.ibp.ph';

/** PAO's two tests (RA 9406 and the PAO Operations Manual); figures to be re-checked against PAO's current circular. */
export const PAO_TESTS = {
  indigency: {
    title: 'Indigency test',
    text:
      'PAO represents people who cannot afford a private lawyer. The test looks at your own net monthly income (not your ' +
      "household's): you may qualify when it is about ₱24,000 or less in Metro Manila, ₱22,000 or less in other cities, and ₱20,000 or less elsewhere (PAO " +
      'Operations Manual, 2021). Owning the house you live in does not by itself disqualify you. Bring proof such as a ' +
      'certificate of indigency from your barangay, a DSWD certificate, or your latest payslip or income tax return.',
    thresholds: [
      { area: 'Metro Manila (NCR)', maxNetMonthlyIncome: 2_400_000 },
      { area: 'Other cities', maxNetMonthlyIncome: 2_200_000 },
      { area: 'All other places', maxNetMonthlyIncome: 2_000_000 },
    ],
  },
  merit: {
    title: 'Merit test',
    text:
      'PAO also checks that the case has merit: after an interview and a look at the law and the evidence, the help must be ' +
      'in aid of justice and in your interest — not meant only to harass someone, and not plainly hopeless. An accused person ' +
      'in a criminal case is always given counsel; the merit test does not stand in the way of a defence.',
  },
} as const;

const pao = (id: string, city: string, region: string, office: string): FreeLegalHelpProvider => ({
  id: `pao-${id}`,
  name: `Public Attorney's Office – ${city} District Office`,
  kind: 'pao',
  city,
  region,
  areas: PAO_AREAS,
  helpsWith:
    'Free legal advice, documents and court representation for indigent clients in criminal, civil, labor and administrative cases; assistance at custodial investigation and inquest.',
  eligibility: 'Indigency and merit tests (see above).',
  contactHint: `${office}. Walk in on a working day with a valid ID and your documents.`,
  address: office,
  hours: GOVERNMENT_HOURS,
  source: PAO_SOURCE,
  lastChecked: REVIEWED,
});

const ibp = (id: string, chapter: string, city: string, region: string): FreeLegalHelpProvider => ({
  id: `ibp-${id}`,
  name: `IBP ${chapter} Chapter – Legal Aid`,
  kind: 'ibp',
  city,
  region,
  areas: ['civil', 'criminal', 'labor', 'land-issues'],
  helpsWith:
    'Free legal advice and, for qualified clients, representation by chapter lawyers under the IBP legal aid programme; new lawyers render supervised free service under the Community Legal Aid Service Rule (A.M. No. 17-03-09-SC).',
  eligibility: 'Indigent clients and cases with merit, assessed by the chapter legal aid committee.',
  contactHint: `Ask at the IBP ${chapter} Chapter office, usually in or near the Hall of Justice of ${city}.`,
  source: IBP_SOURCE,
  lastChecked: REVIEWED,
});

const clinic = (id: string, name: string, city: string, region: string, contactHint: string, source: string): FreeLegalHelpProvider => ({
  id: `clinic-${id}`,
  name,
  kind: 'law-school',
  city,
  region,
  areas: ['civil', 'criminal', 'labor', 'land-issues'],
  helpsWith:
    'Free consultations and case handling by supervised law students and clinic lawyers under the Revised Law Student Practice Rule (A.M. No. 19-03-24-SC); often takes family, labor, land and criminal cases of indigent clients.',
  eligibility: 'Indigent clients; intake follows the school calendar.',
  contactHint,
  source,
  lastChecked: REVIEWED,
});

export const FREE_LEGAL_HELP: FreeLegalHelpProvider[] = [
  // Public Attorney's Office: the central office and district offices in the main Halls of Justice.
  {
    id: 'pao-central',
    name: "Public Attorney's Office – Central Office",
    kind: 'pao',
    city: 'Quezon City',
    region: 'Metro Manila (NCR)',
    areas: PAO_AREAS,
    helpsWith:
      'Head office of PAO (RA 9406, attached to the Department of Justice); refers walk-in clients to the district office for their place and handles special cases.',
    eligibility: 'Indigency and merit tests (see above).',
    contactHint: 'DOJ Agencies Building, NIA Road corner East Avenue, Diliman, Quezon City.',
    address: 'DOJ Agencies Building, NIA Road corner East Avenue, Diliman, Quezon City',
    hours: GOVERNMENT_HOURS,
    source: PAO_SOURCE,
    lastChecked: REVIEWED,
  },
  pao('manila', 'Manila', 'Metro Manila (NCR)', 'Manila City Hall / Hall of Justice, Ermita, Manila'),
  pao('quezon-city', 'Quezon City', 'Metro Manila (NCR)', 'Hall of Justice, Quezon City Hall Compound, Diliman'),
  pao('makati', 'Makati', 'Metro Manila (NCR)', 'Makati City Hall of Justice'),
  pao('pasig', 'Pasig', 'Metro Manila (NCR)', 'Pasig City Hall of Justice'),
  pao('taguig', 'Taguig', 'Metro Manila (NCR)', 'Taguig City Hall of Justice'),
  pao('cebu-city', 'Cebu City', 'Central Visayas (VII)', 'Cebu City Hall of Justice'),
  pao('davao-city', 'Davao City', 'Davao Region (XI)', 'Davao City Hall of Justice, Ecoland'),
  pao('baguio', 'Baguio', 'Cordillera Administrative Region (CAR)', 'Baguio City Hall of Justice'),
  pao('laoag', 'Laoag', 'Ilocos Region (I)', 'Laoag City Hall of Justice'),
  pao('tuguegarao', 'Tuguegarao', 'Cagayan Valley (II)', 'Tuguegarao City Hall of Justice'),
  pao('san-fernando-pampanga', 'San Fernando (Pampanga)', 'Central Luzon (III)', 'Hall of Justice, City of San Fernando, Pampanga'),
  pao('calamba', 'Calamba', 'Calabarzon (IV-A)', 'Calamba City Hall of Justice'),
  pao('puerto-princesa', 'Puerto Princesa', 'MIMAROPA (Region IV-B)', 'Puerto Princesa City Hall of Justice'),
  pao('legazpi', 'Legazpi', 'Bicol Region (V)', 'Legazpi City Hall of Justice'),
  pao('iloilo-city', 'Iloilo City', 'Western Visayas (VI)', 'Iloilo City Hall of Justice'),
  pao('bacolod', 'Bacolod', 'Negros Island Region (NIR)', 'Bacolod City Hall of Justice'),
  pao('tacloban', 'Tacloban', 'Eastern Visayas (VIII)', 'Tacloban City Hall of Justice'),
  pao('zamboanga-city', 'Zamboanga City', 'Zamboanga Peninsula (IX)', 'Zamboanga City Hall of Justice'),
  pao('cagayan-de-oro', 'Cagayan de Oro', 'Northern Mindanao (X)', 'Cagayan de Oro City Hall of Justice'),
  pao('general-santos', 'General Santos', 'Soccsksargen (XII)', 'General Santos City Hall of Justice'),
  pao('butuan', 'Butuan', 'Caraga (XIII)', 'Butuan City Hall of Justice'),
  pao('cotabato-city', 'Cotabato City', 'Bangsamoro (BARMM)', 'Cotabato City Hall of Justice'),

  // IBP: the national legal aid centre and chapter legal aid desks.
  {
    id: 'ibp-ncla',
    name: 'IBP National Center for Legal Aid',
    kind: 'ibp',
    city: 'Pasig',
    region: 'Metro Manila (NCR)',
    areas: ['civil', 'criminal', 'labor', 'land-issues'],
    helpsWith: "Coordinates the IBP chapters' free legal aid and refers clients to the chapter for their province or city.",
    eligibility: 'Indigent clients and cases with merit.',
    contactHint: 'IBP Building, Doña Julia Vargas Avenue, Ortigas Center, Pasig City.',
    source: IBP_SOURCE,
    lastChecked: REVIEWED,
  },
  ibp('makati', 'Makati City', 'Makati', 'Metro Manila (NCR)'),
  ibp('quezon-city', 'Quezon City', 'Quezon City', 'Metro Manila (NCR)'),
  ibp('cebu-city', 'Cebu City', 'Cebu City', 'Central Visayas (VII)'),
  ibp('davao-city', 'Davao City', 'Davao City', 'Davao Region (XI)'),
  ibp('baguio-benguet', 'Baguio-Benguet', 'Baguio', 'Cordillera Administrative Region (CAR)'),
  ibp('pampanga', 'Pampanga', 'San Fernando (Pampanga)', 'Central Luzon (III)'),
  ibp('laguna', 'Laguna', 'Calamba', 'Calabarzon (IV-A)'),
  ibp('iloilo', 'Iloilo', 'Iloilo City', 'Western Visayas (VI)'),
  ibp('negros-occidental', 'Negros Occidental', 'Bacolod', 'Negros Island Region (NIR)'),
  ibp('leyte', 'Leyte', 'Tacloban', 'Eastern Visayas (VIII)'),
  ibp('misamis-oriental', 'Misamis Oriental', 'Cagayan de Oro', 'Northern Mindanao (X)'),
  ibp('zamboanga-city', 'Zamboanga City', 'Zamboanga City', 'Zamboanga Peninsula (IX)'),
  ibp('albay', 'Albay', 'Legazpi', 'Bicol Region (V)'),

  // Law school legal aid clinics.
  clinic(
    'up-ola',
    'UP Office of Legal Aid',
    'Quezon City',
    'Metro Manila (NCR)',
    'UP College of Law, Malcolm Hall, University of the Philippines Diliman, Quezon City.',
    'https://law.upd.edu.ph',
  ),
  clinic(
    'ateneo-alsc',
    'Ateneo Legal Services Center',
    'Makati',
    'Metro Manila (NCR)',
    'Ateneo Law School, Rockwell Center, Makati City.',
    'https://www.ateneo.edu/law',
  ),
  clinic(
    'san-beda-lab',
    'San Beda Legal Aid Bureau',
    'Manila',
    'Metro Manila (NCR)',
    'San Beda University College of Law, Mendiola, San Miguel, Manila.',
    'https://www.sanbeda.edu.ph',
  ),
  clinic(
    'ust-lac',
    'UST Faculty of Civil Law Legal Aid Clinic',
    'Manila',
    'Metro Manila (NCR)',
    'University of Santo Tomas, España Boulevard, Sampaloc, Manila.',
    'https://www.ust.edu.ph',
  ),
  clinic(
    'usc-lac',
    'University of San Carlos School of Law and Governance Legal Aid Clinic',
    'Cebu City',
    'Central Visayas (VII)',
    'University of San Carlos, Cebu City.',
    'https://www.usc.edu.ph',
  ),
  clinic(
    'silliman-lac',
    'Silliman University College of Law Legal Aid Clinic',
    'Dumaguete',
    'Negros Island Region (NIR)',
    'Silliman University, Dumaguete City.',
    'https://su.edu.ph',
  ),
  clinic(
    'slu-lac',
    'Saint Louis University School of Law Legal Aid Clinic',
    'Baguio',
    'Cordillera Administrative Region (CAR)',
    'Saint Louis University, Bonifacio Street, Baguio City.',
    'https://www.slu.edu.ph',
  ),
  clinic(
    'addu-lao',
    'Ateneo de Davao University College of Law Legal Aid Office',
    'Davao City',
    'Davao Region (XI)',
    'Ateneo de Davao University, Davao City.',
    'https://www.addu.edu.ph',
  ),
  clinic(
    'xu-lac',
    'Xavier University College of Law Legal Aid Clinic',
    'Cagayan de Oro',
    'Northern Mindanao (X)',
    'Xavier University – Ateneo de Cagayan, Cagayan de Oro City.',
    'https://www.xu.edu.ph',
  ),

  // Government help desks.
  {
    id: 'gov-dole-sena',
    name: 'DOLE Single Entry Approach (SEnA)',
    kind: 'government',
    city: '',
    region: NATIONWIDE,
    areas: ['labor'],
    helpsWith:
      'Free, 30-day conciliation-mediation of labor and employment disputes (unpaid wages, final pay, illegal dismissal, benefits) before a case is filed; a Request for Assistance starts it.',
    contactHint: 'File a Request for Assistance at the nearest DOLE field or regional office, or online through DOLE.',
    hours: GOVERNMENT_HOURS,
    // DOLE's hotline 1349 *check* (dole.gov.ph, its contact page); e-SEnA's form at sena.dole.gov.ph *check*
    // (as reported by Radyo Agila, 2020, and DOLE regional offices' releases on online SEnA).
    phone: { number: '1349', source: 'https://www.dole.gov.ph' },
    online: { name: 'e-SEnA', url: 'https://sena.dole.gov.ph', source: 'https://radyoagila.com/?p=87698' },
    source: 'https://www.dole.gov.ph',
    lastChecked: REVIEWED,
  },
  {
    // The DOLE 7 building (with OWWA, NLRC's seventh division and the NCMB) at Gorordo Avenue and Mango
    // Avenue Extension (General Maxilom Avenue), as reported when a fire closed it for days (SunStar
    // Cebu, 2022-07-11); SEnA requests for Central Visayas are filed there or at its field offices.
    id: 'gov-dole-ro-vii',
    name: 'DOLE Regional Office VII (Central Visayas)',
    kind: 'government',
    city: 'Cebu City',
    region: 'Central Visayas (VII)',
    areas: ['labor'],
    helpsWith:
      'Takes Requests for Assistance under SEnA for workers and employers in Central Visayas (free 30-day conciliation-mediation), labor standards complaints and inspections.',
    contactHint:
      'DOLE-RO7 Building, Gorordo Avenue corner General Maxilom Avenue (Mango Avenue Extension), Cebu City, or the nearest DOLE field office in the region.',
    address: 'DOLE-RO7 Building, Gorordo Avenue corner General Maxilom Avenue, Cebu City',
    hours: GOVERNMENT_HOURS,
    phone: { number: '1349', source: 'https://www.dole.gov.ph' },
    online: { name: 'e-SEnA', url: 'https://sena.dole.gov.ph', source: 'https://ro7.dole.gov.ph' },
    source: 'https://ro7.dole.gov.ph',
    lastChecked: '2026-11-25',
  },
  {
    id: 'gov-nlrc',
    name: 'National Labor Relations Commission (NLRC)',
    kind: 'government',
    city: 'Quezon City',
    region: 'Metro Manila (NCR)',
    areas: ['labor'],
    helpsWith:
      'Labor arbiters hear illegal dismissal and money claims that SEnA could not settle; a Public Assistance and Complaints Desk helps workers file without a lawyer, with no filing fee for workers.',
    contactHint: 'NLRC main office, Banawe Street, Quezon City, or the Regional Arbitration Branch for your region.',
    source: 'https://nlrc.dole.gov.ph',
    lastChecked: REVIEWED,
  },
  {
    id: 'gov-nlrc-rab-vii',
    name: 'NLRC Regional Arbitration Branch VII',
    kind: 'government',
    city: 'Cebu City',
    region: 'Central Visayas (VII)',
    areas: ['labor'],
    helpsWith: 'Labor complaints (illegal dismissal, money claims) for workers in Central Visayas, after SEnA.',
    contactHint: 'Ask at the DOLE Regional Office VII in Cebu City for the branch address.',
    source: 'https://nlrc.dole.gov.ph',
    lastChecked: REVIEWED,
  },
  {
    id: 'gov-nlrc-rab-xi',
    name: 'NLRC Regional Arbitration Branch XI',
    kind: 'government',
    city: 'Davao City',
    region: 'Davao Region (XI)',
    areas: ['labor'],
    helpsWith: 'Labor complaints (illegal dismissal, money claims) for workers in the Davao Region, after SEnA.',
    contactHint: 'Ask at the DOLE Regional Office XI in Davao City for the branch address.',
    source: 'https://nlrc.dole.gov.ph',
    lastChecked: REVIEWED,
  },
  {
    id: 'gov-dmw',
    name: 'Department of Migrant Workers (DMW) – Legal Assistance',
    kind: 'government',
    city: 'Mandaluyong',
    region: 'Metro Manila (NCR)',
    areas: ['labor'],
    helpsWith:
      'Free legal assistance for OFWs and their families: illegal recruitment, contract violations, money claims against agencies.',
    contactHint: 'DMW Building (Blas F. Ople Building), Ortigas Avenue corner EDSA, Mandaluyong, or a DMW regional office.',
    source: 'https://www.dmw.gov.ph',
    lastChecked: REVIEWED,
  },
  {
    id: 'gov-katarungang-pambarangay',
    name: 'Katarungang Pambarangay (Lupon Tagapamayapa)',
    kind: 'government',
    city: '',
    region: NATIONWIDE,
    areas: ['civil', 'land-issues', 'criminal'],
    helpsWith:
      'Free barangay conciliation of disputes between residents of the same city or municipality (debts, neighbour and boundary quarrels, minor offenses). For most such disputes it must be tried before going to court (Local Government Code, Secs. 399-422); a settlement has the force of a final judgment.',
    contactHint: 'Go to the barangay hall where the other party lives and ask the Punong Barangay or the Lupon secretary.',
    hours: GOVERNMENT_HOURS,
    source: 'https://www.dilg.gov.ph',
    lastChecked: REVIEWED,
  },
  {
    // RA 9262 §14: the Punong Barangay (or a kagawad) issues a Barangay Protection Order, ex parte, on
    // the day; the applicant's own barangay, with its VAW desk (RA 9262 IRR; DILG MC 2017-114 on VAW
    // desks *check*). Never the Lupon, never the other party's barangay (issue 56).
    id: 'gov-barangay-vaw-desk',
    name: 'Barangay VAW Desk and the Punong Barangay (Barangay Protection Order)',
    kind: 'government',
    city: '',
    region: NATIONWIDE,
    areas: ['criminal', 'civil'],
    helpsWith:
      'For violence against a woman or her child: the Punong Barangay (or a kagawad) issues a Barangay Protection Order the same day, without hearing the abuser first; the VAW desk takes the report and refers to the police, a doctor and shelter. Never mediated.',
    contactHint: 'Go to the barangay hall where you live (your own barangay) and ask for the Punong Barangay or the VAW desk.',
    hours: GOVERNMENT_HOURS,
    phone: { number: '911', source: 'Executive Order No. 56, s. 2018 (911, the national emergency hotline)' },
    source: 'https://www.dilg.gov.ph',
    lastChecked: '2026-11-26',
  },
  {
    // RA 9262 §30 (the police's duties); the Women and Children Protection Desks of every police station
    // (RA 8551 §57 *check*); 911, the national emergency hotline (Executive Order No. 56, s. 2018).
    id: 'gov-pnp-wcpd',
    name: 'PNP Women and Children Protection Desk',
    kind: 'government',
    city: '',
    region: NATIONWIDE,
    areas: ['criminal'],
    helpsWith:
      'Every police station has a Women and Children Protection Desk: it takes reports of violence against women and children, helps the victim to safety and to a doctor, and helps file the case.',
    contactHint: 'Go to the nearest police station; in an emergency call 911.',
    hours: 'always',
    phone: { number: '911', source: 'Executive Order No. 56, s. 2018 (911, the national emergency hotline)' },
    source: 'https://www.pnp.gov.ph',
    lastChecked: '2026-11-26',
  },
  {
    id: 'gov-chr',
    name: 'Commission on Human Rights (CHR)',
    kind: 'government',
    city: 'Quezon City',
    region: 'Metro Manila (NCR)',
    areas: ['criminal', 'civil', 'labor'],
    helpsWith:
      'Free legal aid and investigation for victims of human rights violations: illegal arrest or detention, torture, abuse by public officers, violence against women and children.',
    contactHint: 'SAAC Building, Commonwealth Avenue, UP Complex, Diliman, Quezon City, or the CHR regional office for your region.',
    source: 'https://chr.gov.ph',
    lastChecked: REVIEWED,
  },
  {
    id: 'gov-doj-action-center',
    name: 'DOJ Action Center (DOJAC)',
    kind: 'government',
    city: 'Manila',
    region: 'Metro Manila (NCR)',
    areas: ALL_AREAS,
    helpsWith: 'Free legal advice and referral to the right agency for walk-in clients and letters; no court representation.',
    contactHint: 'Department of Justice main building, Padre Faura Street, Ermita, Manila.',
    address: 'Department of Justice, Padre Faura Street, Ermita, Manila',
    hours: GOVERNMENT_HOURS,
    source: 'https://www.doj.gov.ph',
    lastChecked: REVIEWED,
  },
  {
    id: 'gov-dar-legal',
    name: 'DAR Legal Assistance for Agrarian Reform Beneficiaries',
    kind: 'government',
    city: 'Quezon City',
    region: 'Metro Manila (NCR)',
    areas: ['land-issues'],
    helpsWith:
      'Free legal assistance and representation for farmers and agrarian reform beneficiaries in agrarian disputes before the DARAB and the courts.',
    contactHint: 'DAR Central Office, Elliptical Road, Diliman, Quezon City, or the Provincial Agrarian Reform Office.',
    source: 'https://www.dar.gov.ph',
    lastChecked: REVIEWED,
  },

  // Legal aid NGOs.
  {
    id: 'ngo-flag',
    name: 'Free Legal Assistance Group (FLAG)',
    kind: 'ngo',
    city: 'Quezon City',
    region: 'Metro Manila (NCR)',
    areas: ['criminal', 'civil', 'election'],
    helpsWith: 'Human rights lawyering: free representation in human rights, civil liberties and public interest cases.',
    contactHint: 'Reach FLAG through its published contact channels; cases are screened for public interest.',
    source: 'https://www.facebook.com/FLAGhumanrights',
    lastChecked: REVIEWED,
  },
  {
    id: 'ngo-saligan',
    name: 'SALIGAN (Sentro ng Alternatibong Lingap Panligal)',
    kind: 'ngo',
    city: 'Quezon City',
    region: 'Metro Manila (NCR)',
    areas: ['labor', 'land-issues', 'civil'],
    helpsWith: 'Developmental legal aid for workers, farmers, women, urban poor communities and local governance groups.',
    contactHint: 'Contact SALIGAN through its website; it works mostly with organised groups and communities.',
    source: 'https://saligan.org',
    lastChecked: REVIEWED,
  },
];

export type FreeLegalHelpQuery = { region?: string; area?: AreaValue; kind?: FreeLegalHelpKind; q?: string };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Providers for a region and problem area. Nationwide services match every region; a text query
 * matches the name, city, address or what they help with, ignoring case and accents.
 */
export function findFreeLegalHelp(query: FreeLegalHelpQuery): FreeLegalHelpProvider[] {
  const q = query.q ? fold(query.q.trim()) : '';
  return FREE_LEGAL_HELP.filter(
    (p) =>
      (!query.region || p.region === query.region || p.region === NATIONWIDE) &&
      (!query.area || p.areas.includes(query.area)) &&
      (!query.kind || p.kind === query.kind) &&
      (!q || fold(`${p.name} ${p.city} ${p.helpsWith} ${p.contactHint}`).includes(q)),
  ).sort(
    (a, b) =>
      rank(a, query.region) - rank(b, query.region) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.name.localeCompare(b.name),
  );
}

const KIND_ORDER: FreeLegalHelpKind[] = ['pao', 'ibp', 'law-school', 'government', 'ngo'];
/** With a region chosen, offices in it come before nationwide services. */
const rank = (p: FreeLegalHelpProvider, region?: string) => (region && p.region === NATIONWIDE ? 1 : 0);
