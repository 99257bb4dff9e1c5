import type { Metadata } from 'next';
import { CheckCircle2, ShieldCheck } from '@/components/ui/lucide-static';
import { DeskHelpLinks } from '@/features/legal-aid/components/desk-help-links';
import { DeskLawyers } from '@/features/legal-aid/components/desk-lawyers';
import { legalAidLawyersText } from '@/features/legal-aid/components/legal-aid-lawyers';
import { deskWords, TodaySteps } from '@/features/legal-aid/components/today-steps';
import { APP_NAME } from '@/lib/config/app';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { LEGAL_AID_DECLARATION_PATH, LEGAL_AID_PATH } from '@/features/legal-aid/reference/legal-aid-link';
import { legalAidPlace } from '@/features/legal-aid/reference/legal-aid-today';
import { LEGAL_AID_DECLARATION_KEPT_MONTHS, LEGAL_AID_PERSON_LIMITS } from '@/features/legal-aid/rules/legal-aid';
import { todaySteps } from '@/features/legal-aid/rules/legal-aid-today';
import { getSessionUser } from '@/lib/server/auth/get-session-user';
import { getMyDeclaration } from '@/features/legal-aid/server/declaration';
import { listLegalAidLawyers } from '@/features/legal-aid/server/lawyers';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The lawyers' free times change by the minute: rendered on request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'legalAid');
  const title = t('meta.title');
  const description = t('meta.description');
  return {
    title,
    description,
    alternates: languageAlternates(locale, LEGAL_AID_PATH),
    openGraph: { title, description, url: localePath(locale, LEGAL_AID_PATH), locale: OG_LOCALE[locale] },
  };
}

const STEPS = [1, 2, 3] as const;

/**
 * Issue 61, the legal-aid desk (public): what free legal aid is here, who qualifies, how it works, the
 * lawyers offering it (GET legal-aid/lawyers' own read), and the other free help (PAO, IBP, law clinics). Server HTML with plain links:
 * no client JavaScript of its own. `?problem=<id>` (from "Where do I start?") lists the lawyers of that
 * problem first and carries it to the booking. Issue 72: what to do today, before the consultation
 * (features/legal-aid/rules/legal-aid-today.ts), with the offices near where the person lives (`?me=<town>`, else the
 * region of a signed-in client's declaration), whose region's lawyers come first — or, when none, its PAO and
 * IBP legal-aid offices.
 */
export default async function LegalAidPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'legalAid');
  const query = await searchParams;
  const raw = query.problem;
  const problem = typeof raw === 'string' && /^\d{1,4}$/.test(raw) && findLegalProblem(Number(raw)) ? Number(raw) : undefined;
  const me = typeof query.me === 'string' ? query.me : undefined;
  // Where the person lives: the town they chose here, else the region their declaration names (signed in).
  const user = legalAidPlace(me, null) ? null : await getSessionUser();
  const declared = user ? (await getMyDeclaration(user.id)).declaration?.region : null;
  const place = legalAidPlace(me, declared);
  // The lawyers of the problem's area; when none offers legal aid for it, every legal-aid lawyer rather than none.
  const forProblem = (await listLegalAidLawyers({ problem })).lawyers;
  const lawyers = forProblem.length || problem === undefined ? forProblem : (await listLegalAidLawyers({})).lawyers;
  const [words, lawyerText] = await Promise.all([deskWords(locale), legalAidLawyersText(locale)]);
  const declarationHref = localePath(locale, LEGAL_AID_DECLARATION_PATH);
  const link = 'font-semibold text-primary-700 underline underline-offset-2';
  return (
    <main id="main" className="bg-slate-50">
      <section aria-labelledby="legal-aid-title" className="bg-gradient-to-b from-primary-800 to-primary-700 text-white">
        <div className="container-page py-8 sm:py-14">
          <p className="text-sm font-semibold uppercase tracking-wide text-secondary-200">{t('page.eyebrow')}</p>
          <h1 id="legal-aid-title" className="mt-1 max-w-3xl text-3xl font-bold leading-tight sm:text-4xl">
            {t('page.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-primary-50 sm:text-lg">{t('page.intro', { app: APP_NAME })}</p>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <a href={declarationHref} className="btn-secondary min-h-12 px-6 text-base">
              {t('page.start')}
            </a>
            <p className="text-sm text-primary-50">{t('page.startNote')}</p>
          </div>
          <p className="mt-4 text-sm font-medium text-primary-50">{t('page.facts')}</p>
          <div className="mt-3">
            <DeskHelpLinks locale={locale} t={t} today={false} tone="dark" />
          </div>
        </div>
      </section>

      <TodaySteps
        steps={todaySteps(problem !== undefined ? findLegalProblem(problem) : undefined)}
        place={place}
        problem={problem}
        locale={locale}
        words={words}
      />

      <div className="container-page grid gap-6 py-8 sm:py-10 lg:grid-cols-2">
        <section aria-labelledby="qualify-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="qualify-heading" className="text-xl font-bold text-slate-900">
            {t('qualify.heading')}
          </h2>
          <ul className="mt-3 space-y-3 text-slate-800">
            {(['cannotAfford', 'income', 'assess'] as const).map((key) => (
              <li key={key} className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                <span>{t(`qualify.${key}`)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">
            {t('qualify.limits', { open: LEGAL_AID_PERSON_LIMITS.open, quarter: LEGAL_AID_PERSON_LIMITS.perQuarter })}
          </p>
        </section>

        <section aria-labelledby="how-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="how-heading" className="text-xl font-bold text-slate-900">
            {t('how.heading')}
          </h2>
          <ol className="mt-3 space-y-4">
            {STEPS.map((n) => (
              <li key={n} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-50 font-bold text-primary-700"
                >
                  {n}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{t(`how.step${n}Title`)}</h3>
                  <p className="text-slate-700">{t(`how.step${n}`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="lawyers-heading" className="container-page pb-8 sm:pb-10">
        <h2 id="lawyers-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {t('lawyers.heading')}
        </h2>
        <div className="mt-4">
          <DeskLawyers lawyers={lawyers} place={place} problem={problem} locale={locale} words={words} text={lawyerText} />
        </div>
        <p className="mt-4 flex gap-2 text-sm text-slate-600">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
          <span>{t('page.privacy', { months: LEGAL_AID_DECLARATION_KEPT_MONTHS })}</span>
        </p>
      </section>

      <section aria-labelledby="other-heading" className="container-page pb-10">
        <div className="rounded-xl border border-primary-100 bg-white p-5 sm:p-6">
          <h2 id="other-heading" className="text-xl font-bold text-slate-900">
            {t('other.heading')}
          </h2>
          <p className="mt-2 text-slate-700">{t('other.intro')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            <li>{t('other.pao')}</li>
            <li>{t('other.ibp')}</li>
            <li>{t('other.clinics')}</li>
          </ul>
          <p className="mt-3">
            <a href={localePath(locale, FREE_LEGAL_HELP_PATH)} className={link}>
              {t('other.link')}
            </a>
          </p>
        </div>
      </section>
    </main>
  );
}
