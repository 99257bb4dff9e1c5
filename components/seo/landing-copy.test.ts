import { buildLandingCopy, landingPath, listLandingKeys, resolveLanding } from './landing-copy';

describe('landing page copy', () => {
  const keys = listLandingKeys();

  const pages = keys.length;

  it('covers (9 areas + 3 topic aliases) × (1 + 25 regions) = 312 pages with the DESIGN.md slugs', () => {
    expect(pages).toBe(312);
    const paths = keys.map(landingPath);
    expect(new Set(paths).size).toBe(pages);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/lawyers-online/civil',
        '/lawyers-online/civil/metro-manila',
        '/lawyers-online/labor/cebu-city',
        '/lawyers-online/corporate/makati',
        '/lawyers-online/immigration/philippines',
        '/lawyers-online/taxation/taguig',
        '/lawyers-online/family',
        '/lawyers-online/family/metro-manila',
        '/lawyers-online/annulment/cebu-city',
        '/lawyers-online/inheritance/davao-region',
      ]),
    );
    // Another name of an area ("land") has no pages: it redirects (aliasRedirectPath).
    expect(paths.filter((p) => p.startsWith('/lawyers-online/land/'))).toEqual([]);
  });

  it('gives every page a distinct title, description and H1', () => {
    for (const field of ['title', 'description', 'h1'] as const) {
      const values = keys.map((k) => buildLandingCopy(k, 12)[field]);
      expect(new Set(values).size).toBe(pages);
    }
  });

  it('writes the place, the count and the region mapping into the copy', () => {
    const makati = buildLandingCopy(resolveLanding('corporate', 'makati')!, 7);
    expect(makati.h1).toBe('Corporate Lawyers in Makati');
    expect(makati.title).toBe('Corporate Lawyers in Makati – Book Online');
    expect(makati.description).toContain('7 IBP-verified corporate lawyers');
    expect(makati.intro[0]).toMatch(/^Looking for a corporate lawyer in Makati\? Makati is in Metro Manila \(NCR\)/);
    expect(makati.scope).toBe('Metro Manila (NCR)');
    const ph = buildLandingCopy(resolveLanding('immigration', 'philippines')!, 1);
    expect(ph.h1).toBe('Immigration Lawyers in the Philippines');
    expect(ph.description).toContain('1 IBP-verified immigration lawyer serving');
    expect(ph.intro[0]).toMatch(/^Looking for an immigration lawyer in the Philippines\?/);
    const area = buildLandingCopy(resolveLanding('civil')!, 40);
    expect(area.h1).toBe('Civil Law Lawyers Online');
    expect(area.intro[0]).toMatch(/Civil Code/);
  });

  it('gives a topic alias its own copy, lawyers of its area and its own path', () => {
    const family = resolveLanding('family', 'metro-manila')!;
    expect(family.area.slug).toBe('civil');
    expect(family.alias?.legalProblemId).toBe(0);
    expect(landingPath(family)).toBe('/lawyers-online/family/metro-manila');
    const copy = buildLandingCopy(family, 5);
    expect(copy.h1).toBe('Family Lawyers in Metro Manila');
    expect(copy.intro[0]).toMatch(/^Looking for a family lawyer in Metro Manila\?/);
    expect(copy.intro[1]).toMatch(/Family Code/);
    expect(buildLandingCopy(resolveLanding('annulment')!, 3).h1).toBe('Annulment Lawyers Online');
    // A plain synonym resolves to no page of its own.
    expect(resolveLanding('land', 'metro-manila')).toBeUndefined();
  });

  it('rejects unknown slugs', () => {
    expect(resolveLanding('space-law')).toBeUndefined();
    expect(resolveLanding('civil', 'atlantis')).toBeUndefined();
    expect(resolveLanding('civil', 'Metro Manila (NCR)')).toBeUndefined();
  });
});
