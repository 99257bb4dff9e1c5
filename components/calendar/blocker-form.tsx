'use client';

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useCreateBlocker, useDeleteBlocker, useUpdateBlocker, type CalendarBlocker } from '@/lib/api/blockers';
import { ApiError } from '@/lib/api/client';
import {
  BLOCKER_MESSAGES,
  BLOCKER_NOTES_MAX,
  BLOCKER_TITLE_MAX,
  blockerSchema,
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
  const [scope, setScope] = useState<BlockerScope>('series');
  const [kind, setKind] = useState<BlockerKind>(blocker?.kind ?? 'once');
  const [date, setDate] = useState(blocker ? local(blocker.start_time, 'yyyy-MM-dd') : (initial?.day ?? today));
  const [start, setStart] = useState(blocker ? local(blocker.start_time, 'HH:mm') : (initial?.start ?? '09:00'));
  const [end, setEnd] = useState(blocker ? local(blocker.end_time, 'HH:mm') : (initial?.end ?? '10:00'));
  const [lastDay, setLastDay] = useState(
    blocker?.kind === 'all_day' ? local(new Date(Date.parse(blocker.end_time) - 1).toISOString(), 'yyyy-MM-dd') : (initial?.day ?? today),
  );
  const [weekdays, setWeekdays] = useState<number[]>(series?.weekdays ?? [new Date(`${initial?.day ?? today}T12:00:00Z`).getUTCDay()]);
  const [startDate, setStartDate] = useState(series?.start_date ?? initial?.day ?? today);
  const [endDate, setEndDate] = useState(series?.end_date ?? '');
  const [title, setTitle] = useState(blocker?.title ?? '');
  const [notes, setNotes] = useState(blocker?.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateBlocker();
  const update = useUpdateBlocker();
  const remove = useDeleteBlocker();
  // One day of a series can be moved, not made to repeat; the series itself stays weekly.
  const kinds: BlockerKind[] = series ? (scope === 'series' ? ['weekly'] : ['once']) : ['once', 'all_day', 'weekly'];
  const shownKind: BlockerKind = kinds.includes(kind) ? kind : kinds[0];

  const body = () => {
    const text = { title, notes };
    // "00:00" as an end is the next midnight ("24:00").
    const endClock = end === '00:00' ? '24:00' : end;
    if (shownKind === 'all_day') return { kind: shownKind, start_date: date, end_date: lastDay, ...text };
    if (shownKind === 'weekly')
      return { kind: shownKind, weekdays, start, end: endClock, start_date: startDate, end_date: endDate || undefined, ...text };
    return { kind: shownKind, start_time: zonedIso(date, start, zone), end_time: zonedIso(date, endClock, zone), ...text };
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = blockerSchema.safeParse(body());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? BLOCKER_MESSAGES.endBeforeStart);
      return;
    }
    setError(null);
    try {
      if (blocker) {
        await update.mutateAsync({ id: blocker._id, input: parsed.data, scope });
        toast.success(BLOCKER_MESSAGES.updated);
      } else {
        await create.mutateAsync(parsed.data);
        toast.success(BLOCKER_MESSAGES.created);
      }
      onDone();
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : undefined;
      setError(reason ?? null);
      toast.error(blocker ? BLOCKER_MESSAGES.updateFailed : BLOCKER_MESSAGES.createFailed, { description: reason });
    }
  };
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
  const busy = create.isPending || update.isPending || remove.isPending;
  const field = (suffix: string, label: string, input: React.ReactNode) => (
    <div>
      <label htmlFor={`${id}-${suffix}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {input}
    </div>
  );

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
                <input type="radio" name={`${id}-scope`} checked={scope === s} onChange={() => setScope(s)} />
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
              onClick={() => setKind(k)}
              className={`px-3 py-1.5 text-sm font-medium first:rounded-l-md last:rounded-r-md ${shownKind === k ? 'bg-primary text-white' : 'bg-white text-slate-700'}`}
            >
              {KIND_LABELS[k]}
            </button>
          ))}
        </div>
      )}
      {shownKind === 'weekly' && (
        <fieldset className="mt-3">
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
                  onChange={(e) => setWeekdays((w) => (e.target.checked ? [...w, d].sort() : w.filter((x) => x !== d)))}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {shownKind !== 'weekly' &&
          field(
            'date',
            shownKind === 'all_day' ? 'First day' : 'Date',
            <input id={`${id}-date`} type="date" className="input mt-1" value={date} onChange={(e) => setDate(e.target.value)} required />,
          )}
        {shownKind === 'all_day' &&
          field(
            'last',
            'Last day',
            <input
              id={`${id}-last`}
              type="date"
              className="input mt-1"
              value={lastDay}
              onChange={(e) => setLastDay(e.target.value)}
              required
            />,
          )}
        {shownKind !== 'all_day' &&
          field(
            'start',
            'From',
            <input
              id={`${id}-start`}
              type="time"
              step={900}
              className="input mt-1"
              value={start}
              onChange={(e) => setStart(e.target.value)}
              required
            />,
          )}
        {shownKind !== 'all_day' &&
          field(
            'end',
            'To',
            <input
              id={`${id}-end`}
              type="time"
              step={900}
              className="input mt-1"
              value={end}
              onChange={(e) => setEnd(e.target.value)}
              required
            />,
          )}
        {shownKind === 'weekly' &&
          field(
            'starts',
            'Starting',
            <input
              id={`${id}-starts`}
              type="date"
              className="input mt-1"
              value={startDate}
              onChange={(e) => setStartDate(e.target.value)}
              required
            />,
          )}
        {shownKind === 'weekly' &&
          field(
            'ends',
            'Until (optional)',
            <input id={`${id}-ends`} type="date" className="input mt-1" value={endDate} onChange={(e) => setEndDate(e.target.value)} />,
          )}
      </div>
      <label htmlFor={`${id}-title`} className="mt-3 block text-sm font-medium text-slate-800">
        Title
      </label>
      <input
        id={`${id}-title`}
        className="input mt-1"
        value={title}
        maxLength={BLOCKER_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        placeholder="e.g. Court hearing"
      />
      <label htmlFor={`${id}-notes`} className="mt-3 block text-sm font-medium text-slate-800">
        Notes
      </label>
      <textarea
        id={`${id}-notes`}
        className="input mt-1"
        rows={2}
        value={notes}
        maxLength={BLOCKER_NOTES_MAX}
        onChange={(e) => setNotes(e.target.value)}
      />
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
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
