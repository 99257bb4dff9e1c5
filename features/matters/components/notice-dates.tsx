'use client';

import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import type { NoticeReadDto } from '@/features/matters/dto/matters';
import { useLocale, useT } from '@/lib/i18n/client';
import { hearingWhen } from './format';

const LABEL_STYLE: Record<NoticeReadDto['dates'][number]['label'], string> = {
  HEARING: 'bg-primary text-white',
  ISSUED: 'bg-slate-200 text-slate-800',
  DEADLINE: 'bg-rose-100 text-rose-900',
  OTHER: 'bg-slate-100 text-slate-700',
};

/**
 * What a court notice's reading offers: the dates found in its text, each with what it is and the words
 * it came from, one to pick (it fills the hearing form); or why there is none (no text, no dates).
 */
export function NoticeDates({ notice, picked, onPick }: { notice: NoticeReadDto; picked: number | null; onPick: (index: number) => void }) {
  const t = useT('matters');
  const locale = useLocale();
  const zone = useViewerTimeZone();
  return (
    <div className="mt-4" data-testid="notice-dates">
      {!notice.has_text ? (
        <p className="text-sm text-amber-900">{t('notice.noText')}</p>
      ) : notice.dates.length === 0 ? (
        <p className="text-sm text-amber-900">{t('notice.noDates')}</p>
      ) : (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('notice.pick')}</legend>
          <div className="mt-2 space-y-2">
            {notice.dates.map((d, i) => (
              <label
                key={`${d.starts_at}-${i}`}
                className={`flex cursor-pointer gap-3 rounded-lg border bg-white p-3 text-sm ${picked === i ? 'border-primary ring-2 ring-primary-200' : 'border-slate-200 hover:border-slate-300'}`}
              >
                <input type="radio" name="notice-date" className="mt-1 text-primary" checked={picked === i} onChange={() => onPick(i)} />
                <span className="min-w-0 flex-1">
                  <span className={`mr-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${LABEL_STYLE[d.label]}`}>
                    {t(`notice.label.${d.label}`)}
                  </span>
                  <span className="font-medium text-slate-900">{hearingWhen(d.starts_at, zone, locale)}</span>
                  {!d.has_time && <span className="block text-xs text-amber-800">{t('notice.noTime')}</span>}
                  <span className="mt-1 block break-words text-xs italic text-slate-600">“{d.excerpt}”</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
