'use client';

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { useCreateBlocker, useDeleteBlocker, useUpdateBlocker, type CalendarBlocker } from '@/lib/api/blockers';
import { ApiError } from '@/lib/api/client';
import {
  BLOCKER_MESSAGES,
  BLOCKER_NOTES_MAX,
  BLOCKER_TITLE_MAX,
  type BlockerFields,
  type BlockerKind,
  type BlockerScope,
} from '@/lib/validation/blockers';
import { zonedIso } from '@/lib/format/calendar-range';

/** Where an empty hour of the grid pre-fills the form. */
export type BlockerDraft = { day: string; start: string; end: string };

type Props = { zone: string; blocker?: CalendarBlocker; initial?: BlockerDraft; onDone: () => void };

const todayIn = (zone: string) => format(new TZDate(Date.now(), zone), 'yyyy-MM-dd');

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const KIND_LABELS: Record<BlockerKind, string> = { once: 'Once', all_day: 'All day', weekly: 'Weekly' };

/** What the lawyer types: days and wall-clock times in the lawyer's zone, not the wire's instants. */
type BlockerFormValues = {
  scope: BlockerScope;
  kind: BlockerKind;
  date: string;
  lastDay: string;
  start: string;
  end: string;
  weekdays: number[];
  startDate: string;
  endDate: string;
  title: string;
  notes: string;
};
type FormField = keyof BlockerFormValues;

/** The kinds the form offers: one day of a series can be moved, not made to repeat; the series stays weekly. */
const kindsOf = (inSeries: boolean, scope: BlockerScope): BlockerKind[] =>
  inSeries ? (scope === 'series' ? ['weekly'] : ['once']) : ['once', 'all_day', 'weekly'];

/** The POST/PUT body of the form's values, in the shape `blockerSchema` reads. */
function wireBody(v: BlockerFormValues, kind: BlockerKind, zone: string) {
  const text = { title: v.title, notes: v.notes };
  // "00:00" as an end is the next midnight ("24:00").
  const endClock = v.end === '00:00' ? '24:00' : v.end;
  if (kind === 'all_day') return { kind, start_date: v.date, end_date: v.lastDay, ...text };
  if (kind === 'weekly')
    return {
      kind,
      weekdays: v.weekdays,
      start: v.start,
      end: endClock,
      start_date: v.startDate,
      end_date: v.endDate || undefined,
      ...text,
    };
  return { kind, start_time: zonedIso(v.date, v.start, zone), end_time: zonedIso(v.date, endClock, zone), ...text };
}

/** The form field a wire path's message belongs beside (the schema speaks of the body's names). */
function fieldOfPath(kind: BlockerKind, key: PropertyKey | undefined): FormField {
  switch (key) {
    case 'start_time':
      return 'start';
    case 'end_time':
      return 'end';
    case 'start_date':
      return kind === 'weekly' ? 'startDate' : 'date';
    case 'end_date':
      return kind === 'weekly' ? 'endDate' : 'lastDay';
    case 'weekdays':
    case 'start':
    case 'end':
    case 'title':
    case 'notes':
      return key;
    default:
      return 'end';
  }
}

/**
 * The handler's own schema (`blockerSchema`, loaded with zod when the form first validates) over the
 * body the form would send: the form refuses what the server would, with the same message, beside the
 * field it is about.
 */
function blockerResolver(zone: string, inSeries: boolean): Resolver<BlockerFormValues, unknown, BlockerFields> {
  return async (values) => {
    const kinds = kindsOf(inSeries, values.scope);
    const kind = kinds.includes(values.kind) ? values.kind : kinds[0];
    const { blockerSchema } = await import('@/lib/validation/blockers');
    const parsed = blockerSchema.safeParse(wireBody(values, kind, zone));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<BlockerFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(kind, issue.path[0]);
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

/**
 * Add or change a blocker: once (a day, from–to), all day (first to last day) or weekly (weekdays,
 * from–to, starting, optional end). An occurrence of a weekly series is changed or deleted for the
 * whole series or for that day only. Spec §8 toasts on failure; the server's reason shows below.
 */
export function BlockerForm({ zone, blocker, initial, onDone }: Props) {
  const id = useId();
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
        toast.success(BLOCKER_MESSAGES.updated);
      } else {
        await create.mutateAsync(input);
        toast.success(BLOCKER_MESSAGES.created);
      }
      onDone();
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : undefined;
      if (reason) setError('root.server', { message: reason });
      toast.error(blocker ? BLOCKER_MESSAGES.updateFailed : BLOCKER_MESSAGES.createFailed, { description: reason });
    }
  });
  const del = async () => {
    if (!blocker) return;
    try {
      await remove.mutateAsync({ id: blocker._id, scope });
      toast.success(BLOCKER_MESSAGES.deleted);
      onDone();
    } catch {
      toast.error(BLOCKER_MESSAGES.deleteFailed);
    }
  };
  const busy = formState.isSubmitting || remove.isPending;
  /** A labelled input with its message below it, tied by aria-describedby. */
  const field = (
    name: FormField,
    label: string,
    input: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode,
  ) => {
    const message = errors[name]?.message;
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
      onSubmit={submit}
      aria-label={blocker ? 'Edit blocker' : 'Add blocker'}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-base font-semibold text-slate-900">{blocker ? 'Edit blocker' : 'Block time'}</h2>
      {series && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-slate-800">
            Repeats every {series.weekdays.map((d) => WEEKDAYS[d]).join(', ')} — change
          </legend>
          <div className="mt-1 flex flex-wrap gap-4 text-sm">
            {(['series', 'occurrence'] as const).map((s) => (
              <label key={s} className="inline-flex items-center gap-1.5">
                <input type="radio" value={s} {...register('scope')} />
                {s === 'series' ? 'The whole series' : 'This day only'}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {kinds.length > 1 && (
        <div role="radiogroup" aria-label="Repeat" className="mt-3 inline-flex rounded-md ring-1 ring-slate-300">
          {kinds.map((k) => (
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={shownKind === k}
              onClick={() => setValue('kind', k)}
              className={`px-3 py-1.5 text-sm font-medium first:rounded-l-md last:rounded-r-md ${shownKind === k ? 'bg-primary text-white' : 'bg-white text-slate-700'}`}
            >
              {KIND_LABELS[k]}
            </button>
          ))}
        </div>
      )}
      {shownKind === 'weekly' && (
        <fieldset className="mt-3" aria-describedby={errors.weekdays ? `${id}-weekdays-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">On</legend>
          <div className="mt-1 flex flex-wrap gap-1">
            {WEEKDAYS.map((label, d) => (
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
              {errors.weekdays.message}
            </p>
          )}
        </fieldset>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {shownKind !== 'weekly' &&
          field('date', shownKind === 'all_day' ? 'First day' : 'Date', (a11y) => (
            <input {...a11y} type="date" className="input mt-1" required {...register('date')} />
          ))}
        {shownKind === 'all_day' &&
          field('lastDay', 'Last day', (a11y) => <input {...a11y} type="date" className="input mt-1" required {...register('lastDay')} />)}
        {shownKind !== 'all_day' &&
          field('start', 'From', (a11y) => (
            <input {...a11y} type="time" step={900} className="input mt-1" required {...register('start')} />
          ))}
        {shownKind !== 'all_day' &&
          field('end', 'To', (a11y) => <input {...a11y} type="time" step={900} className="input mt-1" required {...register('end')} />)}
        {shownKind === 'weekly' &&
          field('startDate', 'Starting', (a11y) => (
            <input {...a11y} type="date" className="input mt-1" required {...register('startDate')} />
          ))}
        {shownKind === 'weekly' &&
          field('endDate', 'Until (optional)', (a11y) => <input {...a11y} type="date" className="input mt-1" {...register('endDate')} />)}
      </div>
      <div className="mt-3">
        {field('title', 'Title', (a11y) => (
          <input {...a11y} className="input mt-1" maxLength={BLOCKER_TITLE_MAX} placeholder="e.g. Court hearing" {...register('title')} />
        ))}
      </div>
      <div className="mt-3">
        {field('notes', 'Notes', (a11y) => (
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
          {blocker ? 'Save' : 'Add blocker'}
        </button>
        {blocker && (
          <button type="button" className="btn-ghost text-red-700" onClick={del} disabled={busy}>
            {series && scope === 'series' ? 'Delete series' : 'Delete'}
          </button>
        )}
        <button type="button" className="btn-ghost" onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  );
}
