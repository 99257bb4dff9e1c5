import type { Metadata } from 'next';
import Link from 'next/link';
import { WorkItemForm } from '@/components/work-items/work-item-form';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { listLawyerClients } from '@/lib/server/clients/clients';

export const metadata: Metadata = { title: 'New engagement proposal' };
export const dynamic = 'force-dynamic';

/** Spec §2 lawyer-portal/work-items/proposal: draft an engagement for a client who has booked the lawyer. */
export default async function NewProposalPage({ searchParams }: { searchParams: Promise<{ client?: string }> }) {
  const { client } = await searchParams;
  const user = await requirePageUser('/lawyer-portal/work-items/proposal', client ? `?client=${encodeURIComponent(client)}` : '');
  const clients = (await listLawyerClients(user.id, { limit: 200 })).results
    .filter((c) => c.meetings > 0)
    .map((c) => ({ _id: c._id, name: `${c.first_name} ${c.last_name}` }));
  return (
    <div className="container-page max-w-3xl py-8">
      <Link href="/lawyer-portal/work-items" className="text-sm font-medium text-primary hover:underline">
        ← Engagement Agreements
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">New engagement proposal</h1>
      <p className="mt-1 text-sm text-slate-600">
        Your client sees exactly these terms and pays the total through the platform when they accept.
      </p>
      <div className="mt-6">
        {clients.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
            You can send a proposal to a client after they have booked a consultation with you.
          </p>
        ) : (
          <WorkItemForm clients={clients} initialClientId={clients.some((c) => c._id === client) ? client : undefined} />
        )}
      </div>
    </div>
  );
}
