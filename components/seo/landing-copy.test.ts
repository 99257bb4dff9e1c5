import { asText } from '@/components/search/names';
import type { Locale } from '@/lib/i18n/paths';
import { translator } from '@/lib/i18n/translator';
import {
  buildLandingCopy as copyIn,
  landingPath,
  landingTopic,
  listLandingKeys,
  resolveLanding,
  type LandingKey,
  type LandingText,
} from './landing-copy';

const textIn = (locale: Locale): LandingText => ({
  home: asText(translator(locale, 'home')),
  search: asText(translator(locale, 'search')),
});
const en = textIn('en');
const fil = textIn('fil');
const buildLandingCopy = (key: LandingKey, total?: number) => copyIn(key, total, en);

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

  it('writes every page in Filipino too, distinct, for how people search in Filipino (issue 40)', () => {
    for (const field of ['title', 'description', 'h1'] as const) {
      const values = keys.map((k) => copyIn(k, 12, fil)[field]);
      expect(new Set(values).size).toBe(pages);
    }
    const qc = copyIn(resolveLanding('annulment', 'quezon-city')!, 4, fil);
    expect(qc.title).toBe('Abogado para sa annulment sa Quezon City – Mag-book online');
    expect(qc.h1).toBe('Abogado para sa annulment sa Quezon City');
    expect(qc.description).toMatch(/^Pumili sa 4 beripikadong abogado para sa annulment /);
    expect(qc.intro[0]).toMatch(
      /^Naghahanap ka ba ng abogado para sa annulment sa Quezon City\? Nasa Metro Manila \(NCR\) ang Quezon City/,
    );
    // The legal term keeps its English name and gets its gloss the first time.
    expect(qc.intro[1]).toContain('annulment (pagpapawalang-bisa ng kasal)');
    const ph = copyIn(resolveLanding('taxation', 'philippines')!, undefined, fil);
    expect(ph.h1).toBe('Abogado para sa usaping buwis sa Pilipinas');
    expect(ph.scope).toBe('Pilipinas');
    expect(copyIn(resolveLanding('labor')!, 1, fil).h1).toBe('Abogado para sa labor case online');
  });

  it('names every area and topic in the English catalogue exactly as lib/reference does (the English pages unchanged)', () => {
    for (const key of keys.filter((k) => !k.region)) {
      const topic = landingTopic(key);
      expect([en.search(`areas.${topic.slug}.label`), en.search(`areas.${topic.slug}.title`)]).toEqual([topic.label, topic.seoTitle]);
      expect(en.home(`topics.${topic.slug}.description`)).toBe(topic.description);
    }
  });
});
