import type { Metadata } from 'next';
import { questionMetadata } from '@/features/questions/components/page-meta';
import { localeOf } from '@/lib/i18n/server';
import { QuestionsListPage, type QuestionsPortal } from '@/app/[locale]/_questions/question-pages';

type Props = { params: Promise<{ locale: string }> };

const PORTAL: QuestionsPortal = { role: 'lawyer', base: '/lawyer-portal/questions' };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return questionMetadata(await localeOf(params), 'queue', PORTAL.base);
}

/** Issue 60: the written questions of this lawyer, each with its state and time left. */
export default async function LawyerQuestionsPage({ params }: Props) {
  return <QuestionsListPage locale={await localeOf(params)} portal={PORTAL} />;
}
