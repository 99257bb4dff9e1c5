import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '@/lib/i18n/paths';
import { abroadStops } from '@/features/where-to-start/rules/abroad-stops';
import { firstSteps } from '@/features/where-to-start/rules/first-steps';
import { completeWhereToStart, readSharedWhereToStart } from '@/features/where-to-start/validation/where-to-start';
import WhereToStartPage from '@/app/[locale]/(site)/where-to-start/page';
import { WhereToStartAnswer } from './answer';

// Issue 63, item 6: "Where do I start?" asks whether the person is abroad and, for a claim against a
// recruiter or employer or an SPA, puts the stops from abroad first — in English and in Filipino.

jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return {
    textFor: async (locale: string, namespace: string) => translator(locale, namespace),
    localeOf: async (params: Promise<{ locale: string }>) => (await params).locale,
  };
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

async function answer(locale: Locale, shared: string) {
  const { triage, place, problem, abroad } = completeWhereToStart(readSharedWhereToStart(shared)!)!;
  return renderToStaticMarkup(
    await WhereToStartAnswer({
      locale,
      result: firstSteps(triage),
      abroad: abroadStops({ abroad, matter: triage.matter, problem, otherSide: triage.otherSide }),
      place,
      problemId: problem,
      lawyers: [],
      lawyersHref: `/lawyers-online?legal_problem=${problem}`,
      restartHref: '/where-to-start',
      triage: shared,
      signedIn: false,
      signInHref: '/login',
    }),
  );
}

const WORK_ABROAD = 'm=work&ab=yes&s=company&me=cebu-city&u=none&inc=unsure';
const SPA_ABROAD = 'p=67&ab=yes&s=person&me=makati&them=makati&land=none&u=none&inc=unsure';

describe('the answer from abroad', () => {
  it('a claim against an employer, in English: the Migrant Workers Office first, linked to the directory, then a lawyer at home', async () => {
    const html = await answer('en', WORK_ABROAD);
    const words = text(html);
    expect(words).toContain('From abroad: start here');
    expect(words).toContain('1. The Migrant Workers Office (MWO) or the DMW');
    expect(words).toContain('2. A lawyer in the Philippines');
    expect(html).toContain('href="/free-legal-help#abroad"');
    // Before the stops at home, which stay.
    expect(words.indexOf('From abroad')).toBeLessThan(words.indexOf('1. DOLE’s Single Entry Approach (SEnA)'));
  });

  it('the same in Filipino, linking the Filipino pages', async () => {
    const html = await answer('fil', WORK_ABROAD);
    const words = text(html);
    expect(words).toContain('Mula sa ibang bansa: dito ka magsimula');
    expect(words).toContain('1. Ang Migrant Workers Office (MWO) o ang DMW');
    expect(words).toContain('2. Isang abogado sa Pilipinas');
    expect(html).toContain('href="/fil/free-legal-help#abroad"');
    expect(words).not.toContain('From abroad');
  });

  it('an SPA: the embassy or consulate, or a notary there and an apostille, with the explainer, in both languages', async () => {
    const en = await answer('en', SPA_ABROAD);
    expect(text(en)).toContain('1. The Philippine embassy or consulate, for your SPA');
    expect(text(en)).toContain('A notary in the Philippines cannot notarize for someone who is not in front of them.');
    expect(en).toContain('href="/blog/notarization-in-the-philippines#documents-signed-abroad"');
    const fil = await answer('fil', SPA_ABROAD);
    expect(text(fil)).toContain('1. Ang embahada o konsulado ng Pilipinas, para sa SPA mo');
    expect(text(fil)).toContain('ipa-apostille');
    expect(fil).toContain('href="/fil/blog/notarization-in-the-philippines#mga-dokumentong-pinirmahan-sa-ibang-bansa"');
  });

  it('at home: no stops from abroad', async () => {
    expect(text(await answer('en', WORK_ABROAD.replace('ab=yes', 'ab=no')))).not.toContain('From abroad');
  });
});

describe('the question', () => {
  const page = async (locale: string, query: Record<string, string>) =>
    text(renderToStaticMarkup(await WhereToStartPage({ params: Promise.resolve({ locale }), searchParams: Promise.resolve(query) })));

  it('asks "abroad?" after a work problem, then for the home in the Philippines, in both languages', async () => {
    expect(await page('en', { m: 'work' })).toContain('Are you abroad right now?');
    expect(await page('fil', { m: 'work' })).toContain('Nasa ibang bansa ka ba ngayon?');
    expect(await page('en', { m: 'work', ab: 'yes', s: 'company' })).toContain('Where is your home in the Philippines?');
    expect(await page('fil', { m: 'work', ab: 'yes', s: 'company' })).toContain('Saan ang bahay mo sa Pilipinas?');
    expect(await page('en', { m: 'work', ab: 'no', s: 'company' })).toContain('Where do you live?');
  });
});
