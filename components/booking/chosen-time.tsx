'use client';

import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { formatDayTime } from '@/lib/format/zoned-time';
import { useLocale, useT } from '@/lib/i18n/client';
import { bookingTime } from './booking-time';
import { SlotPicker } from './slot-picker';

type Props = {
  /** The free starts of the chosen length. */
  slots: string[];
  /** The start the client tapped when it is no longer free, and the one chosen in its place (if any). */
  requestedStart: string | null;
  initialStart: string | null;
  start: string | null;
  /** The slot picker is open. */
  changing: boolean;
  onChangeTime: () => void;
  onPick: (start: string) => void;
};

/** The booking's date and time in the viewer's zone: the one chosen, a note when the tapped one was taken, and the picker. */
export function ChosenTime({ slots, requestedStart, initialStart, start, changing, onChangeTime, onPick }: Props) {
  const zone = useViewerTimeZone();
  const locale = useLocale();
  const t = useT('booking');
  return (
    <div className="mt-4">
      <p className="text-sm font-medium text-slate-800">{t('form.dateTime')}</p>
      {requestedStart && (
        <p
          role="note"
          data-testid="slot-taken-note"
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {t('form.slotTaken', { time: formatDayTime(requestedStart, zone, locale) })}
          {initialStart ? t('form.nearestChosen') : t('form.chooseAnother')}
        </p>
      )}
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <p className="text-slate-900" data-testid="chosen-slot">
          {start ? bookingTime(start, zone, locale, t) : t('form.noTimeChosen')}
        </p>
        {!changing && (
          <button type="button" className="btn-outline px-3 py-1.5" onClick={onChangeTime}>
            {t('form.changeTime')}
          </button>
        )}
      </div>
      {changing && (
        <div className="mt-3">
          <SlotPicker
            slots={slots}
            value={start}
            zone={zone}
            locale={locale}
            text={{ none: t('slots.none'), day: t('slots.day'), time: t('slots.time') }}
            onChange={onPick}
          />
        </div>
      )}
    </div>
  );
}
