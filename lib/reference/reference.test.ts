import {
  AREAS_OF_PRACTICE,
  AREA_VALUES,
  BANKS,
  COMPANY_LINKS,
  DEFAULT_SORT_ID,
  faqEntries,
  LANGUAGES,
  LEGAL_LINKS,
  LEGAL_PROBLEMS,
  POPULAR_SEARCHES,
  QUICK_PROBLEM_IDS,
  REGION_CITIES,
  SEARCH_REGIONS,
  SEO_REGIONS,
  SOCIAL_LINKS,
  SORT_OPTIONS,
  SUPPORT_EMAIL,
  findAreaBySlug,
  findLegalProblem,
  findSeoRegionBySlug,
  findSortOption,
  matchesLegalProblem,
  normalizeSearchText,
  resolveQueryRegion,
} from './index';

const idsMatching = (query: string): number[] =>
  LEGAL_PROBLEMS.filter((problem) => matchesLegalProblem(problem, query)).map((problem) => problem._id);

const inAllowedRange = (id: number): boolean =>
  Number.isInteger(id) && ((id >= 0 && id <= 206) || (id >= 300 && id <= 317) || (id >= 401 && id <= 412));

describe('areas of practice', () => {
  it('lists the nine areas of the spec with slug == value and areas == [slug]', () => {
    expect(AREAS_OF_PRACTICE.map((area) => area.label)).toEqual([
      'Civil',
      'Land Issues',
      'Criminal',
      'Labor',
      'Corporate',
      'Taxation',
      'Immigration Law',
      'Intellectual Property Law',
      'Election Law',
    ]);
    expect(AREA_VALUES).toEqual([
      'civil',
      'land-issues',
      'criminal',
      'labor',
      'corporate',
      'taxation',
      'immigration',
      'intellectual-property',
      'election',
    ]);
    for (const area of AREAS_OF_PRACTICE) {
      expect(area.areas).toEqual([area.slug]);
      expect(area.description.length).toBeGreaterThan(100);
      expect(area.seoTitle).toMatch(/Lawyers$/);
    }
  });

  it('gives only Civil a legal problem, and that problem is a detailed civil one', () => {
    const withProblem = AREAS_OF_PRACTICE.filter((area) => area.legalProblemId !== undefined);
    expect(withProblem.map((area) => area.slug)).toEqual(['civil']);
    const problem = findLegalProblem(withProblem[0]?.legalProblemId ?? -1);
    expect(problem?.value).toEqual(['civil']);
    expect(problem?.group_label).toBe('Civil');
  });

  it('finds areas by slug', () => {
    expect(findAreaBySlug('land-issues')?.label).toBe('Land Issues');
    expect(findAreaBySlug('intellectual-property')?.label).toBe('Intellectual Property Law');
    expect(findAreaBySlug('family')).toBeUndefined();
  });
});

describe('regions', () => {
  it('has the 18 search regions of the spec in order', () => {
    expect(SEARCH_REGIONS).toHaveLength(18);
    expect(new Set(SEARCH_REGIONS).size).toBe(18);
    expect(SEARCH_REGIONS[0]).toBe('Metro Manila (NCR)');
    expect(SEARCH_REGIONS[8]).toBe('MIMAROPA (Region IV-B)');
    expect(SEARCH_REGIONS[17]).toBe('Bangsamoro (BARMM)');
  });

  it('has 25 SEO regions with unique kebab-case slugs', () => {
    expect(SEO_REGIONS).toHaveLength(25);
    expect(new Set(SEO_REGIONS.map((region) => region.slug)).size).toBe(25);
    for (const region of SEO_REGIONS) {
      expect(region.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    expect(SEO_REGIONS.slice(0, 8).map((region) => region.slug)).toEqual([
      'philippines',
      'metro-manila',
      'cebu-city',
      'makati',
      'taguig',
      'quezon-city',
      'mandaluyong',
      'ortigas',
    ]);
  });

  it("gives every SEO region a queryRegion that is '' or a search-region label", () => {
    for (const region of SEO_REGIONS) {
      expect(region.queryRegion === '' || SEARCH_REGIONS.includes(region.queryRegion)).toBe(true);
    }
    expect(SEO_REGIONS.filter((region) => region.queryRegion === '').map((region) => region.slug)).toEqual(['philippines']);
    // Every search region is reachable from some landing page.
    for (const label of SEARCH_REGIONS) {
      expect(SEO_REGIONS.some((region) => region.queryRegion === label)).toBe(true);
    }
  });

  it('maps the cities to their parent region', () => {
    const cities: Record<string, string> = {
      makati: 'Metro Manila (NCR)',
      taguig: 'Metro Manila (NCR)',
      'quezon-city': 'Metro Manila (NCR)',
      mandaluyong: 'Metro Manila (NCR)',
      ortigas: 'Metro Manila (NCR)',
      'cebu-city': 'Central Visayas (VII)',
    };
    for (const [slug, parent] of Object.entries(cities)) {
      const region = findSeoRegionBySlug(slug);
      expect(region?.queryRegion).toBe(parent);
      expect(region?.city).toBe(true);
    }
    expect(SEO_REGIONS.filter((region) => region.city).length).toBe(6);
  });

  it('resolves search labels, SEO slugs and SEO labels to the search label', () => {
    expect(resolveQueryRegion('Central Luzon (III)')).toBe('Central Luzon (III)');
    expect(resolveQueryRegion('metro-manila')).toBe('Metro Manila (NCR)');
    expect(resolveQueryRegion('Cebu City')).toBe('Central Visayas (VII)');
    expect(resolveQueryRegion('mimaropa')).toBe('MIMAROPA (Region IV-B)');
    expect(resolveQueryRegion('philippines')).toBe('');
    expect(resolveQueryRegion('atlantis')).toBeUndefined();
  });

  it('lists the main cities of each of the 18 search regions, and all sixteen of Metro Manila', () => {
    expect(Object.keys(REGION_CITIES).sort()).toEqual([...SEARCH_REGIONS].sort());
    for (const [region, cities] of Object.entries(REGION_CITIES)) {
      expect(cities.length).toBeGreaterThanOrEqual(3);
      if (region !== 'Metro Manila (NCR)') expect(cities.length).toBeLessThanOrEqual(6);
      expect(new Set(cities).size).toBe(cities.length);
    }
    expect(REGION_CITIES['Metro Manila (NCR)']).toHaveLength(16);
    expect(REGION_CITIES['Metro Manila (NCR)']).toEqual(
      expect.arrayContaining(['Makati', 'Taguig', 'Quezon City', 'Mandaluyong', 'Caloocan', 'Valenzuela']),
    );
    expect(REGION_CITIES['Central Visayas (VII)']).toContain('Cebu City');
  });
});

describe('languages', () => {
  it('has the 24 languages of the spec in order', () => {
    expect(LANGUAGES).toHaveLength(24);
    expect(new Set(LANGUAGES).size).toBe(24);
    expect(LANGUAGES[0]).toBe('English');
    expect(LANGUAGES[12]).toBe('Hiligaynon Ilonggo');
    expect(LANGUAGES[23]).toBe('Karay-a');
  });
});

describe('legal problems', () => {
  it('has between 185 and 200 entries with unique ids inside the allowed ranges', () => {
    expect(LEGAL_PROBLEMS.length).toBeGreaterThanOrEqual(185);
    expect(LEGAL_PROBLEMS.length).toBeLessThanOrEqual(200);
    const ids = LEGAL_PROBLEMS.map((problem) => problem._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !inAllowedRange(id))).toEqual([]);
  });

  it('gives every problem exactly one known area, a label and a group', () => {
    for (const problem of LEGAL_PROBLEMS) {
      expect(problem.value).toHaveLength(1);
      expect(AREA_VALUES).toContain(problem.value[0]);
      expect(problem.label.trim()).not.toBe('');
      expect(problem.group_label.trim()).not.toBe('');
    }
  });

  it('has 8 quick problems, all existing and grouped as Most Common', () => {
    expect(QUICK_PROBLEM_IDS).toHaveLength(8);
    expect(new Set(QUICK_PROBLEM_IDS).size).toBe(8);
    const quick = QUICK_PROBLEM_IDS.map((id) => findLegalProblem(id));
    for (const problem of quick) {
      expect(problem).toBeDefined();
      expect(problem?.group_label).toBe('Most Common');
    }
    expect(quick.map((problem) => problem?.value[0])).toEqual([
      'civil',
      'civil',
      'labor',
      'corporate',
      'land-issues',
      'taxation',
      'criminal',
      'immigration',
    ]);
    expect(LEGAL_PROBLEMS.filter((problem) => problem.group_label === 'Most Common')).toHaveLength(8);
  });

  it('groups detailed problems under their area label, at least 5 per area', () => {
    for (const area of AREAS_OF_PRACTICE) {
      const detailed = LEGAL_PROBLEMS.filter((problem) => problem.group_label !== 'Most Common' && problem.value[0] === area.slug);
      expect(detailed.length).toBeGreaterThanOrEqual(5);
      for (const problem of detailed) {
        expect(problem.group_label).toBe(area.label);
      }
    }
  });

  it('returns undefined for an unknown id', () => {
    expect(findLegalProblem(250)).toBeUndefined();
  });

  it('normalizes case and accents', () => {
    expect(normalizeSearchText('Niño ANNULMÉNT Dasmariñas')).toBe('nino annulment dasmarinas');
  });

  it('matches ignoring case and accents, anywhere in label, value or additional text', () => {
    const annulment = idsMatching('annulment');
    expect(annulment.length).toBeGreaterThan(0);
    expect(idsMatching('ANNULMENT')).toEqual(annulment);
    expect(idsMatching('annulmént')).toEqual(annulment);
    expect(idsMatching('AnNuLmÉnT')).toEqual(annulment);

    // Accents in the data: stored as "acción", found by a plain query.
    const accented = LEGAL_PROBLEMS.filter((problem) => {
      const text = `${problem.label} ${problem.additional_text ?? ''}`;
      return text.normalize('NFD') !== text;
    });
    expect(accented.length).toBeGreaterThan(0);
    expect(idsMatching('accion publiciana').length).toBeGreaterThan(0);
    expect(idsMatching('accion publiciana')).toEqual(idsMatching('ACCIÓN PUBLICIANA'));

    // Value and additional text are searched too.
    expect(idsMatching('intellectual-property').length).toBeGreaterThanOrEqual(5);
    expect(idsMatching('psychological incapacity').length).toBeGreaterThan(0);
    expect(idsMatching('no such legal problem anywhere')).toEqual([]);
  });
});

describe('banks', () => {
  it('lists 47 to 51 banks with names and unique upper-case ids', () => {
    expect(BANKS.length).toBeGreaterThanOrEqual(47);
    expect(BANKS.length).toBeLessThanOrEqual(51);
    const ids = BANKS.map((bank) => bank.provider_bank_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(BANKS.map((bank) => bank.name)).size).toBe(BANKS.length);
    for (const bank of BANKS) {
      expect(bank.name.trim()).not.toBe('');
      expect(bank.provider_bank_id).toMatch(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/);
    }
    expect(BANKS).toContainEqual({ name: 'BDO Unibank', provider_bank_id: 'BNORPHMM' });
    expect(ids).toContain('GXCHPHM2XXX');
    expect(ids).toContain('PAPHPHM1XXX');
  });
});

describe('sort options', () => {
  it('has the six options with the exact label and direction table of the spec', () => {
    expect(SORT_OPTIONS.map((option) => [option.label, option.field, option.sort_direction])).toEqual([
      ['Rating Low to High', 'rating', 1],
      ['Rating High to Low', 'rating', -1],
      ['Price Low to High', 'price', 1],
      ['Price High to Low', 'price', -1],
      ['Years of Experience Low to High', 'bar_year', -1],
      ['Years of Experience High to Low', 'bar_year', 1],
    ]);
    expect(new Set(SORT_OPTIONS.map((option) => option.id)).size).toBe(6);
  });

  it('finds options by field and direction, and the default exists', () => {
    expect(findSortOption('bar_year', 1)?.label).toBe('Years of Experience High to Low');
    expect(findSortOption('price', -1)?.id).toBe('price-desc');
    expect(findSortOption('name', 1)).toBeUndefined();
    expect(SORT_OPTIONS.find((option) => option.id === DEFAULT_SORT_ID)?.label).toBe('Rating High to Low');
  });
});

describe('FAQ and footer', () => {
  it('has 12 FAQ entries with real questions and answers', () => {
    const faq = faqEntries({ oauthLabels: [], feeNote: 'No fees added.' });
    expect(faq).toHaveLength(12);
    for (const entry of faq) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer.length).toBeGreaterThan(80);
      if (entry.link) expect(entry.answer).toContain(entry.link.text);
    }
    // The answer that names the free legal help page links to it (issue 45).
    const free = faq.find((e) => /free legal help/i.test(e.question))!;
    expect(free.link).toEqual({ text: 'Free Legal Help page', href: '/free-legal-help' });
  });

  it('says what this deployment does: the sign-up methods configured and the fee model', () => {
    const answer = (facts: Parameters<typeof faqEntries>[0], question: string) =>
      faqEntries(facts).find((e) => e.question === question)!.answer;
    expect(answer({ oauthLabels: [], feeNote: 'N' }, 'Is it free to sign up?')).toContain(
      'You register with your e-mail address, and you only pay',
    );
    expect(answer({ oauthLabels: ['Google'], feeNote: 'N' }, 'Is it free to sign up?')).toContain('or continue with your Google account');
    expect(answer({ oauthLabels: ['Google', 'Facebook'], feeNote: 'N' }, 'Is it free to sign up?')).toContain(
      'your Google or Facebook account',
    );
    expect(answer({ oauthLabels: [], feeNote: 'No fees added: the fee sentence.' }, 'How much does a consultation cost?')).toContain(
      'No fees added: the fee sentence. After paying you get a receipt',
    );
    expect(JSON.stringify(faqEntries({ oauthLabels: [], feeNote: 'N' }))).not.toMatch(/booking fee/i);
  });

  it('links the popular searches to existing area and region slugs', () => {
    expect(POPULAR_SEARCHES.map((link) => link.href)).toEqual([
      '/lawyers-online/civil/metro-manila',
      '/lawyers-online/labor/cebu-city',
      '/lawyers-online/corporate/makati',
      '/lawyers-online/immigration/philippines',
      '/lawyers-online/taxation/taguig',
    ]);
    for (const link of POPULAR_SEARCHES) {
      const [, , areaSlug = '', regionSlug = ''] = link.href.split('/');
      expect(findAreaBySlug(areaSlug)).toBeDefined();
      expect(findSeoRegionBySlug(regionSlug)).toBeDefined();
    }
  });

  it('has the company, legal and social links and a support e-mail', () => {
    expect(COMPANY_LINKS.map((link) => link.href)).toEqual(['/blog', '/about', '/faq']);
    expect(LEGAL_LINKS.map((link) => link.href)).toEqual(['/privacy', '/terms', '/cancellation-policy']);
    expect(SOCIAL_LINKS.map((link) => link.label)).toEqual(['Facebook', 'LinkedIn', 'X', 'YouTube']);
    for (const link of SOCIAL_LINKS) {
      expect(link.href).toMatch(/^https:\/\//);
    }
    expect(SUPPORT_EMAIL).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
  });
});
