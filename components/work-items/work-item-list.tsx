'use client';

import { formatDay } from '@/lib/format/zoned-time';
import Link from 'next/link';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { formatPesoExact } from '@/lib/format/money';
import { useWorkItems } from '@/lib/api/work-items';
import { useHref, useLocale, useT, type Translate } from '@/lib/i18n/client';
import type { WorkItemStatus, WorkItemSummaryDto } from '@/lib/dto/work-item';
import { displayStatus, otherPartyOf } from './format';
import { WorkItemStatusBadge } from './status-badge';

// `label` and `empty` are keys of the `work` namespace's `list`.
type Tab = { value: string; label: string; status?: WorkItemStatus[]; empty: string };

const CLIENT_TABS: Tab[] = [
  { value: 'all', label: 'all', empty: 'emptyClientAll' },
  { value: 'proposals', label: 'proposals', status: ['PROPOSAL'], empty: 'emptyClientProposals' },
  { value: 'active', label: 'inProgress', status: ['PAYMENT_PENDING', 'PAID'], empty: 'emptyClientActive' },
  { value: 'completed', label: 'completed', status: ['COMPLETED'], empty: 'emptyCompleted' },
  { value: 'rejected', label: 'rejected', status: ['REJECTED'], empty: 'emptyClientRejected' },
];

const LAWYER_TABS: Tab[] = [
  { value: 'all', label: 'all', empty: 'emptyLawyerAll' },
  { value: 'drafts', label: 'drafts', status: ['DRAFT'], empty: 'emptyDrafts' },
  { value: 'proposals', label: 'sent', status: ['PROPOSAL', 'PAYMENT_PENDING'], empty: 'emptyLawyerProposals' },
  { value: 'active', label: 'paid', status: ['PAID'], empty: 'emptyLawyerActive' },
  { value: 'completed', label: 'completed', status: ['COMPLETED'], empty: 'emptyCompleted' },
  { value: 'rejected', label: 'rejected', status: ['REJECTED'], empty: 'emptyLawyerRejected' },
];

/** The engagements of either portal: status tabs and "Load more" paging (results, hasMore, page). */
export function WorkItemList({ basePath }: { basePath: '/customer-portal/work-items' | '/lawyer-portal/work-items' }) {
  const tabs = basePath.startsWith('/lawyer') ? LAWYER_TABS : CLIENT_TABS;
  const [tab, setTab] = useState(tabs[0]);
  const [pages, setPages] = useState(1);
  const zone = useViewerTimeZone();
  const t = useT('work');
  const href = useHref();
  return (
    <div>
      <div role="tablist" aria-label={t('list.tablist')} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((x) => (
          <button
            key={x.value}
            role="tab"
            type="button"
            aria-selected={tab.value === x.value}
            onClick={() => {
              setTab(x);
              setPages(1);
            }}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium ${tab.value === x.value ? 'border-primary text-primary' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t(`list.${x.label}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`list.${tab.label}`)}>
        <ul className="divide-y divide-slate-200">
          {Array.from({ length: pages }, (_, page) => (
            <Rows
              key={`${tab.value}-${page}`}
              tab={tab}
              page={page}
              zone={zone}
              basePath={href(basePath)}
              t={t}
              isLast={page === pages - 1}
              onMore={() => setPages(pages + 1)}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}

function Rows(props: { tab: Tab; page: number; zone: string; basePath: string; isLast: boolean; onMore: () => void; t: Translate }) {
  const { t } = props;
  const { data, isLoading, isError } = useWorkItems({ status: props.tab.status, page: props.page });
  if (isLoading) return <li className="py-6 text-sm text-slate-600">{t('list.loading')}</li>;
  if (isError || !data) return <li className="py-6 text-sm text-red-700">{t('list.failed')}</li>;
  if (!data.results.length && props.page === 0) return <li className="py-6 text-sm text-slate-600">{t(`list.${props.tab.empty}`)}</li>;
  return (
    <>
      {data.results.map((w) => (
        <WorkItemRow key={w._id} item={w} zone={props.zone} href={`${props.basePath}/${w._id}`} t={t} />
      ))}
      {props.isLast && data.hasMore && (
        <li className="py-3 text-center">
          <button type="button" className="btn-ghost" onClick={props.onMore}>
            {t('list.loadMore')}
          </button>
        </li>
      )}
    </>
  );
}

function WorkItemRow({ item, zone, href, t }: { item: WorkItemSummaryDto; zone: string; href: string; t: Translate }) {
  const locale = useLocale();
  const shown = displayStatus(item);
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
            {t('list.updated', { price: formatPesoExact(item.price), day: formatDay(item.updated_at, zone, locale) })}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <WorkItemStatusBadge status={shown} label={t(`status.${shown}`)} />
          {waiting && <span className="text-xs font-semibold text-secondary-800">{t('list.yourTurn')}</span>}
          {item.role === 'LAWYER' && item.status === 'PAID' && item.lawyer_completed_at && (
            <span className="text-xs text-slate-600">{t('list.clientToConfirm')}</span>
          )}
        </div>
      </Link>
    </li>
  );
}
