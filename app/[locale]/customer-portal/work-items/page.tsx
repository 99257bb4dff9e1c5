import type { Metadata } from 'next';
import { WorkItemList } from '@/components/work-items/work-item-list';
import { requirePageUser } from '@/lib/server/auth/get-session-user';

export const metadata: Metadata = { title: 'Engagement Agreements' };
export const dynamic = 'force-dynamic';

const HOW = [
  { title: 'Read the proposal', text: 'Your lawyer sets out the work, what you receive, the fee line by line and the timeline.' },
  { title: 'Ask, then decide', text: 'Ask questions in the comments. Accept and pay, or decline — nothing is charged before you accept.' },
  { title: 'Follow the work', text: 'Book the included calls, share documents and confirm when the work is done.' },
];

/** Spec §2 customer-portal/work-items: the proposals and engagements sent to this client. */
export default async function CustomerWorkItemsPage() {
  await requirePageUser('/customer-portal/work-items');
  return (
    <div className="container-page max-w-3xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Engagement Agreements</h1>
      <p className="mt-1 text-sm text-slate-600">
        When your lawyer proposes to do the work for you — a contract, a case, a visa — the proposal arrives here.
      </p>
      <ol className="mt-5 grid gap-3 sm:grid-cols-3">
        {HOW.map((s, i) => (
          <li key={s.title} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <p className="text-xs font-semibold uppercase tracking-wide text-primary-700">Step {i + 1}</p>
            <p className="mt-1 font-semibold text-slate-900">{s.title}</p>
            <p className="mt-1 text-sm text-slate-600">{s.text}</p>
          </li>
        ))}
      </ol>
      <section aria-label="Engagements" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <WorkItemList basePath="/customer-portal/work-items" />
      </section>
    </div>
  );
}
