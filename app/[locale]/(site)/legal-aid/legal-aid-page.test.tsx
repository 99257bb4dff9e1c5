import { renderToStaticMarkup } from 'react-dom/server';
import { SiteFooter } from '@/components/footer/site-footer';
import { LegalAidCard } from '@/components/home/legal-aid-card';
import { LawyerCardShell } from '@/components/lawyers/lawyer-card-shell';
import { LegalAidBadge } from '@/components/lawyers/legal-aid-badge';
import { asText } from '@/components/search/names';
import type { LawyerSearchResult } from '@/lib/dto/search';
import { translator } from '@/lib/i18n/translator';
import { LegalAidMeetingStatus } from '@/components/legal-aid/legal-aid-meeting-status';
import { WhereToStartAnswer } from '@/components/where-to-start/answer';
import type { LegalAidLawyerDto, LegalAidRequestDto } from '@/lib/dto/legal-aid';
import type { Locale } from '@/lib/i18n/paths';
import { firstSteps } from '@/lib/rules/first-steps';
import { listLegalAidLawyers } from '@/lib/server/legal-aid/lawyers';
import { completeWhereToStart, readSharedWhereToStart } from '@/lib/validation/where-to-start';
import FreeLegalHelpPage from '@/app/[locale]/(site)/free-legal-help/page';
import LegalAidPage, { generateMetadata } from './page';

// Issue 61: the legal-aid desk's public page in both languages (who qualifies, how it works, the lawyers
// with an offer, the other free help) and the ways to it: "Where do I start?" for a person who cannot
// afford a lawyer, /free-legal-help, the home page and the footer; and the legal-aid state on the
// client's meeting page.

jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return {
    textFor: async (locale: string, namespace: string) => translator(locale, namespace),
    localeOf: async (params: Promise<{ locale: string }>) => (await params).locale,
  };
});
jest.mock('@/lib/server/legal-aid/lawyers', () => ({ listLegalAidLawyers: jest.fn() }));

const LAWYER: LegalAidLawyerDto = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Ana Reyes',
  picture_url: null,
  areas: ['labor'],
  city: 'Cebu City',
  free_consultations: true,
  free_written_answers: false,
  next_free_at: '2030-03-04T01:00:00.000Z',
};

const params = (locale: string) => Promise.resolve({ locale });
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const page = async (locale: string, query: Record<string, string> = {}) =>
  renderToStaticMarkup(await LegalAidPage({ params: params(locale), searchParams: Promise.resolve(query) }));

beforeEach(() => jest.mocked(listLegalAidLawyers).mockResolvedValue({ lawyers: [LAWYER] }));

describe('/legal-aid', () => {
  it('says what free legal aid is, who qualifies and how it works, and lists the lawyers with their next free time', async () => {
    const html = await page('en', { problem: '10' });
    const words = text(html);
    expect(words).toContain('Free legal aid from verified lawyers');
    expect(words).toContain('Who qualifies');
    expect(words).toContain('You cannot afford to pay a lawyer for your problem.');
    expect(words).toContain("Your household's monthly income and property are low.");
    expect(words).toContain('The lawyer reads your declaration and decides before the consultation.');
    expect(words).toContain('You may have up to 2 legal-aid matters open at a time, and start up to 4 in three months.');
    expect(words).toMatch(/1 Declare .* 2 Book a free time .* 3 The lawyer assesses, then helps/);
    expect(words).toContain('Atty. Ana Reyes');
    expect(words).toContain('Next free time: Mon, Mar 4, 9:00 AM');
    expect(words).toContain('Free consultations');
    // The lawyers of the problem asked about, and the problem carried to the booking.
    expect(listLegalAidLawyers).toHaveBeenCalledWith({ problem: 10 });
    expect(html).toContain(`href="/legal-aid/book/${LAWYER._id}?problem=10"`);
    expect(html).toContain('href="/legal-aid/declaration"');
    expect(html).toContain('href="/free-legal-help"');
    expect(words).toContain('Other free legal help');
  });

  it('is in Filipino at /fil/legal-aid, its links keeping the language', async () => {
    const html = await page('fil');
    const words = text(html);
    expect(words).toContain('Libreng tulong-legal mula sa beripikadong abogado');
    expect(words).toContain('Sino ang qualified');
    expect(words).toContain('Paano ito gumagana');
    expect(words).toContain('Susunod na libreng oras: ');
    expect(words).toContain('(oras sa Pilipinas)');
    expect(html).toContain('href="/fil/legal-aid/declaration"');
    expect(html).toContain(`href="/fil/legal-aid/book/${LAWYER._id}"`);
    expect(html).toContain('href="/fil/free-legal-help"');
    for (const english of ['Who qualifies', 'How it works', 'Choose a free time', 'Other free legal help'])
      expect(words).not.toContain(english);
  });

  it('ignores an unknown problem, and says so when no lawyer offers legal aid', async () => {
    jest.mocked(listLegalAidLawyers).mockResolvedValue({ lawyers: [] });
    const words = text(await page('en', { problem: '99999' }));
    expect(listLegalAidLawyers).toHaveBeenCalledWith({ problem: undefined });
    expect(words).toContain('No lawyer offers free consultations right now.');
  });

  it('lists every legal-aid lawyer when none offers it for the problem asked about', async () => {
    jest.mocked(listLegalAidLawyers).mockImplementation(async ({ problem }) => ({ lawyers: problem === undefined ? [LAWYER] : [] }));
    const words = text(await page('en', { problem: '34' }));
    expect(words).toContain('Atty. Ana Reyes');
    expect(words).not.toContain('No lawyer offers free consultations right now.');
  });

  it('has its metadata in both languages with both as alternates', async () => {
    const meta = await generateMetadata({ params: params('fil') });
    expect(meta.title).toBe('Libreng tulong-legal mula sa beripikadong abogado');
    expect(meta.alternates).toEqual({
      canonical: '/fil/legal-aid',
      languages: { en: '/legal-aid', fil: '/fil/legal-aid', 'x-default': '/legal-aid' },
    });
    expect(meta.openGraph).toMatchObject({ url: '/fil/legal-aid', locale: 'fil_PH' });
    expect((await generateMetadata({ params: params('en') })).description).toMatch(/^Cannot afford a lawyer\?/);
  });
});

describe('the ways to /legal-aid', () => {
  async function answer(shared: string, locale: Locale) {
    const { triage, place, problem } = completeWhereToStart(readSharedWhereToStart(shared)!)!;
    return renderToStaticMarkup(
      await WhereToStartAnswer({
        locale,
        result: firstSteps(triage),
        place,
        problemId: problem,
        lawyers: [],
        lawyersHref: '/lawyers-online',
        restartHref: '/where-to-start',
        triage: shared,
        signedIn: false,
        signInHref: '/login',
      }),
    );
  }

  it('"Where do I start?" offers it when the person cannot afford a lawyer (income within PAO\'s limit), for their problem', async () => {
    const html = await answer('p=34&s=person&me=cebu-city&u=none&inc=yes', 'en');
    expect(html).toContain('data-testid="legal-aid-offer"');
    expect(html).toMatch(/<a href="\/legal-aid\?problem=34"[^>]*>Free legal aid from a verified lawyer<\/a>/);
    expect(await answer('p=34&s=person&me=cebu-city&u=none&inc=yes', 'fil')).toMatch(
      /<a href="\/fil\/legal-aid\?problem=34"[^>]*>Libreng tulong-legal mula sa beripikadong abogado<\/a>/,
    );
    for (const income of ['no', 'unsure']) {
      expect(await answer(`p=34&s=person&me=cebu-city&u=none&inc=${income}`, 'en')).not.toContain('legal-aid-offer');
    }
  });

  it('/free-legal-help, the home page and the footer link to it', async () => {
    const help = renderToStaticMarkup(await FreeLegalHelpPage({ params: params('fil'), searchParams: Promise.resolve({}) }));
    expect(help).toMatch(/<a href="\/fil\/legal-aid"[^>]*>Libreng tulong-legal mula sa beripikadong abogado<\/a>/);
    const home = renderToStaticMarkup(await LegalAidCard({ locale: 'en' }));
    expect(text(home)).toContain("Can't afford a lawyer?");
    expect(home).toMatch(/<a href="\/legal-aid"[^>]*>Free legal aid<\/a>/);
    expect(renderToStaticMarkup(await SiteFooter({ locale: 'en' }))).toMatch(
      /<a href="\/legal-aid"[^>]*>Free legal aid from a verified lawyer<\/a>/,
    );
    expect(renderToStaticMarkup(await SiteFooter({ locale: 'fil' }))).toContain('href="/fil/legal-aid"');
  });
});

describe("the legal-aid state on the client's meeting page", () => {
  const request = (over: Partial<LegalAidRequestDto>): LegalAidRequestDto => ({
    _id: '66666666-6666-4666-8666-666666666666',
    kind: 'CONSULTATION',
    status: 'AWAITING_ASSESSMENT',
    problem: 10,
    area: 'labor',
    client: { _id: '77777777-7777-4777-8777-777777777777', first_name: 'Lorna', last_name: 'Bautista' },
    lawyer: { _id: LAWYER._id, name: 'Ana Reyes' },
    meeting_id: '33333333-3333-4333-8333-333333333333',
    start_time: '2030-03-04T01:00:00.000Z',
    question_id: null,
    other_parties: [],
    facts: null,
    wants: null,
    decline_reason: null,
    decline_note: null,
    assessed_at: null,
    created_at: '2030-03-01T01:00:00.000Z',
    declaration: null,
    allowed: ['cancel'],
    ...over,
  });
  const status = async (over: Partial<LegalAidRequestDto>, locale: Locale = 'en') =>
    renderToStaticMarkup(await LegalAidMeetingStatus({ request: request(over), locale }));

  it('says it waits for the assessment, then that the person qualifies', async () => {
    expect(text(await status({}))).toContain("Free legal-aid consultation Waiting for the lawyer's assessment of your declaration.");
    expect(text(await status({ status: 'QUALIFIED' }))).toContain('You qualify: the lawyer will help you at the time you booked.');
    expect(await status({})).not.toContain('free-legal-help');
  });

  it('says a decline with its reason and where else to go, in both languages', async () => {
    const declined = { status: 'DECLINED' as const, decline_reason: 'income-above' as const, decline_note: 'Two of you earn a salary.' };
    const html = await status(declined);
    expect(text(html)).toContain(
      "The lawyer declined your request. Reason: your household's income is above what legal aid covers Two of you earn a salary.",
    );
    expect(text(html)).toContain("Public Attorney's Office (PAO), the IBP's legal aid, or a law school clinic");
    expect(html).toContain('href="/free-legal-help"');
    expect(html).toContain('href="/lawyers-online"');
    const fil = await status(declined, 'fil');
    expect(text(fil)).toContain('Tinanggihan ng abogado ang iyong kahilingan.');
    expect(fil).toContain('href="/fil/free-legal-help"');
  });
});

describe('the "Legal aid" badge', () => {
  const card = (legalAid: boolean, locale: Locale) => {
    const lawyer: LawyerSearchResult = {
      _id: LAWYER._id,
      display_name: 'Ana Reyes',
      picture_url: null,
      rating: 0,
      review_count: 0,
      price_30: 100_000,
      price_60: 180_000,
      bar_year: 2015,
      years_of_experience: 11,
      languages: ['English'],
      areas: ['labor'],
      region: 'Central Visayas (VII)',
      city: 'Cebu City',
      ibp_verified: true,
      legal_aid: legalAid,
      service_offers: [],
      exactMatch: false,
      calendar: {},
    };
    return renderToStaticMarkup(
      <LawyerCardShell lawyer={lawyer} booking={null} locale={locale} t={asText(translator(locale, 'search'))} />,
    );
  };

  it('shows on the search card of a lawyer whose offer is on, in the page language', () => {
    expect(text(card(true, 'en'))).toContain('Legal aid');
    expect(text(card(true, 'fil'))).toContain('Libreng tulong-legal');
    expect(card(false, 'en')).not.toContain('legal-aid-badge');
  });

  it("links the profile's badge to the desk", () => {
    expect(renderToStaticMarkup(<LegalAidBadge label="Libreng tulong-legal" href="/fil/legal-aid" />)).toMatch(
      /<a href="\/fil\/legal-aid"[^>]*data-testid="legal-aid-badge">.*Libreng tulong-legal<\/a>/,
    );
  });
});
