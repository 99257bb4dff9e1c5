// The 18 regions a search can be filtered by (spec §3), in the spec's order.
// These exact labels are what the search API receives as `region`.
export const SEARCH_REGIONS: string[] = [
  'Metro Manila (NCR)',
  'Central Visayas (VII)',
  'Davao Region (XI)',
  'Cordillera Administrative Region (CAR)',
  'Ilocos Region (I)',
  'Cagayan Valley (II)',
  'Central Luzon (III)',
  'Calabarzon (IV-A)',
  'MIMAROPA (Region IV-B)',
  'Bicol Region (V)',
  'Western Visayas (VI)',
  'Negros Island Region (NIR)',
  'Eastern Visayas (VIII)',
  'Zamboanga Peninsula (IX)',
  'Northern Mindanao (X)',
  'Soccsksargen (XII)',
  'Caraga (XIII)',
  'Bangsamoro (BARMM)',
];

export type SeoRegion = { slug: string; label: string; queryRegion: string; city?: boolean };

// Landing-page regions (spec §3, 25 entries). Slugs are the kebab-case label
// without its parenthesis (DESIGN.md); queryRegion '' means "no region filter".
export const SEO_REGIONS: SeoRegion[] = [
  { slug: 'philippines', label: 'Philippines', queryRegion: '' },
  { slug: 'metro-manila', label: 'Metro Manila', queryRegion: 'Metro Manila (NCR)' },
  { slug: 'cebu-city', label: 'Cebu City', queryRegion: 'Central Visayas (VII)', city: true },
  { slug: 'makati', label: 'Makati', queryRegion: 'Metro Manila (NCR)', city: true },
  { slug: 'taguig', label: 'Taguig', queryRegion: 'Metro Manila (NCR)', city: true },
  { slug: 'quezon-city', label: 'Quezon City', queryRegion: 'Metro Manila (NCR)', city: true },
  { slug: 'mandaluyong', label: 'Mandaluyong', queryRegion: 'Metro Manila (NCR)', city: true },
  { slug: 'ortigas', label: 'Ortigas', queryRegion: 'Metro Manila (NCR)', city: true },
  { slug: 'central-visayas', label: 'Central Visayas', queryRegion: 'Central Visayas (VII)' },
  { slug: 'davao-region', label: 'Davao Region', queryRegion: 'Davao Region (XI)' },
  {
    slug: 'cordillera-administrative-region',
    label: 'Cordillera Administrative Region',
    queryRegion: 'Cordillera Administrative Region (CAR)',
  },
  { slug: 'ilocos-region', label: 'Ilocos Region', queryRegion: 'Ilocos Region (I)' },
  { slug: 'cagayan-valley', label: 'Cagayan Valley', queryRegion: 'Cagayan Valley (II)' },
  { slug: 'central-luzon', label: 'Central Luzon', queryRegion: 'Central Luzon (III)' },
  { slug: 'calabarzon', label: 'Calabarzon', queryRegion: 'Calabarzon (IV-A)' },
  { slug: 'mimaropa', label: 'MIMAROPA', queryRegion: 'MIMAROPA (Region IV-B)' },
  { slug: 'bicol-region', label: 'Bicol Region', queryRegion: 'Bicol Region (V)' },
  { slug: 'western-visayas', label: 'Western Visayas', queryRegion: 'Western Visayas (VI)' },
  { slug: 'negros-island-region', label: 'Negros Island Region', queryRegion: 'Negros Island Region (NIR)' },
  { slug: 'eastern-visayas', label: 'Eastern Visayas', queryRegion: 'Eastern Visayas (VIII)' },
  { slug: 'zamboanga-peninsula', label: 'Zamboanga Peninsula', queryRegion: 'Zamboanga Peninsula (IX)' },
  { slug: 'northern-mindanao', label: 'Northern Mindanao', queryRegion: 'Northern Mindanao (X)' },
  { slug: 'soccsksargen', label: 'Soccsksargen', queryRegion: 'Soccsksargen (XII)' },
  { slug: 'caraga', label: 'Caraga', queryRegion: 'Caraga (XIII)' },
  { slug: 'bangsamoro', label: 'Bangsamoro', queryRegion: 'Bangsamoro (BARMM)' },
];

export function findSeoRegionBySlug(slug: string): SeoRegion | undefined {
  return SEO_REGIONS.find((region) => region.slug === slug);
}

/**
 * Turns what a URL or form carries (a search-region label, an SEO slug or an
 * SEO label, any case) into the search-region label the API filters on.
 * '' means "the whole country, no filter"; undefined means unknown input.
 */
export function resolveQueryRegion(input: string): string | undefined {
  const wanted = input.trim().toLowerCase();
  if (wanted === '') return '';
  const searchRegion = SEARCH_REGIONS.find((label) => label.toLowerCase() === wanted);
  if (searchRegion !== undefined) return searchRegion;
  const seoRegion = SEO_REGIONS.find((region) => region.slug === wanted || region.label.toLowerCase() === wanted);
  return seoRegion?.queryRegion;
}

// Real cities and municipalities per search region, for the demo seed and the
// notary-by-city pages. Negros Oriental and Siquijor belong to the Negros
// Island Region (RA 12000, 2024); Sulu is no longer part of BARMM (2024 ruling).
export const REGION_CITIES: Record<string, string[]> = {
  // The sixteen cities of Metro Manila (every one has a notary in the demo data).
  'Metro Manila (NCR)': [
    'Makati',
    'Taguig',
    'Quezon City',
    'Manila',
    'Pasig',
    'Mandaluyong',
    'Caloocan',
    'Las Piñas',
    'Malabon',
    'Marikina',
    'Muntinlupa',
    'Navotas',
    'Parañaque',
    'Pasay',
    'San Juan',
    'Valenzuela',
  ],
  'Central Visayas (VII)': ['Cebu City', 'Mandaue', 'Lapu-Lapu', 'Talisay', 'Tagbilaran'],
  'Davao Region (XI)': ['Davao City', 'Tagum', 'Panabo', 'Digos', 'Mati'],
  'Cordillera Administrative Region (CAR)': ['Baguio', 'La Trinidad', 'Tabuk', 'Bontoc'],
  'Ilocos Region (I)': ['Laoag', 'Vigan', 'San Fernando (La Union)', 'Dagupan', 'Alaminos'],
  'Cagayan Valley (II)': ['Tuguegarao', 'Santiago', 'Cauayan', 'Ilagan'],
  'Central Luzon (III)': ['Angeles', 'San Fernando (Pampanga)', 'Olongapo', 'Malolos', 'Cabanatuan', 'Tarlac City'],
  'Calabarzon (IV-A)': ['Antipolo', 'Calamba', 'Batangas City', 'Lucena', 'Dasmariñas', 'Biñan'],
  'MIMAROPA (Region IV-B)': ['Puerto Princesa', 'Calapan', 'San Jose (Occidental Mindoro)', 'Boac', 'Odiongan'],
  'Bicol Region (V)': ['Legazpi', 'Naga', 'Iriga', 'Sorsogon City', 'Masbate City'],
  'Western Visayas (VI)': ['Iloilo City', 'Roxas City', 'Kalibo', 'Passi', 'San Jose de Buenavista'],
  'Negros Island Region (NIR)': ['Bacolod', 'Dumaguete', 'Silay', 'Kabankalan', 'Siquijor'],
  'Eastern Visayas (VIII)': ['Tacloban', 'Ormoc', 'Calbayog', 'Catbalogan', 'Maasin'],
  'Zamboanga Peninsula (IX)': ['Zamboanga City', 'Dipolog', 'Dapitan', 'Pagadian'],
  'Northern Mindanao (X)': ['Cagayan de Oro', 'Iligan', 'Valencia', 'Malaybalay', 'Ozamiz'],
  'Soccsksargen (XII)': ['General Santos', 'Koronadal', 'Kidapawan', 'Tacurong'],
  'Caraga (XIII)': ['Butuan', 'Surigao City', 'Bislig', 'Bayugan', 'Tandag'],
  'Bangsamoro (BARMM)': ['Cotabato City', 'Marawi', 'Lamitan', 'Bongao', 'Datu Odin Sinsuat'],
};
