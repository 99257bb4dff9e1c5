'use client';

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { SlotPicker } from '@/components/booking/slot-picker';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { api, type ApiError } from '@/lib/api/client';
import { useReschedule } from '@/lib/api/meetings';
import { lazyZodResolver } from '@/components/ui/lazy-resolver';
import type { RescheduleInput } from '@/lib/validation/meetings';
import { MEETING_MESSAGES } from '@/lib/validation/meeting-messages';
import { rescheduleRefusal, reschedulesLeftText } from '@/lib/rules/reschedule-limit';
import type { MeetingDetailDto } from '@/lib/dto/meeting';

const validateReschedule = lazyZodResolver<RescheduleInput>(() => import('@/lib/validation/meetings').then((m) => m.rescheduleSchema));
import type { lawyerAvailabilitySchema } from '@/lib/dto/search';

/**
 * PUT meeting/{id}/reschedule: pick another of the lawyer's free slots, with a reason (spec §8 toasts).
 * The limit is the server's fact (`reschedules_left`): said above the form, and in its place once used up.
 */
export function RescheduleForm({ meeting, onDone }: { meeting: MeetingDetailDto; onDone: () => void }) {
  const refusal = rescheduleRefusal(meeting.reschedules_left);
  if (refusal) {
    return (
      <div role="group" aria-label="Reschedule meeting" className="mt-4 rounded-lg border border-slate-200 p-4">
        <p className="text-sm text-slate-800" data-testid="reschedule-limit">
          {refusal}
        </p>
        <button type="button" className="btn-ghost mt-3" onClick={onDone}>
          Close
        </button>
      </div>
    );
  }
  return <RescheduleFields meeting={meeting} onDone={onDone} />;
}

function RescheduleFields({ meeting, onDone }: { meeting: MeetingDetailDto; onDone: () => void }) {
  const zone = useViewerTimeZone();
  const ids = { reason: useId(), details: useId() };
  // The handler's schema, so the form refuses what the server would, with the same message.
  const { register, handleSubmit, setValue, control, formState } = useForm<RescheduleInput>({
    resolver: validateReschedule,
    defaultValues: { start_time: '', reason: '', details: '' },
  });
  const start = useWatch({ control, name: 'start_time' }) || null;
  const errors = formState.errors;
  const reschedule = useReschedule(meeting._id);
  const slots = useQuery({
    queryKey: ['availability', meeting.lawyer._id, meeting.duration, zone],
    queryFn: async () => {
      const data = await api.get<z.infer<typeof lawyerAvailabilitySchema>>('lawyers/availability', {
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
      toast.success(MEETING_MESSAGES.rescheduled);
      onDone();
    } catch (error) {
      toast.error((error as ApiError).message || MEETING_MESSAGES.rescheduleFailed);
    }
  });

  return (
    <form onSubmit={submit} aria-label="Reschedule meeting" className="mt-4 rounded-lg border border-slate-200 p-4">
      <p className="mb-3 text-sm text-slate-600" data-testid="reschedule-limit">
        {reschedulesLeftText(meeting.reschedules_left)}
      </p>
      <p className="text-sm font-medium text-slate-800">New time</p>
      <div className="mt-2">
        {slots.isLoading ? (
          <p className="text-sm text-slate-600">Loading free times…</p>
        ) : slots.isError ? (
          <p className="text-sm text-red-700">Failed to fetch availability</p>
        ) : (
          <SlotPicker
            slots={slots.data ?? []}
            value={start}
            zone={zone}
            onChange={(value) => setValue('start_time', value, { shouldValidate: formState.isSubmitted })}
          />
        )}
      </div>
      {errors.start_time && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {errors.start_time.message}
        </p>
      )}
      <label htmlFor={ids.reason} className="mt-4 block text-sm font-medium text-slate-800">
        Reason
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
          {errors.reason.message}
        </p>
      )}
      <label htmlFor={ids.details} className="mt-3 block text-sm font-medium text-slate-800">
        Details
      </label>
      <textarea id={ids.details} className="input mt-1" rows={3} aria-invalid={Boolean(errors.details)} {...register('details')} />
      {errors.details && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {errors.details.message}
        </p>
      )}
      <div className="mt-3 flex gap-2">
        <button type="submit" className="btn-primary" disabled={reschedule.isPending}>
          Reschedule
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  );
}
