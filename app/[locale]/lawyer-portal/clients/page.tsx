import type { Metadata } from 'next';
import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import { formatDay, formatPeso } from '@/components/lawyers/format';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { listLawyerClients } from '@/lib/server/clients/clients';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

export const metadata: Metadata = { title: 'Clients' };
export const dynamic = 'force-dynamic';

export default async function LawyerClientsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const user = await requirePageUser('/lawyer-portal/clients');
  const page = Math.min(Math.max(Number((await searchParams).page) || 0, 0), 10_000);
  const clients = await listLawyerClients(user.id, { page });
  return (
    <div className="container-page max-w-4xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Clients</h1>
      <section aria-label="Client list" className="mt-6 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {clients.results.length === 0 ? (
          <p className="p-6 text-sm text-slate-600">Clients appear here once they book and pay for a consultation.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {clients.results.map((c) => (
              <li key={c._id}>
                <Link href={`/lawyer-portal/clients/${c._id}`} className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50">
                  <Avatar src={c.picture_url} name={`${c.first_name} ${c.last_name}`} size={40} />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">
                      {c.first_name} {c.last_name}
                    </p>
                    <p className="text-sm text-slate-600">
                      {c.meetings} {c.meetings === 1 ? 'meeting' : 'meetings'}
                      {c.next_meeting
                        ? ` · next ${formatDay(c.next_meeting, DEFAULT_TIME_ZONE)}`
                        : c.last_meeting
                          ? ` · last ${formatDay(c.last_meeting, DEFAULT_TIME_ZONE)}`
                          : ''}
                    </p>
                  </div>
                  <p className="shrink-0 text-sm font-medium text-slate-900">{formatPeso(c.total_paid)}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <nav aria-label="Pages" className="mt-4 flex justify-between">
        {page > 0 ? (
          <Link href={`/lawyer-portal/clients?page=${page - 1}`} className="btn-ghost">
            Previous
          </Link>
        ) : (
          <span />
        )}
        {clients.hasMore && (
          <Link href={`/lawyer-portal/clients?page=${page + 1}`} className="btn-ghost">
            Next
          </Link>
        )}
      </nav>
    </div>
  );
}
