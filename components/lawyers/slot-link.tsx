'use client';

import type { ReactNode } from 'react';
import { bookingHref, slotText, type SlotText } from './format';
import { zoneLabel } from '@/lib/format/zoned-time';
import { useHref, useLocale, useWords } from '@/lib/i18n/context';
import { useViewerTimeZone } from './viewer-zone';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

/**
 * A slot button to the booking page, in the viewer's zone (Manila on the server's first render).
 * `manila` carries the server's text so hydration formats nothing (each Intl formatter costs
 * milliseconds on a phone); the browser formats only when its zone is not Manila.
 * Its words are the `search` namespace's: a page showing it sends that namespace (ClientMessages).
 */
export function SlotLink({
  lawyerId,
  startTime,
  duration,
  showDay = true,
  manila,
  display,
}: {
  lawyerId: string;
  startTime: string;
  duration?: 30 | 60;
  showDay?: boolean;
  manila?: SlotText;
  /** How the chip says its time, if not as one line (a result card's: cardChipText). */
  display?: (text: SlotText) => ReactNode;
}) {
  const zone = useViewerTimeZone();
  const locale = useLocale();
  const t = useWords('search');
  const href = useHref();
  const text = zone === DEFAULT_TIME_ZONE && manila ? manila : slotText(startTime, zone, showDay, locale);
  return (
    <a
      href={href(bookingHref(lawyerId, startTime, duration))}
      className="inline-flex min-h-9 items-center rounded-md border border-primary-200 bg-primary-50 px-2.5 py-1 text-sm font-medium text-primary-700 hover:bg-primary-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
      aria-label={t('card.book', { time: text.label, zone: zone === DEFAULT_TIME_ZONE ? t('card.manilaZone') : text.zone })}
    >
      {display ? display(text) : text.label}
    </a>
  );
}

export function ZoneNote({ className = '' }: { className?: string }) {
  const zone = useViewerTimeZone();
  const t = useWords('search');
  return (
    <p className={`text-xs text-slate-600 ${className}`}>
      {zone === DEFAULT_TIME_ZONE ? t('card.timesInManila') : t('card.timesShownIn', { zone: zoneLabel(zone) })}
    </p>
  );
}
