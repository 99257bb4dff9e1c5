'use client';

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useCreateBlocker, useDeleteBlocker, useUpdateBlocker, type CalendarBlocker } from '@/lib/api/blockers';
import { ApiError } from '@/lib/api/client';
import { BLOCKER_NOTES_MAX, BLOCKER_TITLE_MAX, type BlockerFields, type BlockerKind } from '@/lib/validation/blockers';
import { blockerResolver, kindsOf, type BlockerFormValues, type FormField } from './blocker-resolver';
import { useLocale, useT } from '@/lib/i18n/client';
import { weekdayNames } from './calendar-dates';
import { useFailureText } from '@/components/ui/form-messages';

/** Where an empty hour of the grid pre-fills the form. */
export type BlockerDraft = { day: string; start: string; end: string };

type Props = { zone: string; blocker?: CalendarBlocker; initial?: BlockerDraft; onDone: () => void };

const todayIn = (zone: string) => format(new TZDate(Date.now(), zone), 'yyyy-MM-dd');

/**
 * Add or change a blocker: once (a day, from–to), all day (first to last day) or weekly (weekdays,
 * from–to, starting, optional end). An occurrence of a weekly series is changed or deleted for the
 * whole series or for that day only. Spec §8 toasts on failure; the server's reason shows below.
 */
export function BlockerForm({ zone, blocker, initial, onDone }: Props) {
  const id = useId();
  const t = useT('calendar');
  const say = useFailureText();
  const weekdayLabels = weekdayNames(useLocale(), 'short');
  const local = (iso: string, pattern: string) => format(new TZDate(Date.parse(iso), zone), pattern);
  const [today] = useState(() => todayIn(zone));
  const series = blocker?.series ?? null;
  const { register, handleSubmit, control, setValue, setError, formState } = useForm<BlockerFormValues, unknown, BlockerFields>({
    resolver: blockerResolver(zone, Boolean(series)),
    defaultValues: {
      scope: 'series',
      kind: blocker?.kind ?? 'once',
      date: blocker ? local(blocker.start_time, 'yyyy-MM-dd') : (initial?.day ?? today),
      start: blocker ? local(blocker.start_time, 'HH:mm') : (initial?.start ?? '09:00'),
      end: blocker ? local(blocker.end_time, 'HH:mm') : (initial?.end ?? '10:00'),
      lastDay:
        blocker?.kind === 'all_day'
          ? local(new Date(Date.parse(blocker.end_time) - 1).toISOString(), 'yyyy-MM-dd')
          : (initial?.day ?? today),
      weekdays: series?.weekdays ?? [new Date(`${initial?.day ?? today}T12:00:00Z`).getUTCDay()],
      startDate: series?.start_date ?? initial?.day ?? today,
      endDate: series?.end_date ?? '',
      title: blocker?.title ?? '',
      notes: blocker?.notes ?? '',
    },
  });
  const [scope, kind, weekdays] = useWatch({ control, name: ['scope', 'kind', 'weekdays'] });
  const errors = formState.errors;
  const create = useCreateBlocker();
  const update = useUpdateBlocker();
  const remove = useDeleteBlocker();
  const kinds = kindsOf(Boolean(series), scope);
  const shownKind: BlockerKind = kinds.includes(kind) ? kind : kinds[0];

  const submit = handleSubmit(async (input) => {
    try {
      if (blocker) {
        await update.mutateAsync({ id: blocker._id, input, scope });
        toast.success(t('messages.updated'));
      } else {
        await create.mutateAsync(input);
        toast.success(t('messages.created'));
      }
      onDone();
    } catch (err) {
      const reason = err instanceof ApiError ? say(err) : undefined;
      if (reason) setError('root.server', { message: reason });
      toast.error(t(blocker ? 'messages.updateFailed' : 'messages.createFailed'), { description: reason });
    }
  });
  const del = async () => {
    if (!blocker) return;
    try {
      await remove.mutateAsync({ id: blocker._id, scope });
      toast.success(t('messages.deleted'));
      onDone();
    } catch {
      toast.error(t('messages.deleteFailed'));
    }
  };
  const busy = formState.isSubmitting || remove.isPending;
  /** A labelled input with its message below it, tied by aria-describedby. */
  const field = (
    name: FormField,
    label: string,
    input: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode,
  ) => {
    const raw = errors[name]?.message;
    const message = raw && say(raw);
    const inputId = `${id}-${name}`;
    return (
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {input({ id: inputId, 'aria-invalid': Boolean(message), 'aria-describedby': message ? `${inputId}-error` : undefined })}
        {message && (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      method="post"
      onSubmit={submit}
      aria-label={blocker ? t('form.edit') : t('form.add')}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-base font-semibold text-slate-900">{blocker ? t('form.edit') : t('form.blockTime')}</h2>
      {series && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-slate-800">
            {t('form.repeats', { days: series.weekdays.map((d) => weekdayLabels[d]).join(', ') })}
          </legend>
          <div className="mt-1 flex flex-wrap gap-4 text-sm">
            {(['series', 'occurrence'] as const).map((s) => (
              <label key={s} className="inline-flex items-center gap-1.5">
                <input type="radio" value={s} {...register('scope')} />
                {s === 'series' ? t('form.wholeSeries') : t('form.thisDayOnly')}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {kinds.length > 1 && (
        <div role="radiogroup" aria-label={t('form.repeat')} className="mt-3 inline-flex rounded-md ring-1 ring-slate-300">
          {kinds.map((k) => (
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={shownKind === k}
              onClick={() => setValue('kind', k)}
              className={`px-3 py-1.5 text-sm font-medium first:rounded-l-md last:rounded-r-md ${shownKind === k ? 'bg-primary text-white' : 'bg-white text-slate-700'}`}
            >
              {t(`form.kinds.${k}`)}
            </button>
          ))}
        </div>
      )}
      {shownKind === 'weekly' && (
        <fieldset className="mt-3" aria-describedby={errors.weekdays ? `${id}-weekdays-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t('form.on')}</legend>
          <div className="mt-1 flex flex-wrap gap-1">
            {weekdayLabels.map((label, d) => (
              <label
                key={label}
                className={`cursor-pointer rounded-md px-2.5 py-1 text-sm ring-1 ${weekdays.includes(d) ? 'bg-primary text-white ring-primary' : 'bg-white text-slate-700 ring-slate-300'}`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={weekdays.includes(d)}
                  onChange={(e) =>
                    setValue('weekdays', e.target.checked ? [...weekdays, d].sort() : weekdays.filter((x) => x !== d), {
                      shouldValidate: formState.isSubmitted,
                    })
                  }
                />
                {label}
              </label>
            ))}
          </div>
          {errors.weekdays && (
            <p id={`${id}-weekdays-error`} role="alert" className="mt-1 text-sm text-red-700">
              {errors.weekdays.message && say(errors.weekdays.message)}
            </p>
          )}
        </fieldset>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {shownKind !== 'weekly' &&
          field('date', shownKind === 'all_day' ? t('form.firstDay') : t('form.date'), (a11y) => (
            <input {...a11y} type="date" className="input mt-1" required {...register('date')} />
          ))}
        {shownKind === 'all_day' &&
          field('lastDay', t('form.lastDay'), (a11y) => (
            <input {...a11y} type="date" className="input mt-1" required {...register('lastDay')} />
          ))}
        {shownKind !== 'all_day' &&
          field('start', t('form.from'), (a11y) => (
            <input {...a11y} type="time" step={900} className="input mt-1" required {...register('start')} />
          ))}
        {shownKind !== 'all_day' &&
          field('end', t('form.to'), (a11y) => (
            <input {...a11y} type="time" step={900} className="input mt-1" required {...register('end')} />
          ))}
        {shownKind === 'weekly' &&
          field('startDate', t('form.starting'), (a11y) => (
            <input {...a11y} type="date" className="input mt-1" required {...register('startDate')} />
          ))}
        {shownKind === 'weekly' &&
          field('endDate', t('form.until'), (a11y) => <input {...a11y} type="date" className="input mt-1" {...register('endDate')} />)}
      </div>
      <div className="mt-3">
        {field('title', t('form.title'), (a11y) => (
          <input
            {...a11y}
            className="input mt-1"
            maxLength={BLOCKER_TITLE_MAX}
            placeholder={t('form.titlePlaceholder')}
            {...register('title')}
          />
        ))}
      </div>
      <div className="mt-3">
        {field('notes', t('form.notes'), (a11y) => (
          <textarea {...a11y} className="input mt-1" rows={2} maxLength={BLOCKER_NOTES_MAX} {...register('notes')} />
        ))}
      </div>
      {errors.root?.server && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {blocker ? t('form.save') : t('form.add')}
        </button>
        {blocker && (
          <button type="button" className="btn-ghost text-red-700" onClick={del} disabled={busy}>
            {series && scope === 'series' ? t('form.deleteSeries') : t('form.delete')}
          </button>
        )}
        <button type="button" className="btn-ghost" onClick={onDone}>
          {t('form.close')}
        </button>
      </div>
    </form>
  );
}
