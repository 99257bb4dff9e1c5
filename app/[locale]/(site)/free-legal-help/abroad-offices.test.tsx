import { renderToStaticMarkup } from 'react-dom/server';
import { MIGRANT_WORKERS_OFFICES } from '@/features/where-to-start/reference/migrant-workers-offices';
import FreeLegalHelpPage from './page';

// Issue 63, item 6: the free-help directory lists the DMW and the Migrant Workers Offices of the countries
// where most overseas Filipinos are, with the note on documents signed abroad, in both languages.

jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return {
    textFor: async (locale: string, namespace: string) => translator(locale, namespace),
    localeOf: async (params: Promise<{ locale: string }>) => (await params).locale,
  };
});
// "Ask in writing" on the page reads the listed lawyers' prices (written-entry.test.tsx shows it): none here.
jest.mock('@/features/questions/server/written-entry', () => ({ findWrittenEntry: async () => null }));

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const page = async (locale: string) =>
  renderToStaticMarkup(await FreeLegalHelpPage({ params: Promise.resolve({ locale }), searchParams: Promise.resolve({}) }));

it('lists the DMW and the Migrant Workers Offices of the top ten countries, on every visit, in English', async () => {
  expect(MIGRANT_WORKERS_OFFICES.map((c) => c.code)).toEqual(['SA', 'AE', 'KW', 'QA', 'SG', 'HK', 'JP', 'TW', 'US', 'GB']);
  for (const c of MIGRANT_WORKERS_OFFICES) expect(c.website).toMatch(/^https:\/\/www\.dmw\.gov\.ph/);
  const html = await page('en');
  const words = text(html);
  expect(html).toContain('id="abroad"');
  expect(words).toContain('From abroad: the DMW and the Migrant Workers Offices');
  expect(words).toContain('Department of Migrant Workers (DMW)');
  expect(words).toContain('United Arab Emirates Migrant Workers Offices in Abu Dhabi · Dubai');
  expect(words).toContain('Saudi Arabia Migrant Workers Offices in Riyadh · Jeddah · Al Khobar');
  expect(html).toContain('href="https://www.dmw.gov.ph"');
  expect(html).toContain('href="/blog/notarization-in-the-philippines#documents-signed-abroad"');
});

it('the same in Filipino', async () => {
  const html = await page('fil');
  const words = text(html);
  expect(words).toContain('Mula sa ibang bansa: ang DMW at ang mga Migrant Workers Office');
  expect(words).toContain('Estados Unidos Mga Migrant Workers Office sa Washington, D.C. · Los Angeles');
  expect(html).toContain('href="/fil/blog/notarization-in-the-philippines#mga-dokumentong-pinirmahan-sa-ibang-bansa"');
  expect(words).not.toContain('From abroad');
});
