import type { Metadata } from 'next';
import { questionMetadata } from '@/features/questions/components/page-meta';
import { localeOf } from '@/lib/i18n/server';
import { QuestionsListPage, type QuestionsPortal } from '@/app/[locale]/_questions/question-pages';

type Props = { params: Promise<{ locale: string }> };

const PORTAL: QuestionsPortal = { role: 'client', base: '/customer-portal/questions' };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return questionMetadata(await localeOf(params), 'list', PORTAL.base);
}

/** Issue 60: the written questions of this customer, each with its state and time left. */
export default async function CustomerQuestionsPage({ params }: Props) {
  return <QuestionsListPage locale={await localeOf(params)} portal={PORTAL} />;
}
