'use client';

import { WhereToStartRows } from '@/features/where-to-start/components/answer-rows';
import { useT } from '@/lib/i18n/client';
import type { WhereToStartRow } from '@/features/where-to-start/reference/where-to-start-words';

/** The box's name: the form reads it at submit (uncontrolled), so a tick given before the page's code arrived counts too. */
export const SHARE_TRIAGE = 'share_triage';

/** The "Where do I start?" answers the client came with, offered to the lawyer: shared only if ticked. */
export function ShareTriage({ id, rows, lawyerName }: { id: string; rows: WhereToStartRow[]; lawyerName: string }) {
  const t = useT('booking');
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="flex items-start gap-3">
        <input name={SHARE_TRIAGE} id={id} type="checkbox" className="mt-1 h-5 w-5 shrink-0" aria-describedby={`${id}-answers`} />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('form.shareTriage', { lawyer: lawyerName })}
        </label>
      </div>
      <WhereToStartRows id={`${id}-answers`} rows={rows} className="mt-2 pl-8" />
      <p className="mt-2 pl-8 text-xs text-slate-600">{t('form.shareNote')}</p>
    </div>
  );
}
