'use client';

import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useNow } from '@/components/ui/use-now';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { mattersApi, useMatterStep } from '@/features/matters/api/matters';
import type { HearingDto, MatterSummaryDto } from '@/features/matters/dto/matters';
import { useLocale, useT } from '@/lib/i18n/client';
import { hearingWhen, manilaFields, manilaInstant } from './format';
import { HearingFields, type HearingFieldValues } from './hearing-form';
import { SheetForm } from './sheet';

/** The matter's hearings, soonest first; the lawyer may change or cancel one (both parties are told). */
export function HearingList({ matter, hearings }: { matter: MatterSummaryDto; hearings: HearingDto[] }) {
  const t = useT('matters');
  // Past or upcoming by the minute; before the clock is read (the server's render) every hearing counts as upcoming.
  const now = useNow(60_000) ?? 0;
  const sorted = [...hearings].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const upcoming = sorted.filter((h) => !h.cancelled_at && Date.parse(h.starts_at) > now);
  const rest = sorted.filter((h) => !upcoming.includes(h)).reverse();
  const editable = matter.role === 'LAWYER' && matter.closed_at === null;
  return (
    <section aria-labelledby="hearings-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="hearings-heading" className="text-base font-semibold text-slate-900">
        {t('hearing.listHeading')}
      </h2>
      {sorted.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{matter.role === 'LAWYER' ? t('hearing.noneLawyer') : t('hearing.noneClient')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {[...upcoming, ...rest].map((h) => (
            <HearingItem
              key={h._id}
              matterId={matter._id}
              hearing={h}
              past={!h.cancelled_at && !upcoming.includes(h)}
              editable={editable && upcoming.includes(h)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function HearingItem({ matterId, hearing, past, editable }: { matterId: string; hearing: HearingDto; past: boolean; editable: boolean }) {
  const t = useT('matters');
  const locale = useLocale();
  const zone = useViewerTimeZone();
  const cancelled = hearing.cancelled_at !== null;
  return (
    <li className="rounded-xl border border-slate-200 p-3" data-testid="hearing">
      <div className="flex items-start gap-2">
        <CalendarClock
          className={`mt-0.5 h-4 w-4 shrink-0 ${cancelled || past ? 'text-slate-400' : 'text-primary-700'}`}
          aria-hidden="true"
        />
        <div className="min-w-0 flex-1 text-sm">
          <p className={`font-semibold ${cancelled ? 'text-slate-500 line-through' : 'text-slate-900'}`}>
            {hearingWhen(hearing.starts_at, zone, locale)}
          </p>
          <p className="text-slate-700">{hearing.branch ? `${hearing.court}, ${hearing.branch}` : hearing.court}</p>
          <p className="text-slate-600">{t(`hearing.mode.${hearing.mode}`)}</p>
          {cancelled && <p className="mt-1 text-xs font-semibold text-rose-800">{t('hearing.cancelled')}</p>}
          {past && <p className="mt-1 text-xs text-slate-500">{t('hearing.past')}</p>}
        </div>
      </div>
      {editable && (
        <div className="mt-2 flex justify-end gap-1">
          <ChangeHearing matterId={matterId} hearing={hearing} />
          <CancelHearing matterId={matterId} hearing={hearing} />
        </div>
      )}
    </li>
  );
}

function ChangeHearing({ matterId, hearing }: { matterId: string; hearing: HearingDto }) {
  const t = useT('matters');
  const [open, setOpen] = useState(false);
  const initial = (): HearingFieldValues => ({
    ...manilaFields(hearing.starts_at),
    court: hearing.court,
    branch: hearing.branch ?? '',
    mode: hearing.mode,
  });
  const [values, setValues] = useState<HearingFieldValues>(initial);
  const step = useMatterStep(() =>
    mattersApi.changeHearing(matterId, hearing._id, {
      starts_at: manilaInstant(values.date, values.time) ?? '',
      court: values.court,
      branch: values.branch || undefined,
      mode: values.mode,
    }),
  );
  return (
    <SheetForm
      open={open}
      setOpen={setOpen}
      pending={step.isPending}
      onOpen={() => setValues(initial())}
      trigger={
        <button type="button" className="btn-ghost px-2 py-1">
          {t('hearing.change')}
        </button>
      }
      title={t('hearing.changeTitle')}
      description={t('hearing.changeExplain')}
      action={() => step.mutateAsync(undefined)}
      done={t('hearing.changed')}
    >
      <HearingFields prefix={`change-${hearing._id}`} values={values} onChange={setValues} />
    </SheetForm>
  );
}

function CancelHearing({ matterId, hearing }: { matterId: string; hearing: HearingDto }) {
  const t = useT('matters');
  const [open, setOpen] = useState(false);
  const step = useMatterStep(() => mattersApi.cancelHearing(matterId, hearing._id));
  return (
    <SheetForm
      open={open}
      setOpen={setOpen}
      pending={step.isPending}
      trigger={
        <button type="button" className="btn-ghost px-2 py-1 text-red-700 hover:bg-red-50">
          {t('hearing.cancel')}
        </button>
      }
      title={t('hearing.cancelTitle')}
      description={t('hearing.cancelExplain')}
      action={() => step.mutateAsync(undefined)}
      done={t('hearing.cancelDone')}
      cancelLabel={t('hearing.keep')}
      submitLabel={t('hearing.cancelConfirm')}
      pendingLabel={t('hearing.cancelConfirm')}
      danger
    />
  );
}
