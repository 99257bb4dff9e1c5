'use client';

import { bookingHref, slotText, type SlotText } from './format';
import { timesShownIn } from '@/lib/format/zoned-time';
import { useViewerTimeZone } from './viewer-zone';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

/**
 * A slot button to the booking page, in the viewer's zone (Manila on the server's first render).
 * `manila` carries the server's text so hydration formats nothing (each Intl formatter costs
 * milliseconds on a phone); the browser formats only when its zone is not Manila.
 */
export function SlotLink({
  lawyerId,
  startTime,
  duration,
  showDay = true,
  manila,
}: {
  lawyerId: string;
  startTime: string;
  duration?: 30 | 60;
  showDay?: boolean;
  manila?: SlotText;
}) {
  const zone = useViewerTimeZone();
  const text = zone === DEFAULT_TIME_ZONE && manila ? manila : slotText(startTime, zone, showDay);
  return (
    <a
      href={bookingHref(lawyerId, startTime, duration)}
      className="inline-flex min-h-9 items-center rounded-md border border-primary-200 bg-primary-50 px-2.5 py-1 text-sm font-medium text-primary-700 hover:bg-primary-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
      aria-label={`Book ${text.label} (${text.zone})`}
    >
      {text.label}
    </a>
  );
}

export function ZoneNote({ className = '' }: { className?: string }) {
  const zone = useViewerTimeZone();
  return <p className={`text-xs text-slate-600 ${className}`}>{timesShownIn(zone)}</p>;
}
