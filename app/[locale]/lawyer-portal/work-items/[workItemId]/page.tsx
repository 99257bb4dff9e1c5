import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { WorkItemDetail } from '@/components/work-items/work-item-detail';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getWorkItem } from '@/lib/server/work-items/get-work-item';

export const metadata: Metadata = { title: 'Engagement' };
export const dynamic = 'force-dynamic';

/** A lawyer's engagement: only its own lawyer sees it. */
export default async function LawyerWorkItemPage({ params }: { params: Promise<{ workItemId: string }> }) {
  const { workItemId } = await params;
  const user = await requirePageUser(`/lawyer-portal/work-items/${encodeURIComponent(workItemId)}`);
  const item = await getWorkItem(user.id, workItemId).catch(() => notFound());
  if (item.role !== 'LAWYER') notFound();
  return (
    <div className="container-page max-w-5xl py-8">
      <div className="flex flex-wrap gap-4 text-sm font-medium">
        <Link href="/lawyer-portal/work-items" className="text-primary hover:underline">
          ← Engagement Agreements
        </Link>
        <Link href={`/lawyer-portal/clients/${item.customer._id}`} className="text-primary hover:underline">
          Client: {item.customer.first_name} {item.customer.last_name}
        </Link>
      </div>
      <div className="mt-4">
        <WorkItemDetail initial={item} />
      </div>
    </div>
  );
}
