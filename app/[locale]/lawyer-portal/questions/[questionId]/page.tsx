import type { Metadata } from 'next';
import { questionMetadata } from '@/components/questions/page-meta';
import { problemNames } from '@/lib/i18n/problem-names';
import { QuestionDetail } from '@/components/questions/question-detail';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { notFoundPage } from '@/lib/server/http/not-found-page';
import { getQuestion } from '@/lib/server/questions/question-view';
import { isUuid } from '@/lib/validation/ids';

type Props = { params: Promise<{ locale: string; questionId: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { questionId } = await params;
  return questionMetadata(await localeOf(params), 'question', `/lawyer-portal/questions/${questionId}`);
}

/** Issue 60: one written question as this lawyer may read it (getQuestion decides: an offer or in full). */
export default async function LawyerQuestionPage({ params }: Props) {
  const locale = await localeOf(params);
  const { questionId } = await params;
  const user = await requirePageUser(`/lawyer-portal/questions/${questionId}`);
  if (!isUuid(questionId)) return notFoundPage();
  const now = new Date();
  const question = await getQuestion(user.id, questionId, now).catch(() => null);
  if (!question) return notFoundPage();
  return (
    <div className="container-page max-w-3xl py-8">
      <ClientMessages locale={locale} namespaces={['questions', ['notices', ['question.scopeStatement']], SERVER_ERROR_WORDS]}>
        <QuestionDetail
          role="lawyer"
          initial={question}
          problem={problemNames(locale, [question.problem])[question.problem] ?? ''}
          now={now.getTime()}
        />
      </ClientMessages>
    </div>
  );
}
