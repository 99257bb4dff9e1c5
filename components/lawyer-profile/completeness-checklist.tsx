import { CheckCircle2, Circle } from 'lucide-react';
import Link from 'next/link';
import type { CompletenessItem } from '@/lib/dto/lawyer-profile';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';
import { COMPLETENESS_LABELS } from '@/lib/validation/lawyer-profile';

const ITEMS = Object.keys(COMPLETENESS_LABELS) as CompletenessItem[];

/** The spec §4 completeness rule as a checklist; each open item links to the section that fills it. */
export async function CompletenessChecklist({ missing, locale }: { missing: CompletenessItem[]; locale: Locale }) {
  const t = await textFor(locale, 'editor');
  const done = ITEMS.length - missing.length;
  return (
    <div>
      <div className="flex items-center gap-3">
        <div
          className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={ITEMS.length}
          aria-valuenow={done}
          aria-label={t('checklist.progress')}
        >
          <div className="h-full rounded-full bg-primary-600 transition-all" style={{ width: `${(done / ITEMS.length) * 100}%` }} />
        </div>
        <span className="text-sm font-semibold tabular-nums text-slate-700">
          {done}/{ITEMS.length}
        </span>
      </div>
      <ul className="mt-3 grid gap-1 sm:grid-cols-2" aria-label={t('checklist.list')}>
        {ITEMS.map((item) => {
          const open = missing.includes(item);
          const { href } = COMPLETENESS_LABELS[item];
          return (
            <li key={item}>
              <Link
                href={localePath(locale, href)}
                className="flex min-h-10 items-center gap-2 rounded-md px-2 text-sm hover:bg-slate-50"
                data-done={!open}
              >
                {open ? (
                  <Circle className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                ) : (
                  <CheckCircle2 className="h-4 w-4 shrink-0 text-primary-600" aria-hidden="true" />
                )}
                <span className={open ? 'text-slate-800' : 'text-slate-500 line-through decoration-slate-300'}>
                  {t(`checklist.items.${item}`)}
                </span>
                <span className="sr-only">{open ? t('checklist.todo') : t('checklist.done')}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
