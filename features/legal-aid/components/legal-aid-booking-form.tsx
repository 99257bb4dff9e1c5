'use client';

import { useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { SlotPicker } from '@/components/booking/slot-picker';
import { inZone } from '@/components/booking/booking-time';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { goTo } from '@/components/portal/go-to';
import { LegalIssueCombobox } from '@/components/search/legal-issue-combobox';
import { useFailureText } from '@/components/ui/form-messages';
import { lazyZodResolver } from '@/components/ui/lazy-resolver';
import { useHydrated } from '@/components/ui/use-hydrated';
import { legalAidApi } from '@/features/legal-aid/api/legal-aid';
import { formatDayTime, zoneLabel } from '@/lib/format/zoned-time';
import { useHref, useLocale, useT } from '@/lib/i18n/client';
import type { LegalProblem } from '@/lib/reference/legal-problems';

type TextFields = { subject: string; description?: string };

// Only the case text is checked in the form (the schema loads on first validation, issue 28); the time,
// the call type and the problem are chosen from lists.
const validate = lazyZodResolver<TextFields>(() =>
  import('@/features/legal-aid/validation/legal-aid').then((m) => m.legalAidBookingSchema.pick({ subject: true, description: true })),
);

type Props = {
  lawyerId: string;
  lawyerName: string;
  /** The problem to start with (from "Where do I start?" or the desk's list). */
  problem: LegalProblem | null;
  /** The lawyer's free legal-aid times (ISO starts; the page's read of GET lawyers/{id}/legal-aid/slots). */
  initialSlots: string[];
};

/**
 * Issue 61: book one of a lawyer's free legal-aid times — the times grouped by day as the booking's
 * slot picker does, video or phone, the legal problem, subject and description — with no checkout:
 * POST legal-aid/bookings, then the meeting page. A refusal (the person's limit of open matters, the
 * time taken meanwhile) is shown in the server's words.
 */
export function LegalAidBookingForm({ lawyerId, lawyerName, problem: initialProblem, initialSlots }: Props) {
  const t = useT('legalAid');
  const booking = useT('booking');
  const say = useFailureText();
  const href = useHref();
  const locale = useLocale();
  const zone = useViewerTimeZone();
  const hydrated = useHydrated();
  const ids = { call: useId(), subject: useId(), description: useId(), problem: useId() };
  const [slots, setSlots] = useState<string[]>(initialSlots);
  const [start, setStart] = useState<string | null>(null);
  const [callType, setCallType] = useState<'VIDEO' | 'PHONE'>('VIDEO');
  const [problem, setProblem] = useState<LegalProblem | null>(initialProblem);
  const [problemMissing, setProblemMissing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The subject starts as the problem's name (one field fewer to fill on a phone) and follows the problem chosen
  // until the person writes their own.
  const { register, handleSubmit, formState, getValues, setValue } = useForm<TextFields>({
    resolver: validate,
    defaultValues: { subject: initialProblem?.label ?? '', description: '' },
  });

  // After a refusal: the time may have gone meanwhile, so the list is read again.
  const loadSlots = useCallback(
    () =>
      legalAidApi
        .slots(lawyerId)
        .then(({ slots: free }) => setSlots(free.map((s) => s.start)))
        .catch(() => setSlots([])),
    [lawyerId],
  );

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    if (!problem) setProblemMissing(true);
    if (!start) toast.error(t('book.chooseTime'));
    if (!problem || !start) return;
    try {
      const { meeting_id } = await legalAidApi.book({
        lawyer_id: lawyerId,
        start_time: start,
        call_type: callType,
        problem: problem._id,
        subject: values.subject,
        description: values.description || undefined,
      });
      goTo(href(`/customer-portal/meeting/${meeting_id}`));
    } catch (error) {
      const words = say(error, t('book.failed'));
      setRefusal(words);
      toast.error(words);
      setStart(null);
      void loadSlots();
    }
  });

  const fieldError = (message: string | undefined, id: string) =>
    message ? (
      <p id={id} role="alert" className="mt-1 text-sm text-red-700">
        {message}
      </p>
    ) : null;
  const label = 'block text-sm font-semibold text-slate-800';

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <section aria-labelledby="la-schedule" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="la-schedule" className="text-lg font-semibold text-slate-900">
          {t('book.schedule')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('book.timesIn', { zone: zoneLabel(zone) })}</p>
        <div className="mt-3" data-testid="legal-aid-slots">
          {slots.length ? (
            <SlotPicker
              slots={slots}
              value={start}
              zone={zone}
              locale={locale}
              text={{ none: t('book.noTimes', { name: lawyerName }), day: booking('slots.day'), time: booking('slots.time') }}
              onChange={setStart}
            />
          ) : (
            <p className="text-sm text-slate-700">
              {t('book.noTimes', { name: lawyerName })}{' '}
              <a href={href('/legal-aid')} className="font-semibold text-primary-700 underline underline-offset-2">
                {t('book.otherLawyers')}
              </a>
            </p>
          )}
        </div>
        {start ? (
          <p className="mt-3 text-sm font-medium text-slate-900" data-testid="chosen-slot">
            {inZone(formatDayTime(start, zone, locale), zone, locale, booking)}
          </p>
        ) : null}
        <fieldset className="mt-5">
          <legend id={ids.call} className={label}>
            {t('book.callType')}
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:flex">
            {(['VIDEO', 'PHONE'] as const).map((c) => (
              <label
                key={c}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm ${callType === c ? 'border-primary bg-primary-50' : 'border-slate-300'}`}
              >
                <input
                  type="radio"
                  name="call_type"
                  value={c}
                  checked={callType === c}
                  onChange={() => setCallType(c)}
                  className="accent-primary"
                />
                {c === 'VIDEO' ? booking('form.video') : booking('form.phone')}
              </label>
            ))}
          </div>
          <p className="mt-2 text-xs text-slate-600">{callType === 'PHONE' ? booking('form.phoneHint') : booking('form.videoHint')}</p>
        </fieldset>
      </section>

      <section aria-labelledby="la-case" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="la-case" className="text-lg font-semibold text-slate-900">
          {t('book.problem')}
        </h2>
        <div className="mt-3">
          <LegalIssueCombobox
            value={problem}
            onChange={(next) => {
              const subject = getValues('subject');
              if (next && (subject === '' || subject === problem?.label)) setValue('subject', next.label);
              setProblem(next);
              if (next) setProblemMissing(false);
            }}
            invalid={problemMissing}
            describedBy={ids.problem}
          />
          {fieldError(problemMissing ? t('book.needProblem') : undefined, ids.problem)}
        </div>
        <div className="mt-4">
          <label htmlFor={ids.subject} className={label}>
            {t('book.subject')}
          </label>
          <input
            id={ids.subject}
            maxLength={200}
            className={`input mt-1 ${formState.errors.subject ? 'border-red-600' : ''}`}
            aria-invalid={formState.errors.subject ? true : undefined}
            aria-describedby={formState.errors.subject ? `${ids.subject}-error` : undefined}
            {...register('subject')}
          />
          {fieldError(formState.errors.subject && say(formState.errors.subject.message ?? ''), `${ids.subject}-error`)}
        </div>
        <div className="mt-4">
          <label htmlFor={ids.description} className={label}>
            {t('book.description')}
          </label>
          <textarea id={ids.description} rows={4} maxLength={5000} className="input mt-1" {...register('description')} />
          {fieldError(formState.errors.description && say(formState.errors.description.message ?? ''), `${ids.description}-error`)}
        </div>
      </section>

      <section
        aria-labelledby="la-price"
        className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div>
          <h2 id="la-price" className="text-sm font-medium text-slate-600">
            {t('book.price')}
          </h2>
          <p className="text-2xl font-bold text-emerald-700" data-testid="booking-price">
            {t('book.free')}
          </p>
          <p className="mt-1 max-w-md text-xs text-slate-600">{t('book.assessNote')}</p>
        </div>
        <button type="submit" className="btn-primary min-h-12 w-full text-base sm:w-auto" disabled={!hydrated || formState.isSubmitting}>
          {!hydrated ? t('book.loading') : formState.isSubmitting ? t('book.booking') : t('book.submit')}
        </button>
      </section>
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="booking-refusal">
          {refusal}
        </p>
      ) : null}
    </form>
  );
}
