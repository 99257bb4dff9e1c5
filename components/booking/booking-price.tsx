'use client';

import Link from 'next/link';
import { formatPeso } from '@/components/lawyers/format';
import { ApproxPrice } from '@/components/prices/approx-price';
import { useHydrated } from '@/components/ui/use-hydrated';
import { FREE_CANCELLATION_HOURS } from '@/lib/config/cancellation';
import { useHref, useT } from '@/lib/i18n/client';

type Props = {
  /** The chosen length's price in centavos; none when the lawyer does not offer it (the button stays disabled). */
  price: number | undefined;
  duration: 30 | 60;
  callType: 'VIDEO' | 'PHONE';
  sending: boolean;
  /** The attachments' upload, 0 to 1, while they go up with the booking. */
  progress: number | null;
};

/** The booking's price, what it buys, the free-cancellation line, and the button to pay. */
export function BookingPrice({ price, duration, callType, sending, progress }: Props) {
  const t = useT('booking');
  const href = useHref();
  const hydrated = useHydrated();
  return (
    <section
      aria-labelledby="price-heading"
      className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <h2 id="price-heading" className="text-sm font-medium text-slate-600">
          {t('form.price')}
        </h2>
        <p className="text-2xl font-bold text-slate-900" data-testid="booking-price">
          {formatPeso(price)}
        </p>
        <ApproxPrice centavos={price ?? 0} className="text-sm text-slate-600" />
        <p className="text-xs text-slate-600">{t('consultation', { minutes: duration, callType })}</p>
        <p className="mt-1 text-xs text-slate-600">
          {t('form.freeCancellation', { hours: FREE_CANCELLATION_HOURS })}{' '}
          <Link href={href('/cancellation-policy')} target="_blank" className="font-medium text-primary underline-offset-2 hover:underline">
            {t('policyLink')}
          </Link>
        </p>
      </div>
      {/* Disabled, and saying so, until the page's code runs: a tap before would do nothing (issue 57). */}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!hydrated || sending || price === undefined}>
        {!hydrated
          ? t('form.loading')
          : sending
            ? progress !== null
              ? t('form.uploading', { percent: Math.round(progress * 100) })
              : t('form.wait')
            : t('form.submit')}
      </button>
    </section>
  );
}
