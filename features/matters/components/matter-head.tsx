'use client';

import { CalendarClock, Landmark, MapPin, Video } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { mattersApi, useMatterStep } from '@/features/matters/api/matters';
import type { MatterSummaryDto } from '@/features/matters/dto/matters';
import { useLocale, useT } from '@/lib/i18n/client';
import { MATTER_LIMITS } from '@/features/matters/rules/matters';
import { hearingWhen } from './format';
import { LastUpdate } from './last-update';
import { Field, SheetForm } from './sheet';

/** The head of a matter: what it is, who is on the other side, the next hearing, and (the lawyer's) Edit and Close. */
export function MatterHead({ matter }: { matter: MatterSummaryDto }) {
  const t = useT('matters');
  const locale = useLocale();
  const zone = useViewerTimeZone();
  const lawyer = matter.role === 'LAWYER';
  const other = lawyer ? matter.client : matter.lawyer;
  const closed = matter.closed_at !== null;
  const next = matter.next_hearing;
  // The client reads what is known; the lawyer also sees what is still to fill in (Edit).
  const facts = [
    { label: t('head.court'), value: matter.court },
    { label: t('head.caseNumber'), value: matter.case_number },
    { label: t('head.branch'), value: matter.branch },
  ].filter((f) => lawyer || f.value);
  return (
    <section aria-labelledby="matter-title" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-primary-700">{t('head.kicker')}</p>
            <h1 id="matter-title" className="mt-1 break-words text-2xl font-bold text-slate-900 sm:text-3xl">
              {matter.title}
            </h1>
            {matter.problem && <p className="mt-1 text-sm text-slate-600">{matter.problem}</p>}
          </div>
          {lawyer && !closed && (
            <div className="flex shrink-0 gap-2">
              <EditHead matter={matter} />
              <CloseMatter matter={matter} />
            </div>
          )}
        </div>
        {closed && (
          <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800" data-testid="matter-closed">
            <span className="font-semibold">{t('head.closedOn', { when: hearingWhen(matter.closed_at!, zone, locale) })}</span>
            {matter.close_reason ? ` — ${matter.close_reason}` : ''}
          </p>
        )}
        <div className="mt-5 flex items-center gap-3">
          <Avatar src={other.picture_url} name={other.name} size={40} />
          <div className="min-w-0">
            <p className="text-xs text-slate-600">{lawyer ? t('head.client') : t('head.lawyer')}</p>
            <p className="truncate font-medium text-slate-900">{lawyer ? other.name : t('head.attorney', { name: other.name })}</p>
          </div>
        </div>
        {facts.length > 0 && (
          <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
            {facts.map((f) => (
              <div key={f.label} className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-600">{f.label}</dt>
                <dd className={f.value ? 'font-medium text-slate-900' : 'text-slate-500'}>{f.value ?? t('head.notSet')}</dd>
              </div>
            ))}
          </dl>
        )}
        <LastUpdate days={matter.last_update_days} className="mt-4 text-sm text-slate-600" />
      </div>
      {next && !closed && (
        <div className="border-t border-primary-100 bg-primary-50 px-5 py-4 sm:px-6" data-testid="next-hearing">
          <p className="text-xs font-semibold uppercase tracking-wide text-primary-800">{t('head.nextHearing')}</p>
          <p className="mt-1 flex items-start gap-2 text-lg font-semibold text-slate-900">
            <CalendarClock className="mt-1 h-5 w-5 shrink-0 text-primary-700" aria-hidden="true" />
            <span>{hearingWhen(next.starts_at, zone, locale)}</span>
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              <Landmark className="h-4 w-4 text-slate-500" aria-hidden="true" />
              {next.branch ? `${next.court}, ${next.branch}` : next.court}
            </span>
            <span className="inline-flex items-center gap-1.5">
              {next.mode === 'VIDEOCONFERENCE' ? (
                <Video className="h-4 w-4 text-slate-500" aria-hidden="true" />
              ) : (
                <MapPin className="h-4 w-4 text-slate-500" aria-hidden="true" />
              )}
              {t(`hearing.mode.${next.mode}`)}
            </span>
          </p>
        </div>
      )}
    </section>
  );
}

function EditHead({ matter }: { matter: MatterSummaryDto }) {
  const t = useT('matters');
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState({ title: '', court: '', case_number: '', branch: '' });
  const step = useMatterStep((input: typeof fields) => mattersApi.edit(matter._id, input));
  const set = (key: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  return (
    <SheetForm
      open={open}
      setOpen={setOpen}
      pending={step.isPending}
      onOpen={() =>
        setFields({ title: matter.title, court: matter.court ?? '', case_number: matter.case_number ?? '', branch: matter.branch ?? '' })
      }
      trigger={
        <button type="button" className="btn-outline px-3">
          {t('head.edit')}
        </button>
      }
      title={t('head.editTitle')}
      action={() => step.mutateAsync(fields)}
      done={t('head.saved')}
    >
      <Field
        id="head-title"
        label={t('form.title')}
        value={fields.title}
        onChange={set('title')}
        required
        maxLength={MATTER_LIMITS.title}
      />
      <Field id="head-court" label={t('form.court')} value={fields.court} onChange={set('court')} maxLength={MATTER_LIMITS.court} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="head-case"
          label={t('form.caseNumber')}
          value={fields.case_number}
          onChange={set('case_number')}
          maxLength={MATTER_LIMITS.caseNumber}
        />
        <Field id="head-branch" label={t('form.branch')} value={fields.branch} onChange={set('branch')} maxLength={MATTER_LIMITS.branch} />
      </div>
    </SheetForm>
  );
}

function CloseMatter({ matter }: { matter: MatterSummaryDto }) {
  const t = useT('matters');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const step = useMatterStep((why: string) => mattersApi.close(matter._id, why));
  return (
    <SheetForm
      open={open}
      setOpen={setOpen}
      pending={step.isPending}
      trigger={
        <button type="button" className="btn-ghost px-3 text-red-700 hover:bg-red-50">
          {t('close.open')}
        </button>
      }
      title={t('close.title')}
      description={t('close.explain')}
      action={() => step.mutateAsync(reason.trim())}
      done={t('close.done')}
      submitLabel={t('close.confirm')}
      canSubmit={Boolean(reason.trim())}
      danger
    >
      <label htmlFor="close-reason" className="block text-sm font-medium text-slate-800">
        {t('close.reason')}
      </label>
      <textarea
        id="close-reason"
        rows={3}
        className="input"
        required
        maxLength={MATTER_LIMITS.closeReason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </SheetForm>
  );
}
