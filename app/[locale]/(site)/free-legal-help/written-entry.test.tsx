import { renderToStaticMarkup } from 'react-dom/server';
import FreeLegalHelpPage from './page';

// Issue 72 item 1: the free-help page offers "Ask in writing" — a verified lawyer's written answer, its lowest price
// and usual time (findWrittenEntry, features/questions/server/written-entry.test.ts) — in both languages.

jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return {
    textFor: async (locale: string, namespace: string) => translator(locale, namespace),
    localeOf: async (params: Promise<{ locale: string }>) => (await params).locale,
  };
});
jest.mock('@/features/questions/server/written-entry', () => ({
  findWrittenEntry: async () => ({ from_price: 30_000, median_minutes: 20 * 60, lawyers: 120 }),
}));

const page = async (locale: string) =>
  renderToStaticMarkup(await FreeLegalHelpPage({ params: Promise.resolve({ locale }), searchParams: Promise.resolve({}) }));
const entry = (html: string) => html.match(/<a href="([^"]+)" data-testid="written-entry"[^>]*>(.*?)<\/a>/)!;

it('offers "Ask in writing" with the cheapest answer and the usual time, in Filipino and English', async () => {
  const fil = entry(await page('fil'));
  expect(fil[1]).toBe('/fil/lawyers-online?written=1');
  expect(fil[2].replace(/<[^>]+>/g, ' ')).toContain('Magtanong nang nakasulat');
  expect(fil[2]).toContain('May sagot mula ₱300, karaniwang sa loob ng 20 oras.');
  const en = entry(await page('en'));
  expect(en[1]).toBe('/lawyers-online?written=1');
  expect(en[2]).toContain('Answers from ₱300, usually within 20 hours.');
});
