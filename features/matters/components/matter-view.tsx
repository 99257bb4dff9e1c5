'use client';

import Link from 'next/link';
import { useMatter } from '@/features/matters/api/matters';
import type { MatterViewDto } from '@/features/matters/dto/matters';
import { useHref, useT } from '@/lib/i18n/client';
import { ClientComposer, LawyerComposer } from './composer';
import { HearingList } from './hearing-list';
import { MatterHead } from './matter-head';
import { MatterTimeline } from './matter-timeline';
import type { MatterPortal } from './format';

/**
 * Issue 64: one matter as its reader may see it — the head, the composer, the timeline and the hearings. The
 * server page reads it and renders it (issue 72, item 10: nothing to wait for on a slow phone); each change
 * made here refreshes it from GET matters/{id}.
 */
export function MatterView({ initial, portal }: { initial: MatterViewDto; portal: MatterPortal }) {
  const t = useT('matters');
  const href = useHref();
  const data = useMatter(initial.matter._id, initial).data;
  const { matter } = data;
  const lawyer = matter.role === 'LAWYER';
  const open = matter.closed_at === null;
  const linked = data.linked;
  const anyLinked = linked.meetings.length + linked.work_items.length + linked.questions.length + linked.files.length > 0;
  return (
    <div className="space-y-6">
      <MatterHead matter={matter} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {open && (lawyer ? <LawyerComposer matter={matter} /> : <ClientComposer matterId={matter._id} />)}
          <MatterTimeline matterId={matter._id} first={data.entries} portal={portal} />
        </div>
        <aside className="space-y-6" aria-label={t('page.aside')}>
          <HearingList matter={matter} hearings={data.hearings} />
          <section aria-labelledby="linked-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="linked-heading" className="text-base font-semibold text-slate-900">
              {t('linked.heading')}
            </h2>
            <p className="mt-1 text-xs text-slate-600">{t('linked.files', { count: data.file_count })}</p>
            {anyLinked ? (
              <ul className="mt-3 space-y-2 text-sm">
                {linked.meetings.map((m) => (
                  <li key={m._id}>
                    <Link href={href(`${portal}/meeting/${m._id}`)} className="font-medium text-primary hover:underline">
                      {t('linked.meeting', { subject: m.subject })}
                    </Link>
                  </li>
                ))}
                {linked.work_items.map((w) => (
                  <li key={w._id}>
                    <Link href={href(`${portal}/work-items/${w._id}`)} className="font-medium text-primary hover:underline">
                      {t('linked.workItem', { title: w.title })}
                    </Link>
                  </li>
                ))}
                {linked.questions.map((q) => (
                  <li key={q._id}>
                    <Link href={href(`${portal}/questions/${q._id}`)} className="font-medium text-primary hover:underline">
                      {t('linked.question')}
                    </Link>
                  </li>
                ))}
                {linked.files.map((f) => (
                  <li key={`${f.on._id}-${f._id}`} data-testid="linked-file">
                    <a href={f.url} className="break-all font-medium text-primary hover:underline">
                      {t(`linked.fileOn.${f.on.kind}`, { name: f.name })}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-slate-600">{t('linked.none')}</p>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
