import type { Metadata } from 'next';
import { AskForm } from '@/features/questions/components/ask-form';
import { questionMetadata } from '@/features/questions/components/page-meta';
import { formatPeso } from '@/lib/format/money';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { PesoPrice } from '@/components/prices/peso-price';
import { localeOf, textFor } from '@/lib/i18n/server';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';
import { offeringLawyerOrThrow } from '@/features/questions/server/drafts';
import { findQuestionFit } from '@/features/questions/server/question-fit';
import { listQuestions } from '@/features/questions/server/question-view';
import { isUuid } from '@/lib/validation/ids';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ lawyer?: string | string[]; problem?: string | string[] }> };

const PATH = '/customer-portal/questions/new';
const HOW = [1, 2, 3] as const;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return questionMetadata(await localeOf(params), 'ask', PATH);
}

/**
 * Issue 60: "Ask in writing" to one lawyer (?lawyer=<id>); the client's kept draft to them is resumed.
 * `&problem=<id>` (from "Where do I start?" through the lawyer's profile) chooses the problem of a new question.
 */
export default async function AskQuestionPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { lawyer: lawyerParam, problem: problemParam } = await searchParams;
  const lawyerId = typeof lawyerParam === 'string' ? lawyerParam : '';
  const asked = typeof problemParam === 'string' && /^\d{1,4}$/.test(problemParam) ? findLegalProblem(Number(problemParam)) : undefined;
  const query = lawyerId ? `?${new URLSearchParams({ lawyer: lawyerId, ...(asked ? { problem: String(asked._id) } : {}) })}` : '';
  const user = await requirePageUser(PATH, query);
  if (!isUuid(lawyerId)) return notFoundPage();
  const t = await textFor(locale, 'questions');
  const lawyer = await offeringLawyerOrThrow(lawyerId).catch(() => null);
  if (!lawyer)
    return (
      <div className="container-page max-w-2xl py-10">
        <h1 className="text-2xl font-bold text-slate-900">{t('ask.title')}</h1>
        <p className="mt-3 rounded-xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-200">{t('ask.notOffered')}</p>
      </div>
    );
  const { questions } = await listQuestions(user.id);
  const draft = questions.find((q) => q.view === 'full' && q.status === 'DRAFT' && q.lawyer._id === lawyerId);
  const kept = draft?.view === 'full' ? draft : null;
  // A kept draft keeps its own problem; a new question starts from the one asked for, if any.
  const problem = (kept ? findLegalProblem(kept.problem) : asked) ?? null;
  // Issue 72: a problem outside the lawyer's areas is said before paying, with the lawyers who handle it.
  const fit = problem ? await findQuestionFit(lawyer.userId, problem._id) : null;
  return (
    <div className="container-page max-w-2xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('ask.title')}</h1>
      <p className="mt-2 text-slate-700">
        {/* The estimate abroad follows the price it estimates, not the end of the sentence (issue 72 item 7). */}
        {t.rich('ask.intro', {
          lawyer: lawyer.name,
          price: formatPeso(lawyer.price),
          estimate: () => <PesoPrice centavos={lawyer.price} locale={locale} exact="" />,
        })}
      </p>
      <details className="group mt-4 rounded-xl bg-primary-50 px-4 py-3 text-sm text-primary-900">
        <summary className="cursor-pointer font-semibold">{t('ask.howTitle')}</summary>
        <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5">
          {HOW.map((n) => (
            <li key={n}>{t(`ask.how${n}`)}</li>
          ))}
        </ol>
      </details>
      <section className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <ClientMessages
          locale={locale}
          namespaces={[
            // Only what the form and the problem picker read: a phone on prepaid data downloads these words with the page.
            ['questions', ['ask.']],
            ['search', ['combobox.', 'problems.', 'areas.']],
            // The server's refusals (SERVER_ERROR_WORDS) come from the portal's layout: sent once, not twice.
            ...(problem ? [['problems', [String(problem._id)]] as const] : []),
          ]}
        >
          <AskForm
            lawyer={{ _id: lawyer.userId, name: lawyer.name }}
            priceCentavos={lawyer.price}
            draft={kept}
            problem={problem}
            fit={fit}
            language={locale === 'fil' ? 'fil' : 'en'}
          />
        </ClientMessages>
      </section>
    </div>
  );
}
