'use client';

import { CalendarClock } from 'lucide-react';
import type { BookingIntent } from '@/lib/dto/booking-intent';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { formatLongDay, formatTime } from '@/lib/format/zoned-time';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/config';
import { useLocale, useT, type Translate } from '@/lib/i18n/client';
import { richText } from './rich-text';

/**
 * The booked time in the page's language: English keeps the server's label ("Tue 2 Dec, 10:00 AM
 * (Philippine time)"); another language names the day and month in its own words, in Manila time
 * as the label is ("Martes, Disyembre 2, 10:00 AM (oras sa Pilipinas)").
 */
function timeLabel(intent: BookingIntent, locale: Locale, t: Translate): string {
  if (locale === DEFAULT_LOCALE) return intent.time_label;
  const day = formatLongDay(intent.start_time, DEFAULT_TIME_ZONE, locale);
  return t('bookingNote.when', { day, time: formatTime(intent.start_time, DEFAULT_TIME_ZONE, locale) });
}

/**
 * "You're booking Atty. X, Tue 2 Dec, 10:00 AM (Philippine time)", or for a notarial appointment
 * "Your appointment with Atty. X, Affidavit of loss, Tue 2 Dec, …": on every step of the sign-up
 * detour (sign-in, sign-up, "Check your email", the verification pages), from the server's checked
 * facts (findBookingIntent), so the visitor never loses sight of what the detour is for (issues 45,
 * 43). The service's name comes with the layouts' BOOKING_INTENT_WORDS.
 */
export function BookingIntentNote({ intent, children }: { intent: BookingIntent; children?: React.ReactNode }) {
  const t = useT('auth');
  const services = useT('notary');
  const locale = useLocale();
  const lawyer = <strong>{intent.lawyer_name}</strong>;
  const time = timeLabel(intent, locale, t);
  return (
    <div
      data-testid="booking-intent"
      className="mb-5 flex gap-3 rounded-lg bg-primary-50 p-3 text-sm text-slate-800 ring-1 ring-primary-100"
    >
      <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <p>
          {intent.kind === 'notary'
            ? richText(t, 'bookingNote.appointment', { lawyer }, { service: services(`services.${intent.service}`), time })
            : richText(t, 'bookingNote.booking', { lawyer }, { time })}
        </p>
        {children}
      </div>
    </div>
  );
}
