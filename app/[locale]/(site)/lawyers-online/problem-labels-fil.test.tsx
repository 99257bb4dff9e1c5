import { renderToStaticMarkup } from 'react-dom/server';
import { asText } from '@/components/search/names';
import { resolveLanding } from '@/components/seo/landing-copy';
import { translator } from '@/lib/i18n/translator';
import type { Locale } from '@/lib/i18n/paths';
import { LandingLinks } from './[areaSlug]/_components/landing-links';
import { generateMetadata } from './page';

// Issue 40: a legal problem is named in Filipino on the Filipino pages that name it — the search's
// heading and title, and the landing pages' links — every problem, not only the Most Common eight.

const search = (locale: Locale, query: Record<string, string>) =>
  generateMetadata({ params: Promise.resolve({ locale }), searchParams: Promise.resolve(query) });

describe('the lawyers-online heading for a legal problem', () => {
  it('says it in Filipino on a Filipino page, as it always did in English', async () => {
    expect((await search('fil', { legal_problem: '10' })).title).toBe('Abogado para sa hindi nabayarang sahod o kulang na sahod');
    expect((await search('fil', { legal_problem: '143', region: 'Metro Manila (NCR)' })).title).toBe(
      'Abogado para sa VAWC (karahasan laban sa kababaihan at kanilang mga anak) sa Metro Manila (NCR)',
    );
    expect((await search('en', { legal_problem: '10' })).title).toBe('Lawyers for unpaid wages or underpayment');
    // In a sentence a label is lower-cased, its acronyms kept in both languages ("vawc" and "bir" were unreadable).
    expect((await search('en', { legal_problem: '123' })).title).toBe('Lawyers for BIR tax assessment (PAN or FAN)');
  });
});

describe('a landing page’s legal problems', () => {
  const links = (locale: Locale, area: string) => {
    const t = { home: asText(translator(locale, 'home')), search: asText(translator(locale, 'search')) };
    const html = renderToStaticMarkup(LandingLinks({ landing: resolveLanding(area)!, locale, t }));
    return [...html.matchAll(/<a href="([^"]*legal_problem[^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, label]) => [href, label]);
  };

  it('links each in Filipino on the Filipino page, to the Filipino search', () => {
    const labor = links('fil', 'labor');
    expect(labor).toContainEqual([
      '/fil/lawyers-online?area_of_practice=labor&amp;legal_problem=10',
      'Hindi nabayarang sahod o kulang na sahod',
    ]);
    expect(labor).toContainEqual([
      '/fil/lawyers-online?area_of_practice=labor&amp;legal_problem=8',
      'Illegal dismissal (ilegal na pagtanggal sa trabaho)',
    ]);
    expect(links('fil', 'inheritance').map(([, label]) => label)).toContain(
      'Extrajudicial settlement (hatian ng mana nang hindi dumadaan sa korte)',
    );
  });

  it('keeps the English page’s links letter for letter', () => {
    expect(links('en', 'labor')).toContainEqual([
      '/lawyers-online?area_of_practice=labor&amp;legal_problem=10',
      'Unpaid wages or underpayment',
    ]);
  });
});
