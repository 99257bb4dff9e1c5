import type { LegalProblem } from '@/lib/reference/legal-problems';
import { buildLawyerSearchUrl } from './search-url';

type Props = { query: string; problems: LegalProblem[]; region?: string };

/** The legal problems a free-text search (/lawyers-online?q=) describes, each a ready search. */
export function ProblemSuggestions({ query, problems, region }: Props) {
  return (
    <section aria-labelledby="suggestions-heading" className="rounded-xl border border-primary-100 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="suggestions-heading" className="text-lg font-semibold text-slate-900">
        {problems.length ? `Legal issues for “${query}”` : `No legal issue matched “${query}”`}
      </h2>
      {problems.length ? (
        <>
          <p className="mt-1 text-sm text-slate-700">Choose the one closest to yours to see the lawyers who handle it first.</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {problems.map((problem) => (
              <li key={problem._id}>
                <a
                  href={buildLawyerSearchUrl(problem, region)}
                  className="inline-flex min-h-11 items-center rounded-full border border-primary-200 bg-white px-4 text-sm font-medium text-primary-800 hover:bg-primary-50"
                >
                  {problem.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-700">Try other words, or choose from all the lawyers below.</p>
      )}
    </section>
  );
}
