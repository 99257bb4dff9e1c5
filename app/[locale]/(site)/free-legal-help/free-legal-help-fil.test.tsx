import { renderToStaticMarkup } from 'react-dom/server';
import { FreeLegalHelpCard } from '@/components/search/free-legal-help-card';
import { translator } from '@/lib/i18n/translator';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';
import { FREE_LEGAL_HELP_KINDS, PAO_TESTS } from '@/lib/reference/free-legal-help';
import FreeLegalHelpPage, { generateMetadata } from './page';

// Issue 40: the free legal help directory in Filipino. The offices' own data (names, addresses, what
// they help with) stays as the reference data words it; the page around it is the `help` catalogue.

// next-intl's server entry is its React Server Components build, which Jest does not resolve to:
// the same catalogues through the plain translator stand in for it.
jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return {
    textFor: async (locale: string, namespace: string) => translator(locale, namespace),
    localeOf: async (params: Promise<{ locale: string }>) => (await params).locale,
  };
});
// "Ask in writing" on the page reads the listed lawyers' prices (written-entry.test.tsx shows it): none here.
jest.mock('@/features/questions/server/written-entry', () => ({ findWrittenEntry: async () => null }));

const params = (locale: string) => Promise.resolve({ locale });
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const page = async (locale: string, query: Record<string, string> = {}) =>
  renderToStaticMarkup(await FreeLegalHelpPage({ params: params(locale), searchParams: Promise.resolve(query) }));

it('renders /fil/free-legal-help in Filipino, its filters and links keeping the language', async () => {
  const html = await page('fil', { region: 'Central Visayas (VII)', area_of_practice: 'labor' });
  const words = text(html);
  expect(words).toContain('Libreng tulong-legal sa Pilipinas');
  expect(words).toContain("Qualified ka ba sa Public Attorney's Office (PAO)?");
  expect(words).toContain('Ipinagtatanggol ng PAO, ang opisina ng libreng abogado ng gobyerno,');
  expect(words).toContain('Ibang lungsod ₱22,000');
  expect(words).toMatch(/\d+ lugar para sa libreng tulong-legal sa Central Visayas \(VII\)/);
  expect(words).toContain('Trabaho (labor)');
  expect(words).toContain('Huling sinuri noong Nobyembre');
  // The offices as the data names them.
  expect(words).toContain("Public Attorney's Office – Cebu City District Office");
  expect(html).toContain('action="/fil/free-legal-help"');
  expect(html).toContain('href="/fil/where-to-start"');
  expect(html).toContain('href="/fil/lawyers-online"');
  for (const english of ['Free legal help in the Philippines', 'Who qualifies:', 'How to reach them:', 'Last checked', 'All regions']) {
    expect(words).not.toContain(english);
  }
});

it('names the legal problem searched for in Filipino on the Filipino page, as it did in English', async () => {
  expect(text(await page('fil', { legal_problem: '10' }))).toMatch(
    /\d+ lugar para sa libreng tulong-legal para sa hindi nabayarang sahod o kulang na sahod/,
  );
  expect(text(await page('en', { legal_problem: '10' }))).toMatch(/\d+ places to get free legal help for unpaid wages or underpayment/);
});

it('keeps the English page as it was', async () => {
  const words = text(await page('en', { region: 'Central Visayas (VII)' }));
  expect(words).toContain('Free legal help in the Philippines');
  expect(words).toContain("Do you qualify for the Public Attorney's Office?");
  expect(words).toMatch(/\d+ places to get free legal help in Central Visayas \(VII\)/);
  expect(words).toContain('Last checked November');
});

it('has Filipino metadata with both languages as alternates', async () => {
  const meta = await generateMetadata({ params: params('fil') });
  expect(meta.title).toBe('Libreng abogado at tulong-legal sa Pilipinas: PAO, IBP, DOLE');
  expect(meta.description).toMatch(/^Libreng tulong-legal na malapit sa iyo: /);
  expect(meta.alternates).toEqual({
    canonical: '/fil/free-legal-help',
    languages: { en: '/free-legal-help', fil: '/fil/free-legal-help', 'x-default': '/free-legal-help' },
  });
  expect(meta.openGraph).toMatchObject({ url: '/fil/free-legal-help', locale: 'fil_PH' });
  expect((await generateMetadata({ params: params('en') })).title).toBe('Free legal help in the Philippines');
});

it('words the English page as the reference data does (the catalogue copies it)', () => {
  const en = translator('en', 'help');
  for (const area of AREAS_OF_PRACTICE) expect(en(`areas.${area.slug}`)).toBe(area.label);
  for (const kind of FREE_LEGAL_HELP_KINDS) expect(en(`kinds.${kind.value}`)).toBe(kind.label);
  expect([en('pao.indigencyTitle'), en('pao.indigencyText'), en('pao.meritTitle'), en('pao.meritText')]).toEqual([
    PAO_TESTS.indigency.title,
    PAO_TESTS.indigency.text,
    PAO_TESTS.merit.title,
    PAO_TESTS.merit.text,
  ]);
  expect((['metroManila', 'otherCities', 'elsewhere'] as const).map((key) => en(`pao.thresholds.${key}`))).toEqual(
    PAO_TESTS.indigency.thresholds.map((limit) => limit.area),
  );
});

it('the free-help card of the search in Filipino', async () => {
  const html = renderToStaticMarkup(await FreeLegalHelpCard({ region: 'Central Visayas (VII)', locale: 'fil' }));
  expect(text(html)).toContain('Maghanap ng libreng tulong-legal');
  expect(html).toContain('href="/fil/free-legal-help?region=Central+Visayas+%28VII%29"');
  expect(text(renderToStaticMarkup(await FreeLegalHelpCard({ locale: 'en' })))).toContain('Find free legal help');
});
