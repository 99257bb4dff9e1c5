import { offerLine } from '@/components/lawyers/offer-line';
import { asText } from '@/components/search/names';
import type { PublicLawyerProfile } from '@/lib/dto/lawyer-profile';
import { humanAnswerTime } from '@/lib/format/answer-time';
import { formatPesoExact } from '@/lib/format/money';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';
import { SERVICE_CATALOGUE } from '@/features/services/reference/legal-services';

/** Where a client orders one service (the intake form, issue 62). */
const orderHref = (lawyerId: string, type: string) => `/services/order/${lawyerId}/${type}`;

/**
 * Issue 62: the lawyer's fixed-price services on the public profile — server HTML with plain links, no client code
 * (the profile's first-load JavaScript stays as it was: scripts/bench/services-profile.ts).
 */
export async function ServicesSection({ profile, locale }: { profile: PublicLawyerProfile; locale: Locale }) {
  if (!profile.service_offers.length) return null;
  const t = asText(await textFor(locale, 'services'));
  return (
    <section aria-labelledby="services-heading" data-testid="profile-services">
      <h2 id="services-heading" className="text-xl font-semibold text-slate-900">
        {t('profile.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('profile.intro')}</p>
      <ul className="mt-3 flex flex-col gap-3">
        {profile.service_offers.map((offer) => (
          <li key={offer.service_type} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold text-slate-900">{offerLine(t, offer)}</h3>
                <p className="mt-1 text-sm text-slate-700">{t(`catalogue.${offer.service_type}.summary`)}</p>
                <p className="mt-1 text-xs text-slate-600">{t('revisionsIncluded', { count: offer.revisions })}</p>
                {SERVICE_CATALOGUE[offer.service_type].sending && (
                  // Issue 72: who sends the letter, plainly — the client (included), or the lawyer at their price.
                  <p className="mt-1 text-xs text-slate-700" data-testid="offer-sending">
                    {offer.send_price_pesos === null
                      ? t('sending.cardSelf')
                      : t('sending.cardOption', { price: formatPesoExact(offer.send_price_pesos * 100) })}
                  </p>
                )}
              </div>
              <a
                href={localePath(locale, orderHref(profile._id, offer.service_type))}
                className="btn-primary min-h-10 shrink-0 px-4 py-2"
                rel="nofollow"
              >
                {t('profile.order')}
                <span className="sr-only">: {t(`catalogue.${offer.service_type}.name`)}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Usually answers within 3 hours" (issue 62 item 6), or nothing below 3 answers in 90 days. */
export async function AnswerTimeLine({ answerTime, locale }: { answerTime: PublicLawyerProfile['answer_time']; locale: Locale }) {
  if (!answerTime) return null;
  const t = asText(await textFor(locale, 'services'));
  return (
    <p className="mt-1 text-sm text-slate-700" data-testid="answer-time">
      {t('answerTime.usually', { time: humanAnswerTime(t, answerTime.median_minutes) })}
    </p>
  );
}
