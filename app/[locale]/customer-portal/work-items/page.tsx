import type { Metadata } from 'next';
import { APP_NAME } from '@/lib/config/app';
import { workItemMetadata } from '@/components/work-items/page-meta';
import { WorkItemList } from '@/components/work-items/work-item-list';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';

type Props = { params: Promise<{ locale: string }> };

const PATH = '/customer-portal/work-items';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return workItemMetadata(await localeOf(params), 'customerList', PATH);
}

const HOW = [1, 2, 3] as const;

/** Spec §2 customer-portal/work-items: the proposals and engagements sent to this client. */
export default async function CustomerWorkItemsPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'work');
  await requirePageUser(PATH);
  return (
    <div className="container-page max-w-3xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.heading')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('pages.customerIntro', { app: APP_NAME })}</p>
      <ol className="mt-5 grid gap-3 sm:grid-cols-3">
        {HOW.map((n) => (
          <li key={n} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <p className="text-xs font-semibold uppercase tracking-wide text-primary-700">{t('pages.step', { n })}</p>
            <p className="mt-1 font-semibold text-slate-900">{t(`pages.how${n}Title`)}</p>
            <p className="mt-1 text-sm text-slate-600">{t(`pages.how${n}Text`)}</p>
          </li>
        ))}
      </ol>
      <section aria-label={t('pages.listLabel')} className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <ClientMessages locale={locale} namespaces={['work']}>
          <WorkItemList basePath={PATH} />
        </ClientMessages>
      </section>
    </div>
  );
}
