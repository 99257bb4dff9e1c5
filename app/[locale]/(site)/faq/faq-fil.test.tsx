import { renderToStaticMarkup } from 'react-dom/server';
import { siteFaq, siteFeeNote } from '@/lib/server/content/faq';
import FaqPage, { generateMetadata } from './page';

// next-intl's server entry is its React Server Components build, which Jest does not resolve to:
// the page's text comes from the same catalogues through the plain translator.
jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return {
    textFor: async (locale: string, namespace: string) => translator(locale, namespace),
    localeOf: async (params: Promise<{ locale: string }>) => (await params).locale,
  };
});

const params = (locale: string) => Promise.resolve({ locale });

describe('the FAQ in Filipino (issue 40)', () => {
  it('has the same questions as the English one, written in Filipino, its link on the Filipino page', () => {
    const en = siteFaq('en');
    const fil = siteFaq('fil');
    expect(siteFaq('en')).toEqual(en);
    expect(fil).toHaveLength(en.length);
    expect(fil[0].question).toBe('Libre ba ang mag-sign up?');
    for (const [index, entry] of fil.entries()) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer).not.toBe(en[index].answer);
      expect(Boolean(entry.link)).toBe(Boolean(en[index].link));
      if (entry.link) expect(entry.answer).toContain(entry.link.text);
    }
    expect(fil.find((e) => e.link)!.link!.href).toBe('/fil/free-legal-help');
    // The fee sentence is the Filipino one, at the configured rate.
    expect(siteFeeNote('fil')).toMatch(/^Walang dagdag na bayad/);
    expect(fil.find((e) => e.question === 'Magkano ang isang konsultasyon?')!.answer).toContain(siteFeeNote('fil'));
  });

  it('gives /fil/faq Filipino metadata with both languages as alternates', async () => {
    const metadata = await generateMetadata({ params: params('fil') });
    expect(metadata.title).toBe('Mga Madalas Itanong: Pag-book at Bayad sa Abogado Online');
    expect(metadata.description).toMatch(/^Mga sagot tungkol sa pag-book/);
    expect(metadata.alternates).toEqual({
      canonical: '/fil/faq',
      languages: { en: '/faq', fil: '/fil/faq', 'x-default': '/faq' },
    });
    expect(metadata.openGraph).toMatchObject({ url: '/fil/faq', locale: 'fil_PH' });
    // English keeps the spec's title.
    expect((await generateMetadata({ params: params('en') })).title).toBe('Frequently Asked Questions');
  });

  it('renders the Filipino page: heading, entries, breadcrumbs in Filipino', async () => {
    const html = renderToStaticMarkup(await FaqPage({ params: params('fil') }));
    expect(html).toContain('<h1 class="text-3xl font-bold text-slate-900 sm:text-4xl">Mga Madalas Itanong</h1>');
    expect(html).toContain('Libre ba ang mag-sign up?');
    expect(html).toContain('aria-label="Kinaroroonan mo sa site"');
    expect(html).toContain('href="/fil"');
    expect(html).toContain('May tanong ka pa? Sumulat sa amin sa <a');
    expect(html).not.toContain('Frequently Asked Questions');
  });
});
