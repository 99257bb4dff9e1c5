'use client';

import Link from 'next/link';
import { CalendarClock, ChevronRight, Scale } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { useMatters } from '@/features/matters/api/matters';
import type { MatterListDto, MatterSummaryDto } from '@/features/matters/dto/matters';
import { useHref, useLocale, useT } from '@/lib/i18n/client';
import { hearingWhen } from './format';
import { LastUpdate } from './last-update';

/** The reader's matters: open ones first (the server's order), closed ones marked; the server page renders the first read. */
export function MatterList({
  basePath,
  initial,
}: {
  basePath: '/lawyer-portal/matters' | '/customer-portal/matters';
  initial: MatterListDto;
}) {
  const t = useT('matters');
  const data = useMatters(initial).data;
  if (data.results.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
        <Scale className="h-8 w-8 text-slate-400" aria-hidden="true" />
        <p className="font-medium text-slate-900">{t('list.emptyTitle')}</p>
        <p className="max-w-md text-sm text-slate-600">
          {basePath === '/lawyer-portal/matters' ? t('list.emptyLawyer') : t('list.emptyClient')}
        </p>
      </div>
    );
  return (
    <ul className="divide-y divide-slate-200">
      {data.results.map((m) => (
        <MatterRow key={m._id} matter={m} basePath={basePath} />
      ))}
    </ul>
  );
}

function MatterRow({ matter, basePath }: { matter: MatterSummaryDto; basePath: string }) {
  const t = useT('matters');
  const locale = useLocale();
  const href = useHref();
  const zone = useViewerTimeZone();
  const other = matter.role === 'LAWYER' ? matter.client : matter.lawyer;
  const otherName = matter.role === 'LAWYER' ? other.name : t('head.attorney', { name: other.name });
  const closed = matter.closed_at !== null;
  return (
    <li>
      <Link
        href={href(`${basePath}/${matter._id}`)}
        className={`group flex items-start gap-3 rounded-lg px-2 py-4 hover:bg-slate-50 sm:items-center sm:px-3 ${closed ? 'opacity-80' : ''}`}
      >
        <Avatar src={other.picture_url} name={other.name} size={44} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="line-clamp-2 break-words font-semibold text-slate-900">{matter.title}</p>
            {closed && (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">{t('head.closed')}</span>
            )}
          </div>
          <p className="text-sm text-slate-700">{otherName}</p>
          {matter.next_hearing && !closed && (
            <p className="mt-1 flex items-start gap-1.5 text-sm font-medium text-primary-800">
              <CalendarClock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>{t('list.nextHearing', { when: hearingWhen(matter.next_hearing.starts_at, zone, locale) })}</span>
            </p>
          )}
          <LastUpdate days={matter.last_update_days} className="mt-1 text-xs text-slate-600" />
        </div>
        <ChevronRight className="mt-1 h-5 w-5 shrink-0 text-slate-400 group-hover:text-slate-600 sm:mt-0" aria-hidden="true" />
      </Link>
    </li>
  );
}
