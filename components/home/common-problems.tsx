import { Briefcase, Building2, Gavel, Home, Landmark, Plane, ReceiptText, Users, type LucideIcon } from '@/components/ui/lucide-static';
import { areaTitle, asText } from '@/components/search/names';
import { buildLawyerSearchUrl } from '@/components/search/search-url';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { textFor } from '@/lib/i18n/server';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';
import { findLegalProblem, QUICK_PROBLEM_IDS, type LegalProblem } from '@/lib/reference/legal-problems';
import { problemLabel } from '@/lib/reference/problem-label';

const ICONS: Record<number, LucideIcon> = {
  0: Users,
  1: Landmark,
  2: Briefcase,
  3: Building2,
  4: Home,
  5: ReceiptText,
  6: Gavel,
  7: Plane,
};

/** The eight "Most Common" problems (spec §3), each a ready search; then every area's landing page. */
export async function CommonProblems({ locale }: { locale: Locale }) {
  const [t, search] = await Promise.all([textFor(locale, 'home'), textFor(locale, 'search')]);
  const names = asText(search);
  const labels = problemLabelsFor(locale);
  const problems = QUICK_PROBLEM_IDS.map(findLegalProblem).filter((p): p is LegalProblem => Boolean(p));
  return (
    <section aria-labelledby="problems-heading" className="bg-slate-50">
      <div className="container-page py-12 sm:py-16">
        <h2 id="problems-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('problems.heading')}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">{t('problems.intro')}</p>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {problems.map((problem) => {
            const Icon = ICONS[problem._id] ?? Gavel;
            return (
              <li key={problem._id}>
                <a
                  href={localePath(locale, buildLawyerSearchUrl(problem))}
                  className="flex h-full min-h-[4.5rem] items-center gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm font-semibold text-slate-900 shadow-sm hover:border-primary hover:text-primary-800 sm:gap-3 sm:p-4 sm:text-base"
                >
                  <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-primary" />
                  <span className="min-w-0 break-words">{problemLabel(labels, problem)}</span>
                </a>
              </li>
            );
          })}
        </ul>
        <h3 className="mt-10 text-lg font-semibold text-slate-900">{t('problems.browse')}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {AREAS_OF_PRACTICE.map((area) => (
            <li key={area.slug}>
              <a
                href={localePath(locale, `/lawyers-online/${area.slug}`)}
                className="inline-flex min-h-11 items-center rounded-full border border-primary-200 bg-white px-4 text-sm font-medium text-primary-800 hover:bg-primary-50"
              >
                {areaTitle(names, area.slug)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
