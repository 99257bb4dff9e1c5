import { CalendarClock } from 'lucide-react';
import type { BookingIntent } from '@/lib/dto/booking-intent';

/**
 * "You're booking Atty. X, Tue 2 Dec, 10:00 AM (Philippine time)": on every step of the sign-up
 * detour (sign-in, sign-up, "Check your email", the verification pages), from the server's checked
 * facts (findBookingIntent), so the visitor never loses sight of what the detour is for (issue 45).
 */
export function BookingIntentNote({ intent, children }: { intent: BookingIntent; children?: React.ReactNode }) {
  return (
    <div
      data-testid="booking-intent"
      className="mb-5 flex gap-3 rounded-lg bg-primary-50 p-3 text-sm text-slate-800 ring-1 ring-primary-100"
    >
      <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <p>
          You&apos;re booking <strong>{intent.lawyer_name}</strong>, {intent.time_label}.
        </p>
        {children}
      </div>
    </div>
  );
}
