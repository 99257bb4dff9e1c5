import type { PublicNotary } from '@/lib/dto/notary';
import { formatPeso } from '@/lib/format/money';
import type { ServerT } from '@/lib/i18n/server';
import { serviceLabel } from './notary-text';

/**
 * Issue 43: each service a notary takes appointments for, with its fee, typical length and what to
 * bring, after the one sentence that says notarization happens in person with a valid ID.
 */
export function NotaryOffers({ notary, t }: { notary: PublicNotary; t: ServerT<'notary'> }) {
  if (!notary.takes_bookings || !notary.offers.length) return null;
  return (
    <section aria-labelledby="offers-heading" className="mt-8">
      <h2 id="offers-heading" className="text-xl font-semibold text-slate-900">
        {t('appointments.heading')}
      </h2>
      <p className="mt-2 font-medium text-slate-900" data-testid="in-person">
        {t('appointments.inPerson')}
      </p>
      <p className="mt-1 text-sm text-slate-700">{t(notary.pay_at_office ? 'appointments.payEither' : 'appointments.payOnline')}</p>
      <ul className="mt-4 space-y-4">
        {notary.offers.map((offer) => (
          <li key={offer.service} className="rounded-lg border border-slate-200 p-4" data-testid={`offer-${offer.service}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{serviceLabel(t, offer.service)}</h3>
              <p className="text-slate-900">
                <span className="sr-only">{t('appointments.fee')}: </span>
                {offer.fee_centavos === 0 ? t('appointments.free') : formatPeso(offer.fee_centavos)}
                <span className="text-sm text-slate-600"> · {t('appointments.duration', { minutes: offer.duration_minutes })}</span>
              </p>
            </div>
            <p className="mt-2 text-sm font-medium text-slate-800">{t('appointments.bring')}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
              {offer.checklist
                .filter((item) => t.has(`checklist.${item}`))
                .map((item) => (
                  <li key={item}>{t(`checklist.${item}`)}</li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
