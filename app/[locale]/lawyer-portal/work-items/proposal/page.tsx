import type { Metadata } from 'next';
import Link from 'next/link';
import { workItemMetadata } from '@/components/work-items/page-meta';
import { WorkItemForm } from '@/components/work-items/work-item-form';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { listLawyerClients } from '@/lib/server/clients/clients';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ client?: string }> };

const PATH = '/lawyer-portal/work-items/proposal';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return workItemMetadata(await localeOf(params), 'proposal', PATH);
}

/** Spec §2 lawyer-portal/work-items/proposal: draft an engagement for a client who has booked the lawyer. */
export default async function NewProposalPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'work');
  const { client } = await searchParams;
  const user = await requirePageUser(PATH, client ? `?client=${encodeURIComponent(client)}` : '');
  const clients = (await listLawyerClients(user.id, { limit: 200 })).results
    .filter((c) => c.meetings > 0)
    .map((c) => ({ _id: c._id, name: `${c.first_name} ${c.last_name}` }));
  return (
    <div className="container-page max-w-3xl py-8">
      <Link href={localePath(locale, '/lawyer-portal/work-items')} className="text-sm font-medium text-primary hover:underline">
        {t('pages.backToList')}
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.proposalHeading')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('pages.proposalIntro')}</p>
      <div className="mt-6">
        {clients.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">{t('pages.noClients')}</p>
        ) : (
          <ClientMessages locale={locale} namespaces={['work']}>
            <WorkItemForm clients={clients} initialClientId={clients.some((c) => c._id === client) ? client : undefined} />
          </ClientMessages>
        )}
      </div>
    </div>
  );
}
