import type { Metadata } from 'next';
import { questionMetadata } from '@/components/questions/page-meta';
import { problemNames } from '@/lib/i18n/problem-names';
import { QuestionList } from '@/components/questions/question-list';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { listQuestions } from '@/lib/server/questions/question-view';

type Props = { params: Promise<{ locale: string }> };

const PATH = '/lawyer-portal/questions';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return questionMetadata(await localeOf(params), 'queue', PATH);
}

/** Issue 60: the written questions of this lawyer, each with its state and time left. */
export default async function LawyerQuestionsPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'questions');
  const user = await requirePageUser(PATH);
  const now = new Date();
  const { questions } = await listQuestions(user.id, now);
  return (
    <div className="container-page max-w-3xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('list.lawyerHeading')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('list.lawyerIntro')}</p>
      <section aria-label={t('list.label')} className="mt-6 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4">
        <ClientMessages locale={locale} namespaces={['questions']}>
          <QuestionList
            role="lawyer"
            initial={questions}
            problems={problemNames(
              locale,
              questions.map((q) => q.problem),
            )}
            now={now.getTime()}
          />
        </ClientMessages>
      </section>
    </div>
  );
}
