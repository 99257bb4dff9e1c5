import { problemNames } from '@/lib/i18n/problem-names';
import { QuestionDetail } from '@/features/questions/components/question-detail';
import { QuestionList } from '@/features/questions/components/question-list';
import { OpenMatter } from '@/features/matters/components/open-matter';
import { MATTER_OPEN_KEYS } from '@/features/matters/components/open-matter-keys';
import { ClientMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/config';
import { textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { notFoundPage, notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';
import { getQuestion, listQuestions } from '@/features/questions/server/question-view';
import { ANSWERED_STATUSES, bookingWithQuestion } from '@/features/questions/server/carry-question';
import { proposalRequestedAt } from '@/features/questions/server/proposal-request';
import { isUuid } from '@/lib/validation/ids';

/** Which portal a page is in: the client's questions or the lawyer's queue (issue 60). */
export type QuestionsPortal = { role: 'client' | 'lawyer'; base: '/customer-portal/questions' | '/lawyer-portal/questions' };

/** The written questions of the signed-in person, each with its state and time left: both portals' list page. */
export async function QuestionsListPage({ locale, portal }: { locale: Locale; portal: QuestionsPortal }) {
  const t = await textFor(locale, 'questions');
  const user = await requirePageUser(portal.base);
  const now = new Date();
  const { questions } = await listQuestions(user.id, now);
  const client = portal.role === 'client';
  return (
    <div className="container-page max-w-3xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t(client ? 'list.heading' : 'list.lawyerHeading')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t(client ? 'list.intro' : 'list.lawyerIntro')}</p>
      <section aria-label={t('list.label')} className="mt-6 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4">
        <ClientMessages locale={locale} namespaces={['questions']}>
          <QuestionList
            role={portal.role}
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

/** One written question as the signed-in person may read it (getQuestion decides: an offer or in full). */
export async function QuestionPage({ locale, portal, questionId }: { locale: Locale; portal: QuestionsPortal; questionId: string }) {
  const user = await requirePageUser(`${portal.base}/${questionId}`);
  if (!isUuid(questionId)) return notFoundPage();
  const now = new Date();
  const question = await getQuestion(user.id, questionId, now).catch(notFoundUnlessBroken);
  const bookHref = portal.role === 'client' && question.view === 'full' ? await bookingWithQuestion(question, user.id, now) : undefined;
  // "Ask for a proposal (work item)": asked or not, for both sides (the lawyer's page links to the prefilled proposal).
  const proposal = (ANSWERED_STATUSES as readonly string[]).includes(question.status)
    ? { asked: (await proposalRequestedAt(user.id, question._id)) !== null }
    : undefined;
  return (
    <div className="container-page max-w-3xl py-8">
      {portal.role === 'lawyer' && proposal && (
        // Issue 64: an answered question that becomes a case gets a matter both sides follow.
        <div className="mb-4 flex justify-end">
          <ClientMessages locale={locale} namespaces={[['matters', MATTER_OPEN_KEYS]]}>
            <OpenMatter kind="QUESTION" sourceId={question._id} />
          </ClientMessages>
        </div>
      )}
      <ClientMessages
        locale={locale}
        // The server's refusals (SERVER_ERROR_WORDS) come from either portal's layout: sent once, not twice.
        namespaces={['questions', ['notices', ['question.scopeStatement']], ['meetings', ['review.']]]}
      >
        <QuestionDetail
          role={portal.role}
          initial={question}
          problem={problemNames(locale, [question.problem])[question.problem] ?? ''}
          now={now.getTime()}
          bookHref={bookHref}
          proposal={proposal}
        />
      </ClientMessages>
    </div>
  );
}
