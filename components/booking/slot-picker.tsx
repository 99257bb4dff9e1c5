'use client';

import { formatDay, formatWithManila } from '@/lib/format/zoned-time';
import { useMemo, useState } from 'react';
import { dayKey } from '@/components/lawyers/format';
import type { Locale } from '@/lib/i18n/paths';

/** The picker's words and language, from the caller's catalogue (`booking.slots.*`: useSlotPickerText). */
type SlotPickerText = { none: string; day: string; time: string };

type Props = {
  slots: string[];
  value: string | null;
  zone: string;
  onChange: (slot: string) => void;
  text: SlotPickerText;
  locale: Locale;
};

/** The lawyer's free slots grouped by the viewer's days: a row of days, then that day's times. */
export function SlotPicker({ slots, value, zone, onChange, text, locale }: Props) {
  const days = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const s of slots) {
      const key = dayKey(s, zone);
      map.set(key, [...(map.get(key) ?? []), s]);
    }
    return [...map.entries()];
  }, [slots, zone]);
  const selectedDay = value ? dayKey(value, zone) : null;
  const [day, setDay] = useState<string | null>(
    selectedDay && days.some(([d]) => d === selectedDay) ? selectedDay : (days[0]?.[0] ?? null),
  );
  if (!days.length) return <p className="text-sm text-slate-600">{text.none}</p>;
  const times = days.find(([d]) => d === day)?.[1] ?? [];
  return (
    <div>
      <div role="group" aria-label={text.day} className="flex gap-2 overflow-x-auto pb-2">
        {days.map(([d, list]) => (
          <button
            key={d}
            type="button"
            aria-pressed={d === day}
            onClick={() => setDay(d)}
            className={`shrink-0 rounded-md border px-3 py-2 text-sm ${d === day ? 'border-primary bg-primary text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-primary-50'}`}
          >
            {formatDay(list[0], zone, locale)}
          </button>
        ))}
      </div>
      <div role="group" aria-label={text.time} className="mt-2 flex flex-wrap gap-2">
        {times.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === value}
            onClick={() => onChange(s)}
            className={`min-h-9 rounded-md border px-3 py-1.5 text-sm font-medium ${s === value ? 'border-primary bg-primary text-white' : 'border-primary-200 bg-primary-50 text-primary-700 hover:bg-primary-100'}`}
          >
            {formatWithManila(s, zone, locale, 'time')}
          </button>
        ))}
      </div>
    </div>
  );
}
