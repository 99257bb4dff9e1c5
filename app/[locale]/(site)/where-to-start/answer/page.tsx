import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { WhereToStartAnswer } from '@/features/where-to-start/components/answer';
import { firstSteps, outcomeOf } from '@/features/where-to-start/rules/first-steps';
import { abroadStops } from '@/features/where-to-start/rules/abroad-stops';
import { recordWhereToStartOutcome } from '@/features/where-to-start/server/outcomes';
import { getSessionUser } from '@/lib/server/auth/get-session-user';
import { withCallbackUrl } from '@/lib/auth/callback-url';
import { searchLawyers } from '@/lib/server/search/search-lawyers';
import {
  completeWhereToStart,
  readWhereToStartQuery,
  whereToStartHref,
  whereToStartQueryOf,
} from '@/features/where-to-start/validation/where-to-start';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { WHERE_TO_START_PATH } from '@/features/where-to-start/reference/where-to-start-link';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Each answer is its own address, to share or keep; it says nothing about one person, so search
// engines are asked not to list the combinations (and no canonical or language alternates are
// named: the address without its answers is the flow's first question).
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'triage');
  return { title: t('meta.answerTitle'), robots: { index: false } };
}

const LAWYERS_SHOWN = 3;

/** Issue 41: the answer of "Where do I start?", drawn on the server (it works without JavaScript). */
export default async function WhereToStartAnswerPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = await localeOf(params);
  const q = readWhereToStartQuery(await searchParams);
  const complete = completeWhereToStart(q);
  // An address missing an answer the rules need (cut short, or edited) asks for it.
  if (!complete) redirect(localePath(locale, whereToStartHref(q)));
  const { triage, place, problem, abroad } = complete;
  const result = firstSteps(triage);
  const fromAbroad = abroadStops({ abroad, matter: triage.matter, problem, otherSide: triage.otherSide });
  // Counted for the admin's weekly table: the first stop only, never the answers.
  await recordWhereToStartOutcome(outcomeOf(result));
  const region = place.region;
  const { results } = await searchLawyers({ legal_problem: problem, region, limit: LAWYERS_SHOWN });
  const user = await getSessionUser();
  const lawyersHref = `/lawyers-online?${new URLSearchParams({ legal_problem: String(problem), region })}`;
  return (
    <main id="main" className="bg-slate-50 print:bg-white">
      <div className="container-page max-w-3xl py-6 sm:py-10">
        <WhereToStartAnswer
          locale={locale}
          result={result}
          abroad={fromAbroad}
          place={place}
          problemId={problem}
          lawyers={results}
          lawyersHref={lawyersHref}
          restartHref={WHERE_TO_START_PATH}
          triage={whereToStartQueryOf(q)}
          signedIn={user !== null}
          signInHref={withCallbackUrl('/login', localePath(locale, whereToStartHref(q, '/where-to-start/answer')))}
        />
      </div>
    </main>
  );
}
