import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { areaLabel, type Text } from '@/components/search/names';
import { IbpVerifiedBadge } from './ibp-verified-badge';
import { LegalAidBadge } from './legal-aid-badge';
import { WrittenBadge } from './written-badge';
import type { LawyerSearchResult } from '@/lib/dto/search';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { formatPeso, nextSlots, slotText, type SlotText } from './format';
import { RatingSummary } from './rating-summary';
import { offerLine } from './offer-line';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

const NEXT_SLOTS = 4;

export type LawyerCardProps = {
  lawyer: LawyerSearchResult;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Above-the-fold cards load their photo eagerly. */
  priority?: boolean;
  /** Carried to the profile's address: `?problem=N` from a search for written answers (its "Ask in writing" preselects it). */
  profileQuery?: string;
  /** The searched legal problem, if any: the written-answer badge starts the lawyer's form on it. */
  askProblem?: number;
};

/**
 * The card's language: `t` is the `search` namespace, from useT on the results page (the card renders
 * inside its client list) or textFor on a landing page (server HTML).
 */
export type CardText = {
  locale: Locale;
  t: Text;
  /** The `services` namespace (its card words: SERVICE_CARD_WORDS): the card lists up to two fixed-price offers (issue 62). */
  services?: Text;
  /**
   * The search's `service` filter, if any. On a phone the card keeps one price line so three cards fit a
   * screen: the searched service's offer when there is one (it is first: search-lawyers.ts), else the
   * consultation fees; the offers show from the `sm` width up.
   */
  service?: string;
};

/** At most two offer lines a card shows (the filtered service is first: search-lawyers.ts). */
const CARD_OFFERS = 2;

/** The next free starts of a card, with their Manila text (the server's zone). */
export function cardSlots(lawyer: LawyerSearchResult, locale: Locale): { start: string; manila: SlotText }[] {
  return nextSlots(lawyer.calendar, NEXT_SLOTS).map((start) => ({ start, manila: slotText(start, DEFAULT_TIME_ZONE, true, locale) }));
}

/**
 * A lawyer in a list, server HTML with plain links; `booking` is the part under it (next times and
 * actions): the ONE client island CardBooking on results (lawyer-card-results.tsx), plain links on
 * landing pages (landing-lawyer-card.tsx). On a phone the card is compact — small picture, one line
 * each for rating, place and fees, the times in one row — so three fit a screen.
 */
export function LawyerCardShell({
  lawyer,
  headingLevel: Heading = 'h2',
  priority = false,
  booking,
  locale,
  t,
  services,
  service,
  profileQuery = '',
  askProblem,
}: LawyerCardProps & CardText & { booking: ReactNode }) {
  const offers = services ? lawyer.service_offers.slice(0, CARD_OFFERS) : [];
  const searched = service !== undefined && offers[0]?.service_type === service;
  const profileHref = localePath(locale, `/lawyer/${lawyer._id}${profileQuery}`);
  const place = [lawyer.city, lawyer.region].filter(Boolean).join(', ');
  const askHref = localePath(
    locale,
    `/customer-portal/questions/new?lawyer=${lawyer._id}${askProblem === undefined ? '' : `&problem=${askProblem}`}`,
  );
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-4" aria-labelledby={`lawyer-${lawyer._id}`}>
      <div className="flex gap-3 sm:gap-4">
        <a href={profileHref} className="shrink-0 self-start" tabIndex={-1} aria-hidden="true">
          <Avatar
            src={lawyer.picture_url}
            name={lawyer.display_name}
            size={96}
            boxClassName="h-14 w-14 text-lg sm:h-24 sm:w-24 sm:text-3xl"
            priority={priority}
          />
        </a>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <Heading id={`lawyer-${lawyer._id}`} className="text-base font-semibold leading-snug text-slate-900 sm:text-lg">
              <a href={profileHref} className="hover:underline focus-visible:underline">
                {t('card.atty', { name: lawyer.display_name })}
              </a>
            </Heading>
            {lawyer.ibp_verified ? <IbpVerifiedBadge size="sm" label={t('card.ibpVerified')} /> : null}
            {lawyer.legal_aid ? <LegalAidBadge size="sm" label={t('card.legalAid')} /> : null}
            {lawyer.question_price !== null ? (
              <WrittenBadge href={askHref} label={t('card.written', { price: formatPeso(lawyer.question_price) })} />
            ) : null}
          </div>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-slate-700 sm:mt-1 sm:gap-x-3">
            <RatingSummary
              compact
              rating={lawyer.rating}
              reviewCount={lawyer.review_count}
              text={{ newLawyer: t('card.ratingNew'), outOf5: t('card.outOf5'), reviews: (count) => t('card.reviews', { count }) }}
            />
            {lawyer.years_of_experience !== null ? <span>{t('card.experience', { count: lawyer.years_of_experience })}</span> : null}
            {place ? <span className="min-w-0 truncate">{place}</span> : null}
          </p>
          <dl className="mt-0.5 text-sm sm:mt-2 sm:grid sm:grid-cols-[auto_1fr] sm:gap-x-3 sm:gap-y-1">
            <dt className="sr-only text-slate-600 sm:not-sr-only">{t('card.fees')}</dt>
            <dd className={searched ? 'hidden text-slate-900 sm:block' : 'text-slate-900'}>
              <span className="font-semibold">{formatPeso(lawyer.price_30)}</span> {t('card.per30')} ·{' '}
              <span className="font-semibold">{formatPeso(lawyer.price_60)}</span> {t('card.per60')}
            </dd>
            <dt className="hidden text-slate-600 sm:block">{t('card.languages')}</dt>
            <dd className="hidden text-slate-900 sm:block">{lawyer.languages.join(', ')}</dd>
            <dt className="hidden text-slate-600 sm:block">{t('card.practice')}</dt>
            <dd className="hidden text-slate-900 sm:block">{lawyer.areas.map((slug) => areaLabel(t, slug)).join(', ')}</dd>
          </dl>
          {offers.length ? (
            <ul
              className={`${searched ? '' : 'hidden sm:block '}mt-0.5 text-sm text-slate-800 sm:mt-2`}
              aria-label={services!('search.filter')}
              data-testid="card-services"
            >
              {offers.map((offer, index) => (
                <li key={offer.service_type} className={index > 0 ? 'hidden truncate sm:list-item' : 'truncate'}>
                  {offerLine(services!, offer)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {booking}
    </article>
  );
}
