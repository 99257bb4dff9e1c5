import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { TriageAnswer } from '@/components/where-to-start/triage-answer';
import { firstSteps } from '@/lib/rules/first-steps';
import { nextQuestion, toTriageAnswers } from '@/lib/rules/triage-flow';
import { searchLawyers } from '@/lib/server/search/search-lawyers';
import { flowAnswersOf, readTriageQuery, triageHref, triageQueryOf } from '@/lib/validation/triage';

// Each answer is its own address, to share or keep; it says nothing about one person, so search
// engines are asked not to list the combinations.
export const metadata: Metadata = { title: 'Where to start: your answer', robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const LAWYERS_SHOWN = 3;

/** Issue 41: the answer of "Where do I start?", drawn on the server (it works without JavaScript). */
export default async function WhereToStartAnswerPage({ searchParams }: { searchParams: SearchParams }) {
  const q = readTriageQuery(await searchParams);
  const answers = flowAnswersOf(q);
  const triage = toTriageAnswers(answers);
  // An address missing an answer the rules need (cut short, or edited) asks for it.
  if (!triage || nextQuestion(answers) !== null || !answers.me || !answers.matter) redirect(triageHref(q));
  const region = answers.me.region;
  const { results } = await searchLawyers({ legal_problem: answers.matter.problem, region, limit: LAWYERS_SHOWN });
  const lawyersHref = `/lawyers-online?${new URLSearchParams({ legal_problem: String(answers.matter.problem), region })}`;
  return (
    <main id="main" className="bg-slate-50 print:bg-white">
      <div className="container-page max-w-3xl py-6 sm:py-10">
        <TriageAnswer
          result={firstSteps(triage)}
          place={answers.me}
          problemId={answers.matter.problem}
          lawyers={results}
          lawyersHref={lawyersHref}
          restartHref="/where-to-start"
          triage={triageQueryOf(q)}
        />
      </div>
    </main>
  );
}
