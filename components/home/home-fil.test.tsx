import { renderToStaticMarkup } from 'react-dom/server';
import type { HomeReview } from '@/lib/dto/home';
import { ProblemSuggestions } from '@/components/search/problem-suggestions';
import { findLegalProblem, type LegalProblem } from '@/lib/reference/legal-problems';
import { CommonProblems } from './common-problems';
import { CustomerReviews } from './customer-reviews';
import { HomeHero } from './home-hero';
import { HowItWorks } from './how-it-works';

// next-intl's server entry is its React Server Components build, which Jest does not resolve to:
// the page's text comes from the same catalogues through the plain translator.
jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return { textFor: async (locale: string, namespace: string) => translator(locale, namespace) };
});
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const review: HomeReview = {
  _id: 'r1',
  rating: 5,
  comment: 'Very helpful, salamat po!',
  created_at: '2026-11-23T02:00:00.000Z',
  reviewer_name: 'Juan D.',
  lawyer: { _id: 'l1', display_name: 'Maria Santos', picture_url: null },
};

describe('the home page in Filipino (issue 40)', () => {
  it('greets, counts and links in Filipino, legal names glossed, links to the Filipino pages', async () => {
    const html = renderToStaticMarkup(await HomeHero({ listedLawyers: 12, writtenEntry: null, locale: 'fil' }));
    expect(html).toContain('Kausapin ang beripikadong abogado ngayon din');
    expect(html).toContain('ikumpara ang 12 abogadong beripikado ng IBP (samahan ng lahat ng abogado sa Pilipinas)');
    expect(html).toContain('<a href="/fil/free-legal-help" class="');
    expect(html).toContain('>Humanap ng libreng tulong-legal</a> mula sa PAO (libreng abogado ng gobyerno)');
    expect(html).toContain('<a href="/fil/where-to-start"');
    // Issue 75: money owed, one tap from the home page.
    expect(html).toContain('May utang sa iyo? <a href="/fil/customer-portal/claims/new"');
    expect(html).not.toContain('Talk to a verified');
  });

  it('keeps the English hero letter for letter, without a count when nobody is listed', async () => {
    const html = renderToStaticMarkup(await HomeHero({ listedLawyers: 0, writtenEntry: null, locale: 'en' }));
    expect(html).toContain(
      'Pick your legal issue, compare IBP-verified lawyers with fees shown up front, and book a private video or phone consultation.',
    );
    expect(html).toContain('Can&#x27;t afford a lawyer? <a href="/free-legal-help"');
  });

  it('offers "Ask in writing" under the search: the cheapest answer’s price and the usual time, in both languages (issue 72)', async () => {
    const entry = { from_price: 50_000, median_minutes: 26 * 60, lawyers: 114 };
    const fil = renderToStaticMarkup(await HomeHero({ listedLawyers: 12, writtenEntry: entry, locale: 'fil' }));
    expect(fil).toContain('href="/fil/lawyers-online?written=1"');
    expect(fil).toContain('>Magtanong nang nakasulat</span>');
    expect(fil).toContain('May sagot mula ₱500, karaniwang sa loob ng 26 oras.');
    const en = renderToStaticMarkup(await HomeHero({ listedLawyers: 12, writtenEntry: entry, locale: 'en' }));
    expect(en).toContain('href="/lawyers-online?written=1"');
    expect(en).toContain('Answers from ₱500, usually within 26 hours.');
    // Before any answer time (fewer than three answers in 90 days): the rule's own promise.
    const early = renderToStaticMarkup(
      await HomeHero({ listedLawyers: 12, writtenEntry: { ...entry, median_minutes: null }, locale: 'en' }),
    );
    expect(early).toContain('Answers from ₱500, within 48 hours or your money back.');
    // Nobody answers in writing: no entry.
    expect(renderToStaticMarkup(await HomeHero({ listedLawyers: 12, writtenEntry: null, locale: 'en' }))).not.toContain('written-entry');
  });

  it('names the Most Common problems, and the problems a search’s words describe, in Filipino', async () => {
    const common = renderToStaticMarkup(await CommonProblems({ locale: 'fil' }));
    expect(common).toContain('>Problema sa pamilya</span>');
    expect(common).toContain('>Problema sa imigrasyon</span>');
    expect(renderToStaticMarkup(await CommonProblems({ locale: 'en' }))).toContain('>Family problem</span>');
    const found = [10, 34].map((id) => findLegalProblem(id) as LegalProblem);
    const html = renderToStaticMarkup(await ProblemSuggestions({ query: 'sahod', problems: found, locale: 'fil' }));
    expect(html).toContain('href="/fil/lawyers-online?area_of_practice=labor&amp;legal_problem=10"');
    expect(html).toContain('>Hindi nabayarang sahod o kulang na sahod</a>');
    expect(html).toContain('>Annulment o declaration of nullity (pagpapawalang-bisa ng kasal)</a>');
  });

  it('offers "Where do I start?" when the words name no problem, in both languages (issue 56)', async () => {
    const fil = renderToStaticMarkup(await ProblemSuggestions({ query: 'zzzz', problems: [], locale: 'fil' }));
    expect(fil).toContain(
      '<a href="/fil/where-to-start" class="font-semibold text-primary-800 underline underline-offset-2">Saan ako magsisimula?</a>',
    );
    const en = renderToStaticMarkup(await ProblemSuggestions({ query: 'zzzz', problems: [], locale: 'en' }));
    expect(en).toContain(
      '<a href="/where-to-start" class="font-semibold text-primary-800 underline underline-offset-2">Where do I start?</a>',
    );
  });

  it('explains the steps and shows reviews with Filipino dates and words', async () => {
    expect(renderToStaticMarkup(await HowItWorks({ locale: 'fil' }))).toContain('Sumali sa video o phone call gamit ang browser mo.');
    const html = renderToStaticMarkup((await CustomerReviews({ reviews: [review], locale: 'fil' }))!);
    expect(html).toContain('Sabi ng mga kliyente namin');
    expect(html).toContain('aria-label="Rating na 5.0 sa 5"');
    expect(html).toContain('<span class="font-semibold text-slate-900">Juan D.</span> tungkol kay <a href="/fil/lawyer/l1"');
    expect(html).toContain('Nobyembre 23, 2026');
    // The client's own words are shown as written.
    expect(html).toContain('Very helpful, salamat po!');
  });
});
