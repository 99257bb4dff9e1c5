'use client';

import Link from 'next/link';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useFailureToast } from '@/components/ui/failure-toast';
import { SlotPicker } from '@/components/booking/slot-picker';
import { formatDayTime, zoneLabel } from '@/lib/format/zoned-time';
import { useHref, useLocale, useT } from '@/lib/i18n/client';
import { useWorkItemMutation, useWorkItemSlots, workItemsApi } from '@/lib/api/work-items';
import type { WorkItemDto, WorkItemMeetingDto } from '@/lib/dto/work-item';
import { timesShownText } from './format';

/** Book one included meeting: the lawyer's free slots of its length, video or phone. */
function BookMeeting({ item, entry, zone, onDone }: { item: WorkItemDto; entry: WorkItemMeetingDto; zone: string; onDone: () => void }) {
  const t = useT('work');
  const failWith = useFailureToast();
  const locale = useLocale();
  const [slot, setSlot] = useState<string | null>(null);
  const [callType, setCallType] = useState<'VIDEO' | 'PHONE'>('VIDEO');
  const slots = useWorkItemSlots(item._id, entry.duration, zone, true);
  const book = useWorkItemMutation(item._id, (start: string) =>
    workItemsApi.createMeeting(item._id, { work_item_meeting_id: entry._id, start_time: start, call_type: callType }),
  );
  const list = useMemo(
    () =>
      Object.values(slots.data?.calendar ?? {})
        .flat()
        .map((s) => s.start_time)
        .sort(),
    [slots.data],
  );
  const submit = async () => {
    if (!slot) return;
    try {
      await book.mutateAsync(slot);
      toast.success(t('toast.meetingScheduled'));
      onDone();
    } catch (error) {
      failWith(t('toast.createMeetingFailed'), error);
    }
  };
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <p className="text-sm font-medium text-slate-800">{t('meetings.chooseTime', { zone: zoneLabel(zone) })}</p>
      <div className="mt-2">
        {slots.isLoading ? (
          <p className="text-sm text-slate-600">{t('meetings.loadingTimes')}</p>
        ) : slots.isError ? (
          <p className="text-sm text-red-700">{t('meetings.timesFailed')}</p>
        ) : (
          <SlotPicker
            slots={list}
            value={slot}
            zone={zone}
            onChange={setSlot}
            locale={locale}
            text={{ none: t('meetings.slotsNone'), day: t('meetings.slotsDay'), time: t('meetings.slotsTime') }}
          />
        )}
      </div>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-800">{t('meetings.callType')}</legend>
        <div className="mt-1 flex gap-4 text-sm">
          {(['VIDEO', 'PHONE'] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input
                type="radio"
                name={`call-${entry._id}`}
                checked={callType === kind}
                onChange={() => setCallType(kind)}
                className="accent-primary"
              />
              {kind === 'VIDEO' ? t('meetings.video') : t('meetings.phone')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 flex gap-2">
        <button type="button" className="btn-primary" disabled={!slot || book.isPending} onClick={submit}>
          {book.isPending ? t('meetings.booking') : t('meetings.bookMeeting')}
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          {t('meetings.cancel')}
        </button>
      </div>
    </div>
  );
}

/** The meetings included in the engagement: booked ones link to their meeting page; open ones can be booked once paid. */
export function IncludedMeetings({ item, zone }: { item: WorkItemDto; zone: string }) {
  const titleId = useId();
  const t = useT('work');
  const failWith = useFailureToast();
  const locale = useLocale();
  const href = useHref();
  const [booking, setBooking] = useState<string | null>(null);
  const [duration, setDuration] = useState<30 | 60>(60);
  const canBook = item.allowed.includes('schedule-meeting');
  const canAdd = item.allowed.includes('add-meeting') && item.status !== 'DRAFT';
  const add = useWorkItemMutation(item._id, (d: 30 | 60) => workItemsApi.addMeeting(item._id, { duration: d }));
  const portal = item.role === 'CUSTOMER' ? '/customer-portal' : '/lawyer-portal';
  if (!item.work_item_meetings.length && !canAdd) return null;
  const addMeeting = async () => {
    try {
      await add.mutateAsync(duration);
      toast.success(t('toast.meetingAdded'));
    } catch (error) {
      failWith(t('toast.addMeetingFailed'), error);
    }
  };
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('meetings.heading')}
      </h2>
      {item.work_item_meetings.some((entry) => entry.meeting) && (
        <p className="mt-1 text-xs text-slate-600">{timesShownText(t, zone, locale)}</p>
      )}
      {!canBook && item.status !== 'COMPLETED' && <p className="mt-1 text-sm text-slate-600">{t('meetings.bookAfterPayment')}</p>}
      <ul aria-label={t('meetings.heading')} className="mt-3 divide-y divide-slate-200">
        {item.work_item_meetings.map((entry) => (
          <li key={entry._id} className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{entry.title}</p>
                <p className="text-sm text-slate-600">
                  {t('meetings.minutes', { duration: entry.duration })}
                  {entry.meeting &&
                    ` · ${formatDayTime(entry.meeting.start_time, zone, locale)} · ${entry.meeting.call_type === 'PHONE' ? t('meetings.phoneShort') : t('meetings.videoShort')}`}
                </p>
              </div>
              {entry.meeting ? (
                <Link href={href(`${portal}/meeting/${entry.meeting._id}`)} className="btn-outline">
                  {t('meetings.viewMeeting')}
                </Link>
              ) : (
                canBook &&
                booking !== entry._id && (
                  <button
                    type="button"
                    className="btn-primary"
                    onClick={() => setBooking(entry._id)}
                    aria-label={t('meetings.bookLabel', { title: entry.title })}
                  >
                    {t('meetings.book')}
                  </button>
                )
              )}
            </div>
            {booking === entry._id && <BookMeeting item={item} entry={entry} zone={zone} onDone={() => setBooking(null)} />}
          </li>
        ))}
      </ul>
      {canAdd && (
        <div className="mt-3 flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3">
          <label className="text-sm text-slate-800">
            <span className="block font-medium">{t('meetings.addFree')}</span>
            <select className="input mt-1" value={duration} onChange={(e) => setDuration(Number(e.target.value) as 30 | 60)}>
              <option value={30}>{t('form.minutes', { n: 30 })}</option>
              <option value={60}>{t('form.minutes', { n: 60 })}</option>
            </select>
          </label>
          <button type="button" className="btn-outline" disabled={add.isPending} onClick={addMeeting}>
            {t('meetings.addMeeting')}
          </button>
        </div>
      )}
    </section>
  );
}
