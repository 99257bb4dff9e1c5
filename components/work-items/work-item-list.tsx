'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { formatDay } from '@/components/lawyers/format';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { formatPesoExact } from '@/lib/format/money';
import { useWorkItems } from '@/lib/api/work-items';
import type { WorkItemStatus, WorkItemSummaryDto } from '@/lib/dto/work-item';
import { displayStatus, otherPartyOf } from './format';
import { WorkItemStatusBadge } from './status-badge';

type Tab = { value: string; label: string; status?: WorkItemStatus[]; empty: string };

const CLIENT_TABS: Tab[] = [
  { value: 'all', label: 'All', empty: 'No engagement proposals yet. After a consultation your lawyer can send you one here.' },
  { value: 'proposals', label: 'Proposals', status: ['PROPOSAL'], empty: 'No proposals waiting for you.' },
  { value: 'active', label: 'In progress', status: ['PAYMENT_PENDING', 'PAID'], empty: 'Nothing in progress.' },
  { value: 'completed', label: 'Completed', status: ['COMPLETED'], empty: 'No completed engagements yet.' },
  { value: 'rejected', label: 'Rejected', status: ['REJECTED'], empty: 'No declined proposals.' },
];

const LAWYER_TABS: Tab[] = [
  { value: 'all', label: 'All', empty: 'No engagements yet. Send a client a proposal after their consultation.' },
  { value: 'drafts', label: 'Drafts', status: ['DRAFT'], empty: 'No drafts.' },
  { value: 'proposals', label: 'Sent', status: ['PROPOSAL', 'PAYMENT_PENDING'], empty: 'No proposals waiting for a client.' },
  { value: 'active', label: 'Paid', status: ['PAID'], empty: 'No paid engagements in progress.' },
  { value: 'completed', label: 'Completed', status: ['COMPLETED'], empty: 'No completed engagements yet.' },
  { value: 'rejected', label: 'Rejected', status: ['REJECTED'], empty: 'No rejected proposals.' },
];

/** The engagements of either portal: status tabs and "Load more" paging (results, hasMore, page). */
export function WorkItemList({ basePath }: { basePath: '/customer-portal/work-items' | '/lawyer-portal/work-items' }) {
  const tabs = basePath.startsWith('/lawyer') ? LAWYER_TABS : CLIENT_TABS;
  const [tab, setTab] = useState(tabs[0]);
  const [pages, setPages] = useState(1);
  const zone = useViewerTimeZone();
  return (
    <div>
      <div role="tablist" aria-label="Engagement status" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((t) => (
          <button
            key={t.value}
            role="tab"
            type="button"
            aria-selected={tab.value === t.value}
            onClick={() => {
              setTab(t);
              setPages(1);
            }}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium ${tab.value === t.value ? 'border-primary text-primary' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab.label}>
        <ul className="divide-y divide-slate-200">
          {Array.from({ length: pages }, (_, page) => (
            <Rows
              key={`${tab.value}-${page}`}
              tab={tab}
              page={page}
              zone={zone}
              basePath={basePath}
              isLast={page === pages - 1}
              onMore={() => setPages(pages + 1)}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}

function Rows(props: { tab: Tab; page: number; zone: string; basePath: string; isLast: boolean; onMore: () => void }) {
  const { data, isLoading, isError } = useWorkItems({ status: props.tab.status, page: props.page });
  if (isLoading) return <li className="py-6 text-sm text-slate-600">Loading engagements…</li>;
  if (isError || !data) return <li className="py-6 text-sm text-red-700">Failed to load engagements.</li>;
  if (!data.results.length && props.page === 0) return <li className="py-6 text-sm text-slate-600">{props.tab.empty}</li>;
  return (
    <>
      {data.results.map((w) => (
        <WorkItemRow key={w._id} item={w} zone={props.zone} href={`${props.basePath}/${w._id}`} />
      ))}
      {props.isLast && data.hasMore && (
        <li className="py-3 text-center">
          <button type="button" className="btn-ghost" onClick={props.onMore}>
            Load more
          </button>
        </li>
      )}
    </>
  );
}

function WorkItemRow({ item, zone, href }: { item: WorkItemSummaryDto; zone: string; href: string }) {
  const other = otherPartyOf(item);
  const waiting = item.role === 'CUSTOMER' ? item.status === 'PROPOSAL' || (item.status === 'PAID' && item.lawyer_completed_at) : false;
  return (
    <li>
      <Link href={href} className="flex items-start gap-3 px-1 py-4 hover:bg-slate-50 sm:items-center">
        <Avatar src={other.picture} name={`${other.first} ${other.last}`} size={40} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-slate-900">{item.title}</p>
          <p className="truncate text-sm text-slate-700">{other.name}</p>
          <p className="text-sm text-slate-600">
            {formatPesoExact(item.price)} · updated {formatDay(item.updated_at, zone)}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <WorkItemStatusBadge status={displayStatus(item)} />
          {waiting && <span className="text-xs font-semibold text-secondary-800">Your turn</span>}
          {item.role === 'LAWYER' && item.status === 'PAID' && item.lawyer_completed_at && (
            <span className="text-xs text-slate-600">Client to confirm</span>
          )}
        </div>
      </Link>
    </li>
  );
}
