'use client';

import { FileSearch } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFailureText } from '@/components/ui/form-messages';
import { mattersApi, useMatterStep, useNoticeRead } from '@/features/matters/api/matters';
import type { MatterSummaryDto } from '@/features/matters/dto/matters';
import { useT } from '@/lib/i18n/client';
import { HEARING_MODES, MATTER_LIMITS, type HearingMode } from '@/features/matters/rules/matters';
import { manilaFields, manilaInstant } from './format';
import { NoticeDates } from './notice-dates';
import { Field, ShareBox } from './sheet';

/** The fields of a hearing as the lawyer fills them (Philippine time). */
export type HearingFieldValues = { date: string; time: string; court: string; branch: string; mode: HearingMode };

/** Date, time, court, branch and how it is held: the one set of fields of a new hearing and of a change. */
export function HearingFields({
  prefix,
  values,
  onChange,
}: {
  prefix: string;
  values: HearingFieldValues;
  onChange: (v: HearingFieldValues) => void;
}) {
  const t = useT('matters');
  const set = (key: keyof HearingFieldValues) => (value: string) => onChange({ ...values, [key]: value });
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <Field id={`${prefix}-date`} type="date" label={t('form.date')} value={values.date} onChange={set('date')} required />
        <Field id={`${prefix}-time`} type="time" label={t('form.timeManila')} value={values.time} onChange={set('time')} required />
      </div>
      <Field
        id={`${prefix}-court`}
        label={t('form.court')}
        value={values.court}
        onChange={set('court')}
        required
        maxLength={MATTER_LIMITS.court}
      />
      <Field
        id={`${prefix}-branch`}
        label={t('form.branch')}
        value={values.branch}
        onChange={set('branch')}
        maxLength={MATTER_LIMITS.branch}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('hearing.how')}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {HEARING_MODES.map((mode) => (
            <label
              key={mode}
              className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${values.mode === mode ? 'border-primary bg-primary-50 text-primary-900' : 'border-slate-300 text-slate-700'}`}
            >
              <input
                type="radio"
                name={`${prefix}-mode`}
                value={mode}
                checked={values.mode === mode}
                onChange={() => set('mode')(mode)}
                className="text-primary"
              />
              {t(`hearing.mode.${mode}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/**
 * The lawyer's Hearing tab: read a court notice (its dates offered as choices; the one picked fills the
 * form) or fill the form by hand. Nothing is added until the lawyer confirms with "Add hearing".
 */
export function HearingComposer({ matter }: { matter: MatterSummaryDto }) {
  const t = useT('matters');
  const say = useFailureText();
  const pdf = useRef<HTMLInputElement>(null);
  const blank: HearingFieldValues = { date: '', time: '08:30', court: matter.court ?? '', branch: matter.branch ?? '', mode: 'IN_PERSON' };
  const [values, setValues] = useState<HearingFieldValues>(blank);
  const [note, setNote] = useState('');
  const [shared, setShared] = useState(true);
  // The notice uploaded (its entry) and its reading, asked again until it ends (issue 73 item 5).
  const [noticeEntry, setNoticeEntry] = useState<string | null>(null);
  const noticeRead = useNoticeRead(matter._id, noticeEntry);
  const notice = noticeRead.data?.status === 'done' ? noticeRead.data : null;
  const readFailed = noticeRead.data?.status === 'failed' || noticeRead.isError;
  const [picked, setPicked] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const reading = uploading || (noticeEntry !== null && !notice && !readFailed);
  const add = useMatterStep(() =>
    mattersApi.addHearing(matter._id, {
      starts_at: manilaInstant(values.date, values.time) ?? '',
      court: values.court,
      branch: values.branch || undefined,
      mode: values.mode,
      notice_file_id: picked !== null && notice ? notice.file_id : undefined,
      note: note || undefined,
      shared,
    }),
  );

  const fillHead = useMatterStep((head: { court?: string; branch?: string; case_number?: string }) => mattersApi.edit(matter._id, head));
  // The fields are shared with the change-a-hearing sheet and live in state here, as there; the kit holds the submit.
  const { submit } = useActionForm<Record<string, never>>({
    action: async () => {
      await add.mutateAsync(undefined);
      // What the notice named and the head still lacks (court, branch, case number) goes to the head too.
      const fromNotice = picked !== null ? notice : null;
      const head = fromNotice && {
        court: matter.court ? undefined : values.court.trim() || undefined,
        branch: matter.branch ? undefined : values.branch.trim() || undefined,
        case_number: matter.case_number ? undefined : (fromNotice.case_number ?? undefined),
      };
      if (head && Object.values(head).some(Boolean)) await fillHead.mutateAsync(head).catch(() => undefined);
    },
    done: t('hearing.added'),
    onDone: () => {
      setValues(blank);
      setNote('');
      setNoticeEntry(null);
      setPicked(null);
      if (pdf.current) pdf.current.value = '';
    },
    failure: t('form.failed'),
  });

  const read = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setUploading(true);
    try {
      // Answered at once with the entry and "reading"; what the text offers comes with the reading's end.
      const answer = await mattersApi.readNotice(matter._id, form);
      setPicked(null);
      setNoticeEntry(answer.entry_id);
    } catch (error) {
      toast.error(say(error, t('notice.failed')));
    } finally {
      setUploading(false);
    }
  };

  const pick = (index: number) => {
    if (!notice) return;
    const offered = notice.dates[index];
    setPicked(index);
    setValues({
      ...manilaFields(offered.starts_at),
      court: notice.court ?? matter.court ?? values.court,
      branch: notice.branch ?? matter.branch ?? values.branch,
      mode: values.mode,
    });
  };

  return (
    <div className="space-y-5">
      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
        <div className="flex items-start gap-3">
          <FileSearch className="mt-0.5 h-5 w-5 shrink-0 text-primary-700" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <label htmlFor="notice-file" className="block text-sm font-semibold text-slate-900">
              {t('notice.heading')}
            </label>
            <p className="mt-0.5 text-xs text-slate-600">{t('notice.explain')}</p>
            <input
              ref={pdf}
              id="notice-file"
              type="file"
              accept="application/pdf,.pdf"
              disabled={reading}
              className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-primary-700"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void read(file);
              }}
            />
            {reading && (
              <p className="mt-2 text-sm text-slate-600" role="status" data-testid="notice-reading">
                {t('notice.reading')} <span className="block text-xs">{t('notice.readingWait')}</span>
              </p>
            )}
            {readFailed && (
              <p className="mt-2 text-sm text-amber-900" role="status">
                {t('notice.failed')}
              </p>
            )}
          </div>
        </div>
        {notice && <NoticeDates notice={notice} picked={picked} onPick={pick} />}
      </div>

      <form method="post" className="space-y-3" aria-label={t('hearing.formLabel')} onSubmit={submit}>
        <p className="text-sm font-semibold text-slate-900">{picked !== null ? t('hearing.checkPicked') : t('hearing.byHand')}</p>
        <HearingFields prefix="hearing" values={values} onChange={setValues} />
        <Field id="hearing-note" label={t('hearing.note')} value={note} onChange={setNote} maxLength={MATTER_LIMITS.body} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <ShareBox id="hearing-share" shared={shared} onChange={setShared} />
          <button type="submit" className="btn-primary" disabled={add.isPending || !values.date || !values.court.trim()}>
            {add.isPending ? t('form.saving') : t('hearing.add')}
          </button>
        </div>
      </form>
    </div>
  );
}
