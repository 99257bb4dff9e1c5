import type { Metadata } from 'next';
import Link from 'next/link';
import { workItemMetadata } from '@/components/work-items/page-meta';
import { WorkItemForm } from '@/components/work-items/work-item-form';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { listLawyerClients } from '@/lib/server/engagements/clients/clients';
import { findRequestedProposal } from '@/features/questions/server/proposal-request';
import { problemNames } from '@/lib/i18n/problem-names';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ client?: string; question?: string }> };

const PATH = '/lawyer-portal/work-items/proposal';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return workItemMetadata(await localeOf(params), 'proposal', PATH);
}

/** Spec §2 lawyer-portal/work-items/proposal: draft an engagement for a client who has booked the lawyer. */
export default async function NewProposalPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'work');
  const { client, question } = await searchParams;
  const query = new URLSearchParams({
    ...(typeof client === 'string' ? { client } : {}),
    ...(typeof question === 'string' ? { question } : {}),
  }).toString();
  const user = await requirePageUser(PATH, query ? `?${query}` : '');
  const booked = (await listLawyerClients(user.id, { limit: 200 })).results
    .filter((c) => c.meetings > 0)
    .map((c) => ({ _id: c._id, name: `${c.first_name} ${c.last_name}` }));
  // Issue 60: from a written question whose client asked for a proposal (this lawyer's only): that client, its problem as the title.
  const asked = typeof question === 'string' ? await findRequestedProposal(user.id, question) : null;
  const clients =
    asked && !booked.some((c) => c._id === asked.customerId) ? [...booked, { _id: asked.customerId, name: asked.customerName }] : booked;
  const words = asked ? await textFor(locale, 'questions') : null;
  const initialTerms =
    asked && words
      ? { title: words('carry.proposalTitle', { problem: problemNames(locale, [asked.problem])[asked.problem] ?? '' }), scope: asked.wants }
      : undefined;
  const initialClientId = asked?.customerId ?? (clients.some((c) => c._id === client) ? client : undefined);
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
            <WorkItemForm clients={clients} initialClientId={initialClientId} initialTerms={initialTerms} />
          </ClientMessages>
        )}
      </div>
    </div>
  );
}
