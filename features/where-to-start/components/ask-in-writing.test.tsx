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
