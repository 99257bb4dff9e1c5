import { localePath, type Locale } from '@/lib/i18n/paths';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { textFor } from '@/lib/i18n/server';
import type { LegalProblem } from '@/lib/reference/legal-problems';
import { problemLabel } from '@/lib/reference/problem-label';
import { WHERE_TO_START_PATH } from '@/features/where-to-start/reference/where-to-start-link';
import { buildLawyerSearchUrl } from './search-url';

type Props = { query: string; problems: LegalProblem[]; region?: string; locale: Locale };

/** The legal problems a free-text search (/lawyers-online?q=) describes, each a ready search. */
export async function ProblemSuggestions({ query, problems, region, locale }: Props) {
  const t = await textFor(locale, 'home');
  const labels = problemLabelsFor(locale);
  return (
    <section aria-labelledby="suggestions-heading" className="rounded-xl border border-primary-100 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="suggestions-heading" className="text-lg font-semibold text-slate-900">
        {problems.length ? t('suggestions.found', { query }) : t('suggestions.none', { query })}
      </h2>
      {problems.length ? (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('suggestions.choose')}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {problems.map((problem) => (
              <li key={problem._id}>
                <a
                  href={localePath(locale, buildLawyerSearchUrl(problem, region))}
                  className="inline-flex min-h-11 items-center rounded-full border border-primary-200 bg-white px-4 text-sm font-medium text-primary-800 hover:bg-primary-50"
                >
                  {problemLabel(labels, problem)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('suggestions.tryOther')}</p>
          {/* Issue 56: words that name no problem lead to the questions that find the first step. */}
          <p className="mt-1 text-sm text-slate-700">
            {t.rich('suggestions.whereToStart', {
              link: (chunks) => (
                <a href={localePath(locale, WHERE_TO_START_PATH)} className="font-semibold text-primary-800 underline underline-offset-2">
                  {chunks}
                </a>
              ),
            })}
          </p>
        </>
      )}
    </section>
  );
}
