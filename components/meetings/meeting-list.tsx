'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { useMeetings } from '@/lib/api/meetings';
import type { MeetingFilter } from '@/lib/validation/meetings';
import { useHref, useLocale, useT } from '@/lib/i18n/client';
import { callLabel, meetingWhenIn, otherParty } from './format';
import { meetingZone } from '@/lib/rules/meeting-kinds';
import { StatusBadge } from './status-badge';
import { UnreadIndicator } from './unread-indicator';
import type { MeetingDto } from '@/lib/dto/meeting';

// Catalogue keys (`list.*` of `meetings`) of each tab's name and its empty sentence.
const TABS: { value: MeetingFilter; label: string; empty: string }[] = [
  { value: 'today', label: 'list.today', empty: 'list.emptyToday' },
  { value: 'upcoming', label: 'list.upcoming', empty: 'list.emptyUpcoming' },
  { value: 'past', label: 'list.past', empty: 'list.emptyPast' },
];

/** Spec §2 meeting list: today's, upcoming and past, paged, with the unread-messages indicator. */
export function MeetingList({
  basePath,
  initialTab = 'upcoming',
}: {
  basePath: '/customer-portal/meeting' | '/lawyer-portal/meeting';
  initialTab?: MeetingFilter;
}) {
  const [current, setTab] = useState<MeetingFilter>(initialTab);
  const [pages, setPages] = useState(1);
  const zone = useViewerTimeZone();
  const t = useT('meetings');
  return (
    <div>
      <div role="tablist" aria-label={t('list.label')} className="flex gap-1 border-b border-slate-200">
        {TABS.map((tab) => (
          <button
            key={tab.value}
            role="tab"
            type="button"
            aria-selected={current === tab.value}
            onClick={() => {
              setTab(tab.value);
              setPages(1);
            }}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${current === tab.value ? 'border-primary text-primary' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(TABS.find((tab) => tab.value === current)!.label)}>
        <ul className="divide-y divide-slate-200">
          {Array.from({ length: pages }, (_, page) => (
            <MeetingPageRows
              key={`${current}-${page}`}
              filter={current}
              page={page}
              zone={zone}
              basePath={basePath}
              isLast={page === pages - 1}
              empty={page === 0 ? t(TABS.find((tab) => tab.value === current)!.empty) : null}
              onMore={() => setPages(pages + 1)}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}

function MeetingPageRows(props: {
  filter: MeetingFilter;
  page: number;
  zone: string;
  basePath: string;
  isLast: boolean;
  empty: string | null;
  onMore: () => void;
}) {
  const { data, isLoading, isError } = useMeetings({ filter: props.filter, page: props.page, tz: props.zone });
  const t = useT('meetings');
  const href = useHref();
  if (isLoading) return <li className="py-6 text-sm text-slate-600">{t('list.loading')}</li>;
  if (isError || !data) return <li className="py-6 text-sm text-red-700">{t('list.failed')}</li>;
  if (!data.results.length && props.empty) return <li className="py-6 text-sm text-slate-600">{props.empty}</li>;
  return (
    <>
      {data.results.map((m) => (
        <MeetingRow key={m._id} meeting={m} zone={props.zone} href={href(`${props.basePath}/${m._id}`)} />
      ))}
      {props.isLast && data.hasMore && (
        <li className="py-3 text-center">
          <button type="button" className="btn-ghost" onClick={props.onMore}>
            {t('list.more')}
          </button>
        </li>
      )}
    </>
  );
}

/**
 * Abroad, the reader's clock with Manila's beside it (issue 63), as the meeting page heads it: on a
 * line each, so a phone does not break the two spans mid-time (the separator stays for screen readers).
 */
function MeetingWhen({ text }: { text: string }) {
  const [mine, manila] = text.split(' · ');
  return (
    <p className="text-sm text-slate-700">
      {mine}
      {manila ? (
        <>
          <span className="sr-only"> · </span>
          <span className="block text-slate-500">{manila}</span>
        </>
      ) : null}
    </p>
  );
}

export function MeetingRow({ meeting, zone, href }: { meeting: MeetingDto; zone: string; href: string }) {
  const other = otherParty(meeting);
  const shown = meetingZone(meeting, zone);
  const t = useT('meetings');
  const locale = useLocale();
  return (
    <li>
      <Link href={href} className="flex items-start gap-3 px-1 py-4 hover:bg-slate-50 sm:items-center">
        <Avatar src={other.picture} name={`${other.first} ${other.last}`} size={40} />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">{other.name}</p>
          <MeetingWhen text={meetingWhenIn(meeting, shown, locale, t)} />
          <p className="truncate text-sm text-slate-600">
            {callLabel(meeting, t)} · {meeting.subject}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <StatusBadge status={meeting.status} />
          <UnreadIndicator count={meeting.unread_count} />
        </div>
      </Link>
    </li>
  );
}
