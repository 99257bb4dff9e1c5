import { renderToStaticMarkup } from 'react-dom/server';
import { SiteFooter } from '@/components/footer/site-footer';
import { LegalAidCard } from '@/components/home/legal-aid-card';
import { LawyerCardShell } from '@/components/lawyers/lawyer-card-shell';
import { LegalAidBadge } from '@/components/lawyers/legal-aid-badge';
import { asText } from '@/components/search/names';
import type { LawyerSearchResult } from '@/lib/dto/search';
import { translator } from '@/lib/i18n/translator';
import { LegalAidMeetingStatus } from '@/features/legal-aid/components/legal-aid-meeting-status';
import { legalAidRequest } from '@/features/legal-aid/components/legal-aid-fixtures';
import { WhereToStartAnswer } from '@/features/where-to-start/components/answer';
import type { LegalAidLawyerDto, LegalAidRequestDto } from '@/features/legal-aid/dto/legal-aid';
import type { Locale } from '@/lib/i18n/paths';
import { firstSteps } from '@/features/where-to-start/rules/first-steps';
import { listLegalAidLawyers } from '@/features/legal-aid/server/lawyers';
import { completeWhereToStart, readSharedWhereToStart } from '@/features/where-to-start/validation/where-to-start';
import FreeLegalHelpPage from '@/app/[locale]/(site)/free-legal-help/page';
import { getSessionUser } from '@/lib/server/auth/get-session-user';
import { getMyDeclaration } from '@/features/legal-aid/server/declaration';
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
jest.mock('@/features/legal-aid/server/lawyers', () => ({ listLegalAidLawyers: jest.fn() }));
jest.mock('@/lib/server/auth/get-session-user', () => ({ getSessionUser: jest.fn() }));
jest.mock('@/features/legal-aid/server/declaration', () => ({ getMyDeclaration: jest.fn() }));

const LAWYER: LegalAidLawyerDto = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Ana Reyes',
  picture_url: null,
  areas: ['labor'],
  city: 'Cebu City',
  region: 'Central Visayas (VII)',
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

beforeEach(() => {
  jest.mocked(listLegalAidLawyers).mockResolvedValue({ lawyers: [LAWYER] });
  // A visitor: no session, no declaration.
  jest.mocked(getSessionUser).mockResolvedValue(null);
  jest.mocked(getMyDeclaration).mockResolvedValue({ declaration: null });
});

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

describe('/legal-aid: what to do today, and the empty state (issue 72 item 5)', () => {
  const MANILA_LAWYER: LegalAidLawyerDto = {
    ...LAWYER,
    _id: '22222222-2222-4222-8222-222222222222',
    name: 'Jose Cruz',
    city: 'Makati',
    region: 'Metro Manila (NCR)',
  };

  it('tells someone locked out what to do today — the police, the barangay, the PAO — and asks where they live', async () => {
    const html = await page('en', { problem: '76' });
    const words = text(html);
    expect(words).toContain('What you can do today');
    expect(words).toContain('In danger right now? Call 911 .');
    expect(html).toContain('href="tel:911"');
    const steps = [...html.matchAll(/data-step="([^"]+)"/g)].map((m) => m[1]);
    expect(steps).toEqual(['police-lockout', 'barangay', 'pao']);
    expect(words).toContain('Locked out of your home without a court order?');
    expect(words).toContain('ask that it be written in the police blotter');
    // The lockout's source is not in the team's reference: marked as such.
    expect(words).toContain('Source: RA 9653 (Rent Control Act of 2009), §9; Civil Code, Arts. 536, 539 · to be confirmed with the office');
    // No place yet: a GET form for it, keeping the problem.
    expect(html).toMatch(/<form [^>]*action="\/legal-aid#today" method="get">/);
    expect(html).toContain('<input type="hidden" name="problem" value="76"/>');
    expect(html).toContain('<option value="cebu-city">Cebu City</option>');
  });

  it('with the town, names the nearest PAO office with its hours, the police station with 911', async () => {
    const html = await page('en', { problem: '76', me: 'cebu-city' });
    const words = text(html);
    expect(words).toContain('Offices near Cebu City');
    expect(words).toContain("Public Attorney's Office – Cebu City District Office");
    expect(words).toContain('Cebu City Hall of Justice');
    expect(words).toContain('Monday to Friday, 8:00 AM – 5:00 PM');
    expect(words).toContain('Hours can change: call ahead when you can.');
    expect(words).toContain('The nearest police station');
    expect(words).toContain('Open 24 hours, every day');
    expect(words).toContain('Call 911');
    expect(html).not.toContain('name="me"');
  });

  it('in Filipino', async () => {
    const html = await page('fil', { me: 'davao-city' });
    const words = text(html);
    expect(words).toContain('Ang magagawa mo ngayon');
    expect(words).toContain('Pinagsarhan ka ng bahay nang walang utos ng korte?');
    expect(words).toContain('Mga opisinang malapit sa Davao City');
    expect(words).toContain("Public Attorney's Office (PAO) – District Office sa Davao City");
    expect(words).toContain('Lunes hanggang Biyernes, 8:00 AM – 5:00 PM');
    expect(words).toContain('Ang pinakamalapit na istasyon ng pulis');
    expect(html).toMatch(/<a href="\/fil\/where-to-start"[^>]*>Saan ako magsisimula\?<\/a>/);
    for (const english of ['What you can do today', 'Locked out of your home', 'Offices near']) expect(words).not.toContain(english);
  });

  it("lists the person's region's lawyers first, the others after", async () => {
    jest.mocked(listLegalAidLawyers).mockResolvedValue({ lawyers: [MANILA_LAWYER, LAWYER] });
    const words = text(await page('en', { me: 'cebu-city' }));
    expect(words).toMatch(/In Central Visayas .*Atty\. Ana Reyes.* Elsewhere in the Philippines, by video or phone .*Atty\. Jose Cruz/);
  });

  it("with no lawyer in the person's region, names its PAO and IBP legal-aid offices from the directory", async () => {
    jest.mocked(listLegalAidLawyers).mockResolvedValue({ lawyers: [MANILA_LAWYER] });
    const html = await page('en', { me: 'baguio' });
    const words = text(html);
    expect(html).toContain('data-testid="legal-aid-empty"');
    expect(words).toContain(
      'No lawyer in Cordillera Administrative Region gives legal aid here yet. These offices of Cordillera Administrative Region give free legal help:',
    );
    expect(words).toContain("Public Attorney's Office – Baguio District Office");
    expect(words).toContain('Baguio City Hall of Justice');
    expect(words).toContain('IBP Baguio-Benguet Chapter – Legal Aid');
    expect(words).toContain('Ask at the IBP Baguio-Benguet Chapter office');
    expect(html).toContain('href="/free-legal-help?region=Cordillera+Administrative+Region+%28CAR%29"');
    // The lawyers elsewhere still follow, online.
    expect(words).toMatch(/Elsewhere in the Philippines, by video or phone .*Atty\. Jose Cruz/);
  });

  it("with no lawyer at all and no place, says so and points to the place's offices", async () => {
    jest.mocked(listLegalAidLawyers).mockResolvedValue({ lawyers: [] });
    const html = await page('fil');
    expect(html).toContain('data-testid="legal-aid-empty"');
    expect(text(html)).toContain('Wala pang abogadong nag-aalok ng libreng konsultasyon ngayon.');
    expect(html).toContain('href="#today"');
  });

  it("reads a signed-in client's region from their declaration", async () => {
    jest
      .mocked(getSessionUser)
      .mockResolvedValue({ id: '77777777-7777-4777-8777-777777777777' } as Awaited<ReturnType<typeof getSessionUser>>);
    jest.mocked(getMyDeclaration).mockResolvedValue({
      declaration: {
        _id: '44444444-4444-4444-8444-444444444444',
        household_size: 4,
        monthly_income_pesos: 9000,
        income_source: 'Vendor',
        property: '',
        region: 'Davao Region (XI)',
        reason: 'One income for four.',
        agreed_at: '2030-03-01T01:00:00.000Z',
        updated_at: '2030-03-01T01:00:00.000Z',
      },
    });
    jest.mocked(listLegalAidLawyers).mockResolvedValue({ lawyers: [] });
    const words = text(await page('en'));
    expect(words).toContain('Offices near Another city in Davao Region');
    expect(words).toContain("Public Attorney's Office – Davao City District Office");
    expect(words).toContain('IBP Davao City Chapter – Legal Aid');
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
  const request = (over: Partial<LegalAidRequestDto>) => legalAidRequest({ lawyer: { _id: LAWYER._id, name: 'Ana Reyes' }, ...over });
  const status = async (over: Partial<LegalAidRequestDto>, locale: Locale = 'en') =>
    renderToStaticMarkup(await LegalAidMeetingStatus({ request: request(over), locale, timeZone: 'Asia/Manila' }));

  it('says it waits for the assessment, then that the person qualifies', async () => {
    expect(text(await status({}))).toContain("Free legal-aid consultation Waiting for the lawyer's assessment of your declaration.");
    expect(text(await status({ status: 'QUALIFIED' }))).toContain('You qualify: the lawyer will help you at the time you booked.');
    expect(await status({})).not.toContain('free-legal-help');
  });

  it("once assessed, says when and by whom (issue 72), in the reader's clock", async () => {
    const assessed = {
      status: 'QUALIFIED' as const,
      assessed_at: '2030-03-02T06:15:00.000Z',
      assessed_by: { _id: LAWYER._id, name: 'Ana Reyes' },
    };
    expect(text(await status(assessed))).toContain(
      'Atty. Ana Reyes read your declaration on Sat, Mar 2, 2:15 PM and found that you qualify.',
    );
    expect(text(await status(assessed, 'fil'))).toContain(
      'Binasa ni Atty. Ana Reyes ang deklarasyon mo noong Sab, Mar 2, 2:15 PM at qualified ka.',
    );
    // A reader abroad: their clock, and Manila's beside it.
    const dubai = renderToStaticMarkup(await LegalAidMeetingStatus({ request: request(assessed), locale: 'en', timeZone: 'Asia/Dubai' }));
    expect(text(dubai)).toContain('on Sat, Mar 2, 10:15 AM Dubai · Sat, Mar 2, 2:15 PM Manila and found');
    const declined = await status({ ...assessed, status: 'DECLINED', decline_reason: 'conflict' });
    expect(text(declined)).toContain('Atty. Ana Reyes read your declaration on Sat, Mar 2, 2:15 PM.');
    expect(await status({})).not.toContain('legal-aid-assessed');
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
      question_price: null,
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
