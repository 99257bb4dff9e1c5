import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '@/lib/i18n/paths';
import { firstSteps } from '@/features/where-to-start/rules/first-steps';
import { completeWhereToStart, readSharedWhereToStart } from '@/features/where-to-start/validation/where-to-start';
import { WhereToStartAnswer } from './answer';

// Issue 60: where the answer of "Where do I start?" has a lawyer as the first stop, it offers asking one
// in writing — the search for lawyers of that problem who answer in writing; where the law sends the
// person somewhere first (DOLE's SEnA for unpaid wages), it does not.
jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return { textFor: async (locale: string, namespace: string) => translator(locale, namespace) };
});

const WAGES = 'p=10&ab=no&s=company&me=cebu-city&u=none&inc=unsure'; // DOLE SEnA first
const ANNULMENT = 'p=34&s=person&me=cebu-city&u=none&inc=unsure'; // no first stop: a lawyer

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

const askLink = (html: string) => /data-testid="ask-in-writing"><a href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(html);

describe('"Ask a lawyer in writing" on the answer', () => {
  it.each([
    ['en', '/lawyers-online?legal_problem=34&amp;written=1', 'Ask a lawyer in writing'],
    ['fil', '/fil/lawyers-online?legal_problem=34&amp;written=1', 'Magtanong sa abogado nang nakasulat'],
  ] as const)('is offered when a lawyer is the first stop (%s)', async (locale, href, words) => {
    const link = askLink(await answer(ANNULMENT, locale));
    expect(link?.[1]).toBe(href);
    expect(link?.[2]).toBe(words);
  });

  it.each(['en', 'fil'] as const)('is not offered when the law sends them somewhere first (%s)', async (locale) => {
    const html = await answer(WAGES, locale);
    expect(html).toContain('SEnA');
    expect(askLink(html)).toBeNull();
    expect(html).not.toContain('written=1');
  });
});

// Issue 75: money owed — the answer offers to claim it, step by step (the money-claim door), and only then.
const DEBT = 'm=money&s=person&me=quezon-city&them=quezon-city&land=none&u=none&inc=unsure';
const claimLink = (html: string) => /data-testid="claim-money"><a href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(html);

describe('"Claim the money yourself" on the answer', () => {
  it.each([
    ['en', '/customer-portal/claims/new', 'Claim the money yourself'],
    ['fil', '/fil/customer-portal/claims/new', 'Singilin mo mismo ang pera'],
  ] as const)('is offered for a debt (%s)', async (locale, href, words) => {
    const link = claimLink(await answer(DEBT, locale));
    expect(link?.[1]).toBe(href);
    expect(link?.[2]).toBe(words);
  });

  it('is not offered for another problem', async () => {
    expect(claimLink(await answer(ANNULMENT, 'en'))).toBeNull();
  });
});
