import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '@/lib/i18n/paths';
import { firstSteps } from '@/features/where-to-start/rules/first-steps';
import { completeWhereToStart, readSharedWhereToStart, whereToStartHref } from '@/features/where-to-start/validation/where-to-start';
import { withCallbackUrl } from '@/lib/auth/callback-url';
import { translator } from '@/lib/i18n/translator';
import WhereToStartPage, { generateMetadata } from '@/app/[locale]/(site)/where-to-start/page';
import { WhereToStartAnswer } from './answer';

// Issue 40 and issue 41's point 5: "Where do I start?" in Filipino — the questions and the answer
// drawn on the server in the page's language, English unchanged.

// next-intl's server entry is its React Server Components build, which Jest does not resolve to:
// the same catalogues through the plain translator stand in for it.
jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return {
    textFor: async (locale: string, namespace: string) => translator(locale, namespace),
    localeOf: async (params: Promise<{ locale: string }>) => (await params).locale,
  };
});

const WAGES = 'p=10&ab=no&s=company&me=cebu-city&u=none&inc=unsure';
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The answer for unpaid wages in Cebu City (the e2e's case), as the answer page draws it. */
async function wagesAnswer(locale: Locale) {
  const q = readSharedWhereToStart(WAGES)!;
  const { triage, place, problem } = completeWhereToStart(q)!;
  return renderToStaticMarkup(
    await WhereToStartAnswer({
      locale,
      result: firstSteps(triage),
      place,
      problemId: problem,
      lawyers: [],
      lawyersHref: '/lawyers-online?legal_problem=10&region=Central+Visayas+%28VII%29',
      restartHref: '/where-to-start',
      triage: WAGES,
      signedIn: false,
      signInHref: withCallbackUrl('/login', `${locale === 'fil' ? '/fil' : ''}${whereToStartHref(q, '/where-to-start/answer')}`),
    }),
  );
}

describe('the answer in Filipino', () => {
  it('unpaid wages in Cebu City: DOLE SEnA first, why, what to bring and where, in Filipino', async () => {
    const html = await wagesAnswer('fil');
    const words = text(html);
    // The legal problem in Filipino too (issue 40: every label, not only the Most Common eight).
    expect(words).toContain('Saan magsisimula: hindi nabayarang sahod o kulang na sahod');
    expect(words).toContain('Ayon sa mga sagot mo, para sa Cebu City.');
    expect(words).toContain('Dito ka muna pumunta');
    expect(words).toContain('1. Single Entry Approach (SEnA) ng DOLE');
    // The legal term in English, glossed the first time.
    expect(words).toContain(
      'Ang SEnA (Single Entry Approach) ay libreng 30-araw na conciliation-mediation (pag-aayos sa tulong ng tagapamagitan)',
    );
    expect(words).toContain('Bakit: Halos lahat ng reklamo sa trabaho ay kailangang dumaan muna sa 30-araw na SEnA ng DOLE');
    expect(words).toContain('Ano ang dadalhin');
    expect(words).toContain('Pangalan at address ng employer mo');
    expect(words).toContain('Pinagmulan: RA 10396; DOLE Department Order 151-16, Single Entry Approach · sinuri noong Nobyembre 25, 2026');
    // The office keeps its name and address as the data has them.
    expect(words).toContain('DOLE Regional Office VII (Central Visayas)');
    expect(html).toContain('aria-label="Mga opisina para sa Single Entry Approach (SEnA) ng DOLE"');
    // The barangay is not for labor disputes, and PAO depends on income (glossed: no PAO stop came first).
    expect(words).toContain('Mabuting malaman Hindi dinadala sa barangay ang mga away sa trabaho: DOLE ang humahawak dito.');
    expect(words).toContain(
      'Kung pasok ang sarili mong buwanang kita sa limitasyon ng PAO (Public Attorney’s Office, ang libreng abogado ng gobyerno)',
    );
    expect(words).toContain('Mga abogado para sa hindi nabayarang sahod o kulang na sahod sa Central Visayas (VII)');
    // No English words of the page left.
    for (const english of [
      'unpaid wages',
      'Go here first',
      'What to bring',
      'Why:',
      'Good to know',
      'Source:',
      'Change my answers',
      'See all',
    ]) {
      expect(words).not.toContain(english);
    }
    // Its links stay in Filipino.
    expect(html).toContain('href="/fil/lawyers-online?legal_problem=10&amp;region=Central+Visayas+%28VII%29"');
    expect(html).toContain('href="/fil/where-to-start"');
    expect(html).toContain(
      `href="/fil/login?callback_url=${encodeURIComponent(`/fil/where-to-start/answer?${WAGES}`).replace(/&/g, '&amp;')}"`,
    );
  });

  it('keeps the English answer as it was', async () => {
    const words = text(await wagesAnswer('en'));
    expect(words).toContain('Where to start: unpaid wages or underpayment');
    expect(words).toContain('1. DOLE’s Single Entry Approach (SEnA)');
    expect(words).toContain('Your employer’s name and address');
    expect(words).toContain('Source: RA 10396; DOLE Department Order 151-16, Single Entry Approach · checked November 25, 2026');
    expect(words).toContain('Lawyers for unpaid wages or underpayment in Central Visayas (VII)');
    expect(words).toContain('Sign in to e-mail it to yourself');
  });
});

describe('the questions in Filipino', () => {
  const params = (locale: string) => Promise.resolve({ locale });
  const page = async (locale: string, query: Record<string, string>) =>
    renderToStaticMarkup(await WhereToStartPage({ params: params(locale), searchParams: Promise.resolve(query) }));

  it('asks where the person lives, its form and links keeping the language', async () => {
    const html = await page('fil', { p: '10', ab: 'no', s: 'company' });
    const words = text(html);
    expect(words).toContain('Saan ka nakatira?');
    expect(words).toContain('Tanong 4 (hanggang 10 lang)');
    expect(words).toContain('Ang lungsod o munisipyo mo');
    expect(html).toContain('action="/fil/where-to-start"');
    expect(html).toContain('href="/fil/where-to-start?p=10&amp;ab=no"');
    expect(words).toContain('Bumalik');
    expect(words).not.toContain('Where do you live?');
  });

  it('asks the income with the ceiling where the person lives, and why', async () => {
    const words = text(await page('fil', { p: '10', ab: 'no', s: 'company', me: 'cebu-city', u: 'none' }));
    expect(words).toContain('Ang sarili mo bang buwanang kita, pagkatapos ng tax, ay ₱22,000 o mas mababa?');
    expect(words).toContain("PAO (Public Attorney's Office, ang opisina ng libreng abogado ng gobyerno)");
    expect(words).toContain('Hindi ako sigurado, o ayokong sabihin');
  });

  it('offers what happened in Filipino, English as before', async () => {
    const fil = await page('fil', {});
    expect(text(fil)).toContain('Ano ang nangyari?');
    expect(text(fil)).toContain('Problema sa trabaho');
    expect(fil).toContain('href="/fil/where-to-start?m=work"');
    const en = await page('en', {});
    expect(text(en)).toContain('What happened?');
    expect(text(en)).toContain('Where do I start? · Question 1 of up to 10');
    expect(en).toContain('href="/where-to-start?m=work"');
  });

  it('finds a legal problem by Filipino words and names it and its area in Filipino, English as before', async () => {
    const fil = await page('fil', { words: 'kulang na sahod' });
    expect(text(fil)).toContain('Hindi nabayarang sahod o kulang na sahod Labor');
    expect(fil).toContain('href="/fil/where-to-start?p=10"');
    expect(text(await page('fil', { words: 'bouncing check' }))).toContain('Talbog na tseke (BP 22) Kasong kriminal');
    const en = text(await page('en', { words: 'underpayment' }));
    expect(en).toContain('Unpaid wages or underpayment Labor');
    // The one matcher of every problem search (issue 56 point 5): people's words in either language, on either page.
    expect(text(await page('en', { words: 'kulang na sahod' }))).toContain('Unpaid wages or underpayment Labor');
    const unpaid = await page('fil', { words: 'hindi pinasahod' });
    expect(unpaid.indexOf('href="/fil/where-to-start?p=10"')).toBeGreaterThan(-1);
    expect(unpaid.indexOf('href="/fil/where-to-start?p=10"')).toBe(unpaid.indexOf('href="/fil/where-to-start?p='));
    expect(text(await page('en', { words: 'zzqx' }))).toContain('Nothing matched “zzqx”.');
  });

  it('has Filipino metadata with both languages as alternates', async () => {
    const meta = await generateMetadata({ params: params('fil') });
    expect(meta.title).toBe('Saan ako magsisimula? Alamin kung saan hihingi ng tulong sa problemang legal mo');
    expect(meta.alternates).toEqual({
      canonical: '/fil/where-to-start',
      languages: { en: '/where-to-start', fil: '/fil/where-to-start', 'x-default': '/where-to-start' },
    });
    expect(meta.openGraph).toMatchObject({ url: '/fil/where-to-start', locale: 'fil_PH' });
    expect((await generateMetadata({ params: params('en') })).title).toBe('Where do I start? Find the right help for your legal problem');
  });
});

describe('issue 56: the violence answer sends her to her own barangay, never to the Lupon or the other side’s barangay', () => {
  /** The answer page for these answers, as drawn. */
  async function answer(locale: Locale, query: string) {
    const q = readSharedWhereToStart(query)!;
    const complete = completeWhereToStart(q)!;
    expect(complete).not.toBeNull();
    return renderToStaticMarkup(
      await WhereToStartAnswer({
        locale,
        result: firstSteps(complete.triage),
        place: complete.place,
        problemId: complete.problem,
        lawyers: [],
        lawyersHref: '/lawyers-online',
        restartHref: '/where-to-start',
        triage: query,
        signedIn: false,
        signInHref: '/login',
      }),
    );
  }

  // Whatever the urgency and wherever she lives (a listed city, a town the list does not name).
  const VIOLENCE = ['in-danger', 'none', 'court', 'child-custody', 'landlord-or-employer'].flatMap((u) =>
    ['quezon-city', 'other-town-bicol-region'].map((me) => `m=violence&me=${me}&u=${u}`),
  );

  it.each(['en', 'fil'] as const)(
    'in %s: the Punong Barangay and the VAW desk of her own barangay, the police desk, PAO, 911',
    async (locale) => {
      const t = translator(locale, 'triage') as unknown as (key: string) => string;
      // The words of barangay conciliation: its stop, every "which barangay" (the other side's included), its office.
      const conciliation = [
        t('stops.barangay.title'),
        t('stops.barangay.where'),
        ...['same-barangay', 'respondent-barangay', 'where-the-land-lies', 'workplace-or-school'].map((v) => t(`venues.${v}`)),
        t('offices.gov-katarungang-pambarangay'),
      ];
      for (const query of VIOLENCE) {
        const html = await answer(locale, query);
        const words = text(html);
        expect(words).not.toMatch(/lupon/i);
        expect(words).not.toMatch(/where the other (side|party) lives|kung saan nakatira ang kabilang panig/i);
        for (const phrase of conciliation) expect(words).not.toContain(phrase);
        expect(words).toContain(t('offices.gov-barangay-vaw-desk'));
        expect(words).toContain(t('stops.barangay-protection-order.where'));
        expect(words).toContain(t('offices.gov-pnp-wcpd'));
        expect(words).toContain(t('stops.pao.title'));
        expect(words).toContain(t('answer.danger'));
        expect(html).toContain('href="tel:911"');
      }
      // The answer's own words say her barangay and the Punong Barangay.
      expect(t('stops.barangay-protection-order.where')).toMatch(locale === 'en' ? /your own barangay/i : /sarili mong barangay/i);
      expect(t('stops.barangay-protection-order.what')).toContain('Punong Barangay');
    },
  );

  it('says PAO’s free help for victims is still to be confirmed (the reference marks it *check*), in both languages', async () => {
    expect(text(await answer('en', 'm=violence&me=quezon-city&u=none'))).toContain(
      'Source: RA 9406; 2021 Revised PAO Operations Manual, Ch. II · to be confirmed with the office',
    );
    expect(text(await answer('fil', 'm=violence&me=quezon-city&u=none'))).toContain('kumpirmahin sa opisina');
  });
});

describe('issue 56: every word in Filipino, office cards with hours, phone, e-SEnA and a map', () => {
  it('names a town the list does not name in Filipino, and the barangay first when both said it is theirs', async () => {
    const query = 'm=money&s=person&me=other-town-bicol-region&them=other-town-bicol-region&same=yes&land=none&u=none&inc=unsure';
    const q = readSharedWhereToStart(query)!;
    const { triage, place, problem } = completeWhereToStart(q)!;
    const html = renderToStaticMarkup(
      await WhereToStartAnswer({
        locale: 'fil',
        result: firstSteps(triage),
        place,
        problemId: problem,
        lawyers: [],
        lawyersHref: '/lawyers-online',
        restartHref: '/where-to-start',
        triage: query,
        signedIn: false,
        signInHref: '/login',
      }),
    );
    const words = text(html);
    expect(words).toContain('para sa Ibang munisipyo sa Bicol Region');
    expect(words).toContain('1. Katarungang Pambarangay (barangay conciliation)');
    // §409(b): where the other side lives.
    expect(words).toContain('Ang barangay hall kung saan nakatira ang kabilang panig');
    expect(words).not.toContain('Another municipality');
  });

  it('the DOLE and PAO cards in Filipino: hours, a phone to tap, e-SEnA, a map link', async () => {
    const html = await wagesAnswer('fil');
    const words = text(html);
    expect(words).toContain('Lunes hanggang Biyernes, 8:00 AM – 5:00 PM');
    expect(words).toContain('Tumawag sa 1349');
    expect(html).toContain('href="tel:1349"');
    expect(words).toContain('Mag-file online (e-SEnA)');
    expect(html).toContain('href="https://sena.dole.gov.ph"');
    expect(words).toContain('Single Entry Approach (SEnA) ng DOLE: kahit anong opisina ng DOLE');
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=DOLE-RO7%20Building');
    expect(words).toContain('Mapa');
    expect(words).not.toMatch(/Walk in on a working day|File a Request for Assistance|Monday to Friday|\bCall\b/);
  });

  it('asks whether they live in the same town when the list cannot tell, in Filipino', async () => {
    const html = renderToStaticMarkup(
      await WhereToStartPage({
        params: Promise.resolve({ locale: 'fil' }),
        searchParams: Promise.resolve({ m: 'money', s: 'person', me: 'other-town-bicol-region', them: 'other-town-bicol-region' }),
      }),
    );
    expect(text(html)).toContain('Iisang lungsod o munisipyo ba ang tinitirhan ninyo ng kabilang panig?');
    expect(html).toContain(
      'href="/fil/where-to-start?m=money&amp;s=person&amp;me=other-town-bicol-region&amp;them=other-town-bicol-region&amp;same=yes"',
    );
  });
});
