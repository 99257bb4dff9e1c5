import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { asText } from '@/components/search/names';
import { FlowQuestion } from '@/features/where-to-start/components/flow-question';
import { nextQuestion, QUESTION_ORDER } from '@/features/where-to-start/rules/where-to-start-flow';
import {
  flowAnswersOf,
  QUESTION_FIELDS,
  readWhereToStartQuery,
  whereToStartHref,
  type WhereToStartQuery,
} from '@/features/where-to-start/validation/where-to-start';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { WHERE_TO_START_PATH } from '@/features/where-to-start/reference/where-to-start-link';
import { whereToStartWords } from '@/lib/reference/first-stops';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'triage');
  const title = t('meta.title');
  const description = t('meta.description');
  return {
    title,
    description,
    alternates: languageAlternates(locale, WHERE_TO_START_PATH),
    openGraph: { title, description, url: localePath(locale, WHERE_TO_START_PATH), locale: OG_LOCALE[locale] },
  };
}

/** The address one question back: the last answer given taken off. */
function backHref(q: WhereToStartQuery): string | null {
  for (const question of [...QUESTION_ORDER].reverse()) {
    const fields = QUESTION_FIELDS[question].filter((f) => q[f] !== undefined);
    if (fields.length) {
      const fewer = { ...q };
      for (const f of QUESTION_FIELDS[question]) delete fewer[f];
      return whereToStartHref(fewer);
    }
  }
  return null;
}

/** Issue 41: "Where do I start?", one question per screen; the last answer opens the answer page. */
export default async function WhereToStartPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = await localeOf(params);
  const raw = await searchParams;
  const q = readWhereToStartQuery(raw);
  const answers = flowAnswersOf(q);
  const question = nextQuestion(answers);
  if (!question) redirect(localePath(locale, whereToStartHref(q, '/where-to-start/answer')));
  const [t, search] = await Promise.all([textFor(locale, 'triage'), textFor(locale, 'search')]);
  const words = typeof raw.words === 'string' ? raw.words.trim().slice(0, 100) : undefined;
  // Counted as the person met them: a question skipped for these answers is not counted.
  const number =
    QUESTION_ORDER.slice(0, QUESTION_ORDER.indexOf(question)).filter((before) => QUESTION_FIELDS[before].some((f) => q[f] !== undefined))
      .length + 1;
  const back = backHref(q);
  return (
    <main id="main" className="bg-slate-50">
      <div className="container-page max-w-2xl py-6 sm:py-10">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
          {t('flow.progress', { number, total: QUESTION_ORDER.length })}
        </p>
        <div className="mt-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <FlowQuestion
            question={question}
            q={q}
            answers={answers}
            words={words || undefined}
            t={whereToStartWords(t)}
            names={asText(search)}
            locale={locale}
          />
        </div>
        <nav aria-label={t('flow.nav')} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
          {back ? (
            <a
              href={localePath(locale, back)}
              className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
            >
              {t('flow.back')}
            </a>
          ) : (
            <span />
          )}
          {back ? (
            <a
              href={localePath(locale, WHERE_TO_START_PATH)}
              className="inline-flex min-h-11 items-center text-slate-700 underline underline-offset-2"
            >
              {t('flow.startOver')}
            </a>
          ) : null}
        </nav>
        <p className="mt-6 text-sm text-slate-600">{t('flow.disclaimer')}</p>
      </div>
    </main>
  );
}
