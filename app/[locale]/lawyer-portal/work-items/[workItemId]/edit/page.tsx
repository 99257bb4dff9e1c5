import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { workItemMetadata } from '@/components/work-items/page-meta';
import { WorkItemForm } from '@/components/work-items/work-item-form';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getWorkItem } from '@/lib/server/work-items/get-work-item';
import { notFoundPage, notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';

type Props = { params: Promise<{ workItemId: string; locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { workItemId } = await params;
  return workItemMetadata(await localeOf(params), 'edit', `/lawyer-portal/work-items/${encodeURIComponent(workItemId)}/edit`);
}

/** Spec §2 work-items/{id}/edit: a draft's terms, or a sent proposal's revision; anything later is frozen. */
export default async function EditWorkItemPage({ params }: Props) {
  const { workItemId } = await params;
  const locale = await localeOf(params);
  const t = await textFor(locale, 'work');
  const user = await requirePageUser(`/lawyer-portal/work-items/${encodeURIComponent(workItemId)}/edit`);
  const item = await getWorkItem(user.id, workItemId).catch(notFoundUnlessBroken);
  if (item.role !== 'LAWYER') return notFoundPage();
  const detail = localePath(locale, `/lawyer-portal/work-items/${item._id}`);
  if (!item.allowed.includes('edit') && !item.allowed.includes('revise')) redirect(detail);
  const revising = item.status === 'PROPOSAL';
  return (
    <div className="container-page max-w-3xl py-8">
      <Link href={detail} className="text-sm font-medium text-primary hover:underline">
        ← {item.title}
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{revising ? t('pages.reviseHeading') : t('pages.editHeading')}</h1>
      {revising && (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('pages.reviseNote', { revision: item.revision + 1 })}
        </p>
      )}
      <div className="mt-6">
        <ClientMessages locale={locale} namespaces={['work']}>
          <WorkItemForm clients={[]} item={item} />
        </ClientMessages>
      </div>
    </div>
  );
}
