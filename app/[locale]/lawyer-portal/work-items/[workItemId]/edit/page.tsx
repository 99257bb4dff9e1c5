import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { WorkItemForm } from '@/components/work-items/work-item-form';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getWorkItem } from '@/lib/server/work-items/get-work-item';

export const metadata: Metadata = { title: 'Edit engagement' };
export const dynamic = 'force-dynamic';

/** Spec §2 work-items/{id}/edit: a draft's terms, or a sent proposal's revision; anything later is frozen. */
export default async function EditWorkItemPage({ params }: { params: Promise<{ workItemId: string }> }) {
  const { workItemId } = await params;
  const user = await requirePageUser(`/lawyer-portal/work-items/${encodeURIComponent(workItemId)}/edit`);
  const item = await getWorkItem(user.id, workItemId).catch(() => notFound());
  if (item.role !== 'LAWYER') notFound();
  if (!item.allowed.includes('edit') && !item.allowed.includes('revise')) redirect(`/lawyer-portal/work-items/${item._id}`);
  const revising = item.status === 'PROPOSAL';
  return (
    <div className="container-page max-w-3xl py-8">
      <Link href={`/lawyer-portal/work-items/${item._id}`} className="text-sm font-medium text-primary hover:underline">
        ← {item.title}
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{revising ? 'Revise proposal' : 'Edit draft'}</h1>
      {revising && (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          Your client has already received this proposal. Saving sends the new terms as revision {item.revision + 1}; the earlier terms can
          no longer be accepted.
        </p>
      )}
      <div className="mt-6">
        <WorkItemForm clients={[]} item={item} />
      </div>
    </div>
  );
}
