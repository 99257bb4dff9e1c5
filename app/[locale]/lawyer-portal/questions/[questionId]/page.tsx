import type { Metadata } from 'next';
import { questionMetadata } from '@/features/questions/components/page-meta';
import { localeOf } from '@/lib/i18n/server';
import { QuestionPage, type QuestionsPortal } from '@/app/[locale]/_questions/question-pages';

type Props = { params: Promise<{ locale: string; questionId: string }> };

const PORTAL: QuestionsPortal = { role: 'lawyer', base: '/lawyer-portal/questions' };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { questionId } = await params;
  return questionMetadata(await localeOf(params), 'question', `${PORTAL.base}/${questionId}`);
}

/** Issue 60: one written question as this lawyer may read it. */
export default async function LawyerQuestionPage({ params }: Props) {
  const { questionId } = await params;
  return <QuestionPage locale={await localeOf(params)} portal={PORTAL} questionId={questionId} />;
}
