'use client';

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useCreateBlocker, useDeleteBlocker, useUpdateBlocker, type CalendarBlocker } from '@/lib/api/blockers';
import { BLOCKER_MESSAGES, blockerSchema } from '@/lib/validation/blockers';
import { zonedIso } from './calendar-range';

type Props = { zone: string; blocker?: CalendarBlocker; day?: string; onDone: () => void };

/** Add or change a blocker (unavailable time); spec §8 toasts on failure. */
export function BlockerForm({ zone, blocker, day, onDone }: Props) {
  const id = useId();
  const local = (iso: string, pattern: string) => format(new TZDate(Date.parse(iso), zone), pattern);
  const [date, setDate] = useState(() => (blocker ? local(blocker.start_time, 'yyyy-MM-dd') : (day ?? format(new TZDate(Date.now(), zone), 'yyyy-MM-dd'))));
  const [start, setStart] = useState(blocker ? local(blocker.start_time, 'HH:mm') : '09:00');
  const [end, setEnd] = useState(blocker ? local(blocker.end_time, 'HH:mm') : '10:00');
  const [title, setTitle] = useState(blocker?.title ?? '');
  const [notes, setNotes] = useState(blocker?.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateBlocker();
  const update = useUpdateBlocker();
  const remove = useDeleteBlocker();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = blockerSchema.safeParse({ start_time: zonedIso(date, start, zone), end_time: zonedIso(date, end, zone), title, notes });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? BLOCKER_MESSAGES.endBeforeStart);
      return;
    }
    setError(null);
    try {
      if (blocker) {
        await update.mutateAsync({ id: blocker._id, input: parsed.data });
        toast.success(BLOCKER_MESSAGES.updated);
      } else {
        await create.mutateAsync(parsed.data);
        toast.success(BLOCKER_MESSAGES.created);
      }
      onDone();
    } catch {
      toast.error(blocker ? BLOCKER_MESSAGES.updateFailed : BLOCKER_MESSAGES.createFailed);
    }
  };
  const del = async () => {
    if (!blocker) return;
    try {
      await remove.mutateAsync(blocker._id);
      toast.success(BLOCKER_MESSAGES.deleted);
      onDone();
    } catch {
      toast.error(BLOCKER_MESSAGES.deleteFailed);
    }
  };
  const busy = create.isPending || update.isPending || remove.isPending;

  return (
    <form onSubmit={submit} aria-label={blocker ? 'Edit blocker' : 'Add blocker'} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-base font-semibold text-slate-900">{blocker ? 'Edit blocker' : 'Block time'}</h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-date`} className="block text-sm font-medium text-slate-800">Date</label>
          <input id={`${id}-date`} type="date" className="input mt-1" value={date} onChange={(e) => setDate(e.target.value)} required />
        </div>
        <div>
          <label htmlFor={`${id}-start`} className="block text-sm font-medium text-slate-800">From</label>
          <input id={`${id}-start`} type="time" step={900} className="input mt-1" value={start} onChange={(e) => setStart(e.target.value)} required />
        </div>
        <div>
          <label htmlFor={`${id}-end`} className="block text-sm font-medium text-slate-800">To</label>
          <input id={`${id}-end`} type="time" step={900} className="input mt-1" value={end} onChange={(e) => setEnd(e.target.value)} required />
        </div>
      </div>
      <label htmlFor={`${id}-title`} className="mt-3 block text-sm font-medium text-slate-800">Title</label>
      <input id={`${id}-title`} className="input mt-1" value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} placeholder="e.g. Court hearing" />
      <label htmlFor={`${id}-notes`} className="mt-3 block text-sm font-medium text-slate-800">Notes</label>
      <textarea id={`${id}-notes`} className="input mt-1" rows={2} value={notes} maxLength={1000} onChange={(e) => setNotes(e.target.value)} />
      {error && <p role="alert" className="mt-2 text-sm text-red-700">{error}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {blocker ? 'Save' : 'Add blocker'}
        </button>
        {blocker && (
          <button type="button" className="btn-ghost text-red-700" onClick={del} disabled={busy}>
            Delete
          </button>
        )}
        <button type="button" className="btn-ghost" onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  );
}
