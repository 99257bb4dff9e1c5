import { renderToString } from 'react-dom/server';
import { publicNotary } from '@/lib/test/fixtures/public-notary';
import NotaryCityPage, { generateMetadata } from './[city]/page';

// next-intl's getTranslations resolves to its client build under Jest; the same catalogues through
// createTranslator (lib/i18n/translator.ts) stand in for it.
jest.mock('@/lib/i18n/server', () => {
  const actual = jest.requireActual('@/lib/i18n/server');
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return { ...actual, textFor: async (locale: string, namespace: string) => translator(locale, namespace) };
});

const notaryId = '5f0c7a3e-8a51-4c1e-9d7b-2f6b1c9e4a10';
const makati = { slug: 'makati', name: 'Makati', region: 'Metro Manila (NCR)', notaries: 1 };
const ana = publicNotary();

jest.mock('@/lib/server/notary/list-notary-city-pages', () => ({
  listNotaryCityPages: async () => [makati],
  findNotaryCityPage: async (slug: string) => (slug === 'makati' ? makati : undefined),
}));
jest.mock('@/lib/server/notary/list-public-notaries', () => ({ listPublicNotaries: async () => [ana] }));
// Issue 43: Ben takes appointments and is free today at 2:30 PM (Manila), so the server ranked him first.
const ben = {
  ...ana,
  _id: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  display_name: 'Atty. Ben Cruz',
  takes_bookings: true,
  free_soon: { day: 'today' as const, start_time: '2026-12-01T06:30:00.000Z', service: 'affidavit-of-loss' },
};
jest.mock('@/lib/server/notary/list-notaries-free-first', () => ({
  listNotariesFreeFirst: async () => [ben, { ...ana, free_soon: null }],
}));

describe('notary city page in Filipino (issue 40)', () => {
  const params = (locale: string) => Promise.resolve({ locale, city: 'makati' });

  it('has Filipino metadata with its own canonical and the hreflang pair', async () => {
    const meta = await generateMetadata({ params: params('fil') });
    expect(meta.title).toBe('Notaryo publiko sa Makati – Saan puwedeng magpa-notaryo');
    expect(meta.description).toMatch(/^1 notaryo publikong may komisyon sa Makati: .*magpa-notaryo.*valid ID\.$/);
    expect(meta.alternates).toEqual({
      canonical: '/fil/notary-public/makati',
      languages: { en: '/notary-public/makati', fil: '/fil/notary-public/makati', 'x-default': '/notary-public/makati' },
    });
    expect(meta.openGraph).toMatchObject({ url: '/fil/notary-public/makati', locale: 'fil_PH' });
  });

  it('keeps the English metadata as it was', async () => {
    const meta = await generateMetadata({ params: params('en') });
    expect(meta.title).toBe('Notary Public in Makati');
    expect(meta.description).toBe(
      '1 commissioned notary public in Makati: office addresses, hours and commission details. Personal appearance with a valid ID is required.',
    );
    expect(meta.alternates).toMatchObject({ canonical: '/notary-public/makati' });
  });

  it('renders the page in Filipino: headings, the card, office hours and links', async () => {
    const html = renderToString(await NotaryCityPage({ params: params('fil') }));
    expect(html).toContain('Notaryo publiko sa Makati</h1>');
    expect(html).toContain('May 2 notaryo publikong may komisyon at opisina sa Makati, Metro Manila (NCR).');
    expect(html).toContain('personal appearance (personal na pagharap)');
    expect(html).toContain('competent evidence of identity (valid ID)');
    expect(html).toContain('Lunes hanggang Biyernes, 8:30 AM – 4:30 PM');
    expect(html).toContain('Disyembre 31, 2099');
    expect(html).toContain('Jurat (mga affidavit at sinumpaang salaysay)');
    expect(html).toContain(`href="/fil/notary-public/profile/${notaryId}"`);
    expect(html).toContain('href="/fil/notary-public"');
    expect(html).not.toMatch(/Monday|View details|Search another city/);
  });

  it('renders the English page as before', async () => {
    const html = renderToString(await NotaryCityPage({ params: params('en') }));
    expect(html).toContain('Notary public in Makati</h1>');
    expect(html).toContain('Monday to Friday, 8:30 AM – 4:30 PM');
    expect(html).toContain('you must appear <strong>in person</strong> before the notary public');
    expect(html).toContain(`href="/notary-public/profile/${notaryId}"`);
  });

  it('shows who is free today first, its time a link to book it, in either language (issue 43)', async () => {
    const slot = `?service=affidavit-of-loss&amp;slot=${encodeURIComponent(ben.free_soon.start_time)}#book`;
    const en = renderToString(await NotaryCityPage({ params: params('en') }));
    expect(en.indexOf('Atty. Ben Cruz')).toBeLessThan(en.indexOf('Atty. Ana Reyes'));
    expect(en).toContain('Notaries with a free time today or tomorrow come first.');
    expect(en).toContain(`href="/notary-public/profile/${ben._id}${slot}"`);
    expect(en).toMatch(/Free today at 2:30\sPM: Affidavit of loss/);
    // Ana takes no appointments: no time shown for her.
    expect(en.match(/data-testid="free-soon"/g)).toHaveLength(1);
    // The service filter keeps the city.
    expect(en).toContain('<input type="hidden" name="city" value="makati"/>');
    const fil = renderToString(await NotaryCityPage({ params: params('fil') }));
    expect(fil).toContain('Nauuna ang mga notaryong may bakanteng oras ngayon o bukas.');
    expect(fil).toContain(`href="/fil/notary-public/profile/${ben._id}${slot}"`);
    expect(fil).toMatch(/May bakanteng oras ngayon, 2:30\sPM: /);
  });
});
