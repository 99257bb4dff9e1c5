import { resolveLanding } from '@/components/seo/landing-copy';
import { landingMetadata } from './landing-metadata';

// next-intl's server entry is its React Server Components build, which Jest does not resolve to:
// the page's text comes from the same catalogues through the plain translator.
jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return { textFor: async (locale: string, namespace: string) => translator(locale, namespace) };
});
// The lawyers' count, without a database: the metadata only says how many there are.
jest.mock('./landing-page', () => ({ loadLandingLawyers: async () => ({ total: 4, results: [] }) }));

describe('a landing page in Filipino (issue 40)', () => {
  it('is titled and described for how people search in Filipino, canonical under /fil, with both languages as alternates', async () => {
    const metadata = await landingMetadata(resolveLanding('annulment', 'quezon-city')!, 'fil');
    expect(metadata.title).toBe('Abogado para sa annulment sa Quezon City – Mag-book online');
    expect(metadata.description).toBe(
      'Pumili sa 4 beripikadong abogado para sa annulment na tumatanggap ng kliyente sa Quezon City. Ikumpara ang rating, wika at bayad, saka mag-book online ng pribadong konsultasyon sa video o telepono.',
    );
    expect(metadata.alternates).toEqual({
      canonical: '/fil/lawyers-online/annulment/quezon-city',
      languages: {
        en: '/lawyers-online/annulment/quezon-city',
        fil: '/fil/lawyers-online/annulment/quezon-city',
        'x-default': '/lawyers-online/annulment/quezon-city',
      },
    });
    expect(metadata.openGraph).toMatchObject({
      title: 'Abogado para sa annulment sa Quezon City – Mag-book online',
      url: '/fil/lawyers-online/annulment/quezon-city',
      locale: 'fil_PH',
    });
  });

  it('keeps the English page as it was, its canonical without a prefix', async () => {
    const metadata = await landingMetadata(resolveLanding('corporate', 'makati')!, 'en');
    expect(metadata.title).toBe('Corporate Lawyers in Makati – Book Online');
    expect(metadata.description).toBe(
      'Find 4 IBP-verified corporate lawyers serving Makati. Compare ratings, languages and fees, then book a private video or phone consultation online.',
    );
    expect(metadata.alternates?.canonical).toBe('/lawyers-online/corporate/makati');
    expect(metadata.openGraph).toMatchObject({ url: '/lawyers-online/corporate/makati', locale: 'en_PH' });
  });

  it('names a country-wide page in Filipino too', async () => {
    const metadata = await landingMetadata(resolveLanding('family')!, 'fil');
    expect(metadata.title).toBe('Abogado para sa usaping pamilya online – Mag-book ng konsultasyon');
    expect(metadata.alternates?.canonical).toBe('/fil/lawyers-online/family');
  });
});
