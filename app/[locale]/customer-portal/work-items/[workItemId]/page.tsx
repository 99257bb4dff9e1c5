import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { WorkItemDetail } from '@/components/work-items/work-item-detail';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getWorkItem } from '@/lib/server/work-items/get-work-item';

export const metadata: Metadata = { title: 'Engagement' };
export const dynamic = 'force-dynamic';

/** A client's engagement: only the client it was sent to sees it (never a draft). */
export default async function CustomerWorkItemPage({ params }: { params: Promise<{ workItemId: string }> }) {
  const { workItemId } = await params;
  const user = await requirePageUser(`/customer-portal/work-items/${encodeURIComponent(workItemId)}`);
  const item = await getWorkItem(user.id, workItemId).catch(() => notFound());
  if (item.role !== 'CUSTOMER') notFound();
  return (
    <div className="container-page max-w-5xl py-8">
      <Link href="/customer-portal/work-items" className="text-sm font-medium text-primary hover:underline">
        ← Engagement Agreements
      </Link>
      <div className="mt-4">
        <WorkItemDetail initial={item} />
      </div>
    </div>
  );
}
