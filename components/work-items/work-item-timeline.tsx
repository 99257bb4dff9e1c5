'use client';

import { formatDayTime } from '@/lib/format/zoned-time';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { useLocale, useT } from '@/lib/i18n/client';
import { eventLabel, timesShownText } from './format';

/** Every status change and milestone, oldest first, from the viewer's side. */
export function WorkItemTimeline({ item, zone }: { item: WorkItemDto; zone: string }) {
  const t = useT('work');
  const locale = useLocale();
  const client = `${item.customer.first_name} ${item.customer.last_name}`;
  return (
    <section aria-labelledby="timeline-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="timeline-heading" className="text-lg font-semibold text-slate-900">
        {t('event.timeline')}
      </h2>
      <p className="mt-1 text-xs text-slate-600">{timesShownText(t, zone, locale)}</p>
      <ol aria-label={t('event.timeline')} className="mt-3 border-l-2 border-slate-200 pl-4">
        {item.timeline.map((e) => (
          <li key={e._id} className="relative pb-3 last:pb-0">
            <span
              className={`absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full ${e.to_status && e.to_status !== e.from_status ? 'bg-primary' : 'bg-slate-400'}`}
              aria-hidden="true"
            />
            <p className="text-sm text-slate-900">{eventLabel(t, e, item.role, item.lawyer.display_name, client)}</p>
            <p className="text-xs text-slate-600">{formatDayTime(e.created_at, zone, locale)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
