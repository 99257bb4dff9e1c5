import { renderToString } from 'react-dom/server';
import type { PublicNotary } from '@/lib/dto/notary';
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
const ana: PublicNotary = {
  _id: notaryId,
  display_name: 'Atty. Ana Reyes',
  picture_url: null,
  commission_number: 'NP-1',
  commission_expires_on: '2099-12-31',
  commissioning_court: null,
  territory: null,
  roll_number: null,
  ibp_number: null,
  ptr_number: null,
  mcle_number: null,
  office_address: '123 Ayala Avenue',
  city: 'Makati',
  city_slug: 'makati',
  region: 'Metro Manila (NCR)',
  phone: null,
  email: null,
  // The wire's English text: the page writes the hours in its own language from the days and times.
  office_hours: 'Monday to Friday, 8:30 AM – 4:30 PM',
  office_days: [1, 2, 3, 4, 5],
  opens_at: '08:30',
  closes_at: '16:30',
  services: ['jurat'],
  fees_note: null,
  map_url: null,
  takes_bookings: false,
  pay_at_office: false,
  offers: [],
  lawyer_id: null,
};

jest.mock('@/lib/server/notary/list-notary-city-pages', () => ({
  listNotaryCityPages: async () => [makati],
  findNotaryCityPage: async (slug: string) => (slug === 'makati' ? makati : undefined),
}));
jest.mock('@/lib/server/notary/list-public-notaries', () => ({ listPublicNotaries: async () => [ana] }));

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
    expect(html).toContain('May 1 notaryo publikong may komisyon at opisina sa Makati, Metro Manila (NCR).');
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
});
