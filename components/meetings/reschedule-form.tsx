'use client';

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { SlotPicker } from '@/components/booking/slot-picker';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { api } from '@/lib/api/client';
import { useReschedule } from '@/lib/api/meetings';
import { lazyZodResolver } from '@/components/ui/lazy-resolver';
import type { RescheduleInput } from '@/lib/validation/meetings';
import { MAX_RESCHEDULES_PER_PARTY } from '@/lib/rules/reschedule-limit';
import { useLocale, useT } from '@/lib/i18n/client';
import type { MeetingsT } from './format';
import { useFailureText } from '@/components/ui/form-messages';
import type { MeetingDetailDto } from '@/lib/dto/meeting';

const validateReschedule = lazyZodResolver<RescheduleInput>(() => import('@/lib/validation/meetings').then((m) => m.rescheduleSchema));
import type { lawyerAvailabilitySchema } from '@/lib/dto/search';
import type { notarySlotsSchema } from '@/lib/dto/notary-appointment';
import { meetingZone, rulesOfWire } from '@/lib/rules/meeting-kinds';

/**
 * PUT meeting/{id}/reschedule: pick another of the lawyer's free slots (a notarial appointment: its
 * notary's free times for its service, GET meeting/{id}/notary-slots), with a reason (spec §8 toasts).
 * The limit is the server's fact (`reschedules_left`): said above the form, and in its place once used up.
 */
export function RescheduleForm({ meeting, onDone }: { meeting: MeetingDetailDto; onDone: () => void }) {
  const t = useT('meetings');
  if (meeting.reschedules_left <= 0) {
    return (
      <div role="group" aria-label={t('reschedule.label')} className="mt-4 rounded-lg border border-slate-200 p-4">
        <p className="text-sm text-slate-800" data-testid="reschedule-limit">
          {t('reschedule.refusal', { max: MAX_RESCHEDULES_PER_PARTY })}
        </p>
        <button type="button" className="btn-ghost mt-3" onClick={onDone}>
          {t('reschedule.close')}
        </button>
      </div>
    );
  }
  return <RescheduleFields meeting={meeting} onDone={onDone} />;
}

/** The limit before a move, as lib/rules/reschedule-limit.ts words it: the rule, then what this party has left. */
function leftText(left: number, t: MeetingsT): string {
  const max = MAX_RESCHEDULES_PER_PARTY;
  if (left <= 0) return t('reschedule.rule', { max });
  return left === 1 ? t('reschedule.last', { max }) : t('reschedule.left', { max, left });
}

function RescheduleFields({ meeting, onDone }: { meeting: MeetingDetailDto; onDone: () => void }) {
  const zone = useViewerTimeZone();
  const t = useT('meetings');
  const locale = useLocale();
  const say = useFailureText();
  const ids = { reason: useId(), details: useId() };
  // The handler's schema, so the form refuses what the server would, with the same message.
  const { register, handleSubmit, setValue, control, formState } = useForm<RescheduleInput>({
    resolver: validateReschedule,
    defaultValues: { start_time: '', reason: '', details: '' },
  });
  const start = useWatch({ control, name: 'start_time' }) || null;
  const errors = formState.errors;
  const reschedule = useReschedule(meeting._id);
  // A notarial appointment (issue 43) moves within its notary's office times for its service, shown
  // in Manila time as its booking was; a consultation within the lawyer's hours, in the viewer's zone.
  const officeTimes = rulesOfWire(meeting).reschedule === 'office-times';
  const slotZone = meetingZone(meeting, zone);
  const slots = useQuery({
    queryKey: officeTimes ? ['notary-slots', meeting._id] : ['availability', meeting.lawyer._id, meeting.duration, zone],
    queryFn: async () => {
      const data = officeTimes
        ? await api.get<z.infer<typeof notarySlotsSchema>>(`meeting/${meeting._id}/notary-slots`)
        : await api.get<z.infer<typeof lawyerAvailabilitySchema>>('lawyers/availability', {
            _id: meeting.lawyer._id,
            duration: meeting.duration,
            tz: zone,
          });
      return Object.values(data.calendar)
        .flat()
        .map((s) => s.start_time);
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await reschedule.mutateAsync({ start_time: values.start_time, reason: values.reason, details: values.details || undefined });
      toast.success(t('reschedule.done'));
      onDone();
    } catch (error) {
      toast.error(say(error, t('reschedule.failed')));
    }
  });

  return (
    <form method="post" onSubmit={submit} aria-label={t('reschedule.label')} className="mt-4 rounded-lg border border-slate-200 p-4">
      <p className="mb-3 text-sm text-slate-600" data-testid="reschedule-limit">
        {leftText(meeting.reschedules_left, t)}
      </p>
      <p className="text-sm font-medium text-slate-800">{t('reschedule.newTime')}</p>
      <div className="mt-2">
        {slots.isLoading ? (
          <p className="text-sm text-slate-600">{t('reschedule.loading')}</p>
        ) : slots.isError ? (
          <p className="text-sm text-red-700">{t('reschedule.loadFailed')}</p>
        ) : (
          <SlotPicker
            slots={slots.data ?? []}
            value={start}
            zone={slotZone}
            locale={locale}
            text={{ none: t('reschedule.slotsNone'), day: t('reschedule.slotsDay'), time: t('reschedule.slotsTime') }}
            onChange={(value) => setValue('start_time', value, { shouldValidate: formState.isSubmitted })}
          />
        )}
      </div>
      {errors.start_time && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {say(errors.start_time.message ?? '')}
        </p>
      )}
      <label htmlFor={ids.reason} className="mt-4 block text-sm font-medium text-slate-800">
        {t('reschedule.reason')}
      </label>
      <input
        id={ids.reason}
        className="input mt-1"
        aria-invalid={Boolean(errors.reason)}
        aria-describedby={errors.reason ? `${ids.reason}-error` : undefined}
        {...register('reason')}
      />
      {errors.reason && (
        <p id={`${ids.reason}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {say(errors.reason.message ?? '')}
        </p>
      )}
      <label htmlFor={ids.details} className="mt-3 block text-sm font-medium text-slate-800">
        {t('reschedule.details')}
      </label>
      <textarea id={ids.details} className="input mt-1" rows={3} aria-invalid={Boolean(errors.details)} {...register('details')} />
      {errors.details && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {say(errors.details.message ?? '')}
        </p>
      )}
      <div className="mt-3 flex gap-2">
        <button type="submit" className="btn-primary" disabled={reschedule.isPending}>
          {t('reschedule.submit')}
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          {t('reschedule.close')}
        </button>
      </div>
    </form>
  );
}
