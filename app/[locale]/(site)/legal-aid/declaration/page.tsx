import type { Metadata } from 'next';
import { AskFreeForm } from '@/features/legal-aid/components/ask-free-form';
import { DeskHelpLinks } from '@/features/legal-aid/components/desk-help-links';
import { DeclarationForm } from '@/features/legal-aid/components/declaration-form';
import { LegalAidLawyers, legalAidLawyersText } from '@/features/legal-aid/components/legal-aid-lawyers';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/config';
import { problemNames } from '@/lib/i18n/problem-names';
import { localeOf, textFor } from '@/lib/i18n/server';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { LEGAL_AID_DECLARATION_PATH, LEGAL_AID_PATH, legalAidBookPath } from '@/features/legal-aid/reference/legal-aid-link';
import { findLegalProblem, QUICK_PROBLEM_IDS } from '@/lib/reference/legal-problems';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getMyDeclaration } from '@/features/legal-aid/server/declaration';
import { listLegalAidLawyers } from '@/features/legal-aid/server/lawyers';
import { isUuid } from '@/lib/validation/ids';
import { LEGAL_AID_DECLARATION_KEPT_MONTHS } from '@/features/legal-aid/rules/legal-aid';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ lawyer?: string | string[]; problem?: string | string[] }>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'legalAid');
  return {
    title: t('meta.declarationTitle'),
    robots: { index: false },
    alternates: languageAlternates(locale, LEGAL_AID_DECLARATION_PATH),
  };
}

/**
 * Issue 61: a client's beneficiary declaration (signed in as a client: the access table sends a visitor
 * to sign in and back here), then the lawyers' free times. `?lawyer=<id>` (from a lawyer's booking page,
 * which sends a person without a declaration here) goes back to that lawyer once saved; `&problem=<id>`
 * is carried along.
 */
export default async function LegalAidDeclarationPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { lawyer: lawyerParam, problem: problemParam } = await searchParams;
  const lawyer = typeof lawyerParam === 'string' && isUuid(lawyerParam) ? lawyerParam : null;
  const problem =
    typeof problemParam === 'string' && /^\d{1,4}$/.test(problemParam) && findLegalProblem(Number(problemParam))
      ? Number(problemParam)
      : undefined;
  const query = new URLSearchParams({
    ...(lawyer ? { lawyer } : {}),
    ...(problem !== undefined ? { problem: String(problem) } : {}),
  }).toString();
  const user = await requirePageUser(LEGAL_AID_DECLARATION_PATH, query ? `?${query}` : '');
  const t = await textFor(locale, 'legalAid');
  const problemQuery = problem !== undefined ? `?problem=${problem}` : '';
  const next = lawyer ? localePath(locale, `${legalAidBookPath(lawyer)}${problemQuery}`) : null;
  const [{ declaration }, { lawyers }] = await Promise.all([
    getMyDeclaration(user.id),
    lawyer ? { lawyers: [] } : listLegalAidLawyers({ problem }),
  ]);
  const link = 'font-semibold text-primary-700 underline underline-offset-2';
  return (
    <main id="main" className="bg-slate-50">
      <div className="container-page max-w-3xl py-6 sm:py-10">
        <a href={localePath(locale, LEGAL_AID_PATH)} className="text-sm font-medium text-primary-700 hover:underline">
          {t('page.title')}
        </a>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{t('declaration.title')}</h1>
        <p className="mt-2 text-slate-700">{t('declaration.intro')}</p>
        <section className="mt-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <ClientMessages locale={locale} namespaces={[['legalAid', ['declaration.']], SERVER_ERROR_WORDS]}>
            <DeclarationForm initial={declaration} next={next} />
          </ClientMessages>
        </section>
        <p className="mt-3 text-sm text-slate-600">{t('page.privacy', { months: LEGAL_AID_DECLARATION_KEPT_MONTHS })}</p>
        <div className="mt-3">
          <DeskHelpLinks locale={locale} t={t} problem={problem} />
        </div>
        {lawyer ? null : (
          <section id="choose" aria-labelledby="choose-heading" className="mt-8 scroll-mt-20">
            <h2 id="choose-heading" className="text-xl font-bold text-slate-900">
              {t('declaration.next')}
            </h2>
            <div className="mt-3">
              {lawyers.length ? (
                <LegalAidLawyers lawyers={lawyers} locale={locale} problem={problem} text={await legalAidLawyersText(locale)} />
              ) : (
                <p className="rounded-xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-200">
                  <a href={localePath(locale, FREE_LEGAL_HELP_PATH)} className={link}>
                    {t('declaration.nextNone')}
                  </a>
                </p>
              )}
            </div>
          </section>
        )}
        {lawyer || !declaration ? null : (
          // Or a free written answer from the desk's queue (issue 61): the most common problems, and the one chosen.
          <section id="ask" className="mt-8 scroll-mt-20">
            <ClientMessages locale={locale} namespaces={[['questions', ['legalAidAsk.']], SERVER_ERROR_WORDS]}>
              <AskFreeForm
                problems={Object.entries(
                  problemNames(locale, problem === undefined ? QUICK_PROBLEM_IDS : [problem, ...QUICK_PROBLEM_IDS]),
                ).map(([id, name]) => ({ id: Number(id), name }))}
                problem={problem}
              />
            </ClientMessages>
          </section>
        )}
      </div>
    </main>
  );
}
