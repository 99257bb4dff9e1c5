'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useLocale, useT } from '@/lib/i18n/client';
import { createMeeting } from '@/lib/api/meetings';
import type { ApiError } from '@/lib/api/client';
import { bookingFieldsSchema, checkAttachmentList, createMeetingError } from '@/lib/validation/meetings';
import type { WhereToStartRow } from '@/features/where-to-start/reference/where-to-start-words';
import type { PickedFile } from './attachment-picker';
import { useFailureText } from '@/components/ui/form-messages';
import { BookingPrice } from './booking-price';
import { CallOptions } from './call-options';
import { ChosenTime } from './chosen-time';
import { localizeAppUrl } from './localize-url';
import { SHARE_TRIAGE, ShareTriage } from './share-triage';

function LoadingAttachments() {
  const t = useT('booking');
  return <p className="text-sm text-slate-600">{t('form.loadingAttachments')}</p>;
}

// The uploader (file list, progress, removal) is only needed once a client attaches something.
const AttachmentPicker = dynamic(() => import('./attachment-picker'), { ssr: false, loading: () => <LoadingAttachments /> });

const textSchema = bookingFieldsSchema.pick({ subject: true, description: true });
type TextFields = { subject: string; description?: string };

type Props = {
  lawyerId: string;
  prices: { 30?: number; 60?: number };
  slots: { 30: string[]; 60: string[] };
  /** The slot to select: the one the client tapped, or the server's nearest free one when it was taken. */
  initialStart: string | null;
  /** The start the client tapped when it is no longer free (the server's fact): the form says so. */
  requestedStart?: string | null;
  initialDuration: 30 | 60;
  /** The case text and call type of an attempt whose payment failed ("Try again"). */
  initialCase?: { subject: string; description: string; callType: 'VIDEO' | 'PHONE' };
  /** Answers from "Where do I start?" the client came with (the server's words): offered to share, not shared unless ticked. */
  triage?: { query: string; rows: WhereToStartRow[] };
  /** "Atty. …", for the sharing box. */
  lawyerName: string;
};

/** Booking (spec §2): schedule, short case summary, detailed description, attachments, then payment. */
export function BookingForm({
  lawyerId,
  prices,
  slots,
  initialStart,
  requestedStart = null,
  initialDuration,
  initialCase,
  triage,
  lawyerName,
}: Props) {
  const locale = useLocale();
  const t = useT('booking');
  // Schema and server messages are the spec's English: shown in the page's language (booking-messages.ts).
  const message = useFailureText();
  const ids = { subject: useId(), description: useId(), share: useId() };
  const durations = ([30, 60] as const).filter((d) => prices[d] !== undefined);
  const [duration, setDuration] = useState<30 | 60>(durations.includes(initialDuration) ? initialDuration : (durations[0] ?? 30));
  const [callType, setCallType] = useState<'VIDEO' | 'PHONE'>(initialCase?.callType ?? 'VIDEO');
  const [start, setStart] = useState<string | null>(initialStart && slots[duration].includes(initialStart) ? initialStart : null);
  const [changing, setChanging] = useState(start === null);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [showFiles, setShowFiles] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const { register, handleSubmit, formState } = useForm<TextFields>({
    resolver: zodResolver(textSchema),
    defaultValues: { subject: initialCase?.subject ?? '', description: initialCase?.description ?? '' },
  });

  const chooseDuration = (d: 30 | 60) => {
    setDuration(d);
    if (start && !slots[d].includes(start)) {
      setStart(null);
      setChanging(true);
    }
  };
  const addFiles = (added: File[]) => {
    const next = [...files, ...added.map((file) => ({ key: `${file.name}-${file.size}-${crypto.randomUUID()}`, file }))];
    const problem = checkAttachmentList(next.map((f) => f.file));
    setFileError(problem);
    if (!problem) setFiles(next);
  };
  const removeFile = (key: string) => {
    setFiles(files.filter((f) => f.key !== key));
    setFileError(null);
  };

  const onSubmit = handleSubmit(async (values, event) => {
    if (!start) {
      setChanging(true);
      toast.error(t('form.chooseTime'));
      return;
    }
    const problem = checkAttachmentList(files.map((f) => f.file));
    if (problem) {
      setFileError(problem);
      return;
    }
    const form = new FormData();
    form.append('lawyer_id', lawyerId);
    form.append('start_time', start);
    form.append('duration', String(duration));
    form.append('call_type', callType);
    form.append('subject', values.subject);
    if (values.description) form.append('description', values.description);
    // The box is read from the form (uncontrolled): a tick given before the page's code arrived counts too.
    const share = (event?.target as HTMLFormElement | undefined)?.elements.namedItem(SHARE_TRIAGE) as HTMLInputElement | null;
    if (triage && share?.checked) form.append('triage', triage.query);
    for (const f of files) form.append('attachments', f.file, f.file.name);
    setSending(true);
    setProgress(files.length ? 0 : null);
    try {
      const { checkout_url } = await createMeeting(form, files.length ? setProgress : undefined);
      // Spec §4: creating a meeting sends the browser to the payment checkout (in the page's language).
      window.location.assign(localizeAppUrl(checkout_url, locale, window.location.origin));
    } catch (error) {
      const e = error as ApiError;
      toast.error(message(createMeetingError(e.status, e), t('errors.createFailed')));
      setSending(false);
      setProgress(null);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <section aria-labelledby="schedule-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="schedule-heading" className="text-lg font-semibold text-slate-900">
          {t('form.scheduleHeading')}
        </h2>
        <CallOptions
          durations={durations}
          prices={prices}
          duration={duration}
          onDuration={chooseDuration}
          callType={callType}
          onCallType={setCallType}
        />
        <ChosenTime
          slots={slots[duration]}
          requestedStart={requestedStart}
          initialStart={initialStart}
          start={start}
          changing={changing}
          onChangeTime={() => setChanging(true)}
          onPick={(s) => {
            setStart(s);
            setChanging(false);
          }}
        />
      </section>

      <section aria-labelledby="case-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="case-heading" className="text-lg font-semibold text-slate-900">
          {t('form.caseHeading')}
        </h2>
        <div className="mt-4">
          <label htmlFor={ids.subject} className="block text-sm font-medium text-slate-800">
            {t('form.subject')}
          </label>
          <input
            id={ids.subject}
            {...register('subject')}
            placeholder={t('form.subjectPlaceholder')}
            aria-invalid={formState.errors.subject ? true : undefined}
            aria-describedby={formState.errors.subject ? `${ids.subject}-error` : undefined}
            className={`input mt-1 ${formState.errors.subject ? 'border-red-600' : ''}`}
          />
          {formState.errors.subject && (
            <p id={`${ids.subject}-error`} className="mt-1 text-sm text-red-700">
              {message(formState.errors.subject.message ?? '')}
            </p>
          )}
        </div>
        <div className="mt-4">
          <label htmlFor={ids.description} className="block text-sm font-medium text-slate-800">
            {t('form.description')}
          </label>
          <textarea
            id={ids.description}
            rows={5}
            {...register('description')}
            className="input mt-1"
            placeholder={t('form.descriptionPlaceholder')}
          />
          {formState.errors.description && (
            <p className="mt-1 text-sm text-red-700">{message(formState.errors.description.message ?? '')}</p>
          )}
        </div>
        {triage && <ShareTriage id={ids.share} rows={triage.rows} lawyerName={lawyerName} />}
        <div className="mt-4">
          {showFiles ? (
            <AttachmentPicker
              files={files}
              progress={progress}
              disabled={sending}
              error={fileError && message(fileError)}
              onAdd={addFiles}
              onRemove={removeFile}
            />
          ) : (
            <button type="button" className="btn-outline" onClick={() => setShowFiles(true)}>
              {t('form.addAttachments')}
            </button>
          )}
        </div>
      </section>

      <BookingPrice price={prices[duration]} duration={duration} callType={callType} sending={sending} progress={progress} />
    </form>
  );
}
