import type { Metadata } from 'next';
import Link from 'next/link';
import { WorkItemList } from '@/components/work-items/work-item-list';
import { requirePageUser } from '@/lib/server/auth/get-session-user';

export const metadata: Metadata = { title: 'Work items' };
export const dynamic = 'force-dynamic';

/** Spec §2 lawyer-portal/work-items: the lawyer's engagements (drafts, proposals, paid work). */
export default async function LawyerWorkItemsPage() {
  await requirePageUser('/lawyer-portal/work-items');
  return (
    <div className="container-page max-w-4xl py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Engagement Agreements</h1>
          <p className="mt-1 text-sm text-slate-600">
            Propose fixed-fee work to clients after their consultation; they accept and pay here.
          </p>
        </div>
        <Link href="/lawyer-portal/work-items/proposal" className="btn-primary">
          New proposal
        </Link>
      </div>
      <section aria-label="Engagements" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <WorkItemList basePath="/lawyer-portal/work-items" />
      </section>
    </div>
  );
}
