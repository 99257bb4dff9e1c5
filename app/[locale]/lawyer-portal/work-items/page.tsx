import type { Metadata } from 'next';
import Link from 'next/link';
import { workItemMetadata } from '@/components/work-items/page-meta';
import { WorkItemList } from '@/components/work-items/work-item-list';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';

type Props = { params: Promise<{ locale: string }> };

const PATH = '/lawyer-portal/work-items';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return workItemMetadata(await localeOf(params), 'lawyerList', PATH);
}

/** Spec §2 lawyer-portal/work-items: the lawyer's engagements (drafts, proposals, paid work). */
export default async function LawyerWorkItemsPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'work');
  await requirePageUser(PATH);
  return (
    <div className="container-page max-w-4xl py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.heading')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('pages.lawyerIntro')}</p>
        </div>
        <Link href={localePath(locale, `${PATH}/proposal`)} className="btn-primary">
          {t('pages.newProposal')}
        </Link>
      </div>
      <section aria-label={t('pages.listLabel')} className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <ClientMessages locale={locale} namespaces={['work']}>
          <WorkItemList basePath={PATH} />
        </ClientMessages>
      </section>
    </div>
  );
}
