import { absoluteUrl } from '@/components/seo/structured-data';
import type { PublicLawyerProfile } from '@/lib/dto/lawyer-profile';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { areaLabel, type AreaText, type ProfileText } from './profile-text';

/**
 * schema.org Attorney (a LegalService) for a profile: name, place, languages, fees as offers, rating;
 * in the page's language (its URL, areas and offers), the lawyer's own description as written.
 */
export function attorneyJsonLd(profile: PublicLawyerProfile, locale: Locale, t: ProfileText, areas: AreaText) {
  const url = absoluteUrl(localePath(locale, `/lawyer/${profile._id}`));
  const prices = profile.services.filter((s) => s.price !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Attorney',
    '@id': url,
    name: `Atty. ${profile.display_name}`,
    url,
    image: profile.picture_url ? absoluteUrl(profile.picture_url) : undefined,
    description: profile.about ?? undefined,
    address: {
      '@type': 'PostalAddress',
      addressLocality: profile.city ?? undefined,
      addressRegion: profile.region ?? undefined,
      addressCountry: 'PH',
    },
    areaServed: { '@type': 'Country', name: 'Philippines' },
    knowsLanguage: profile.languages,
    knowsAbout: profile.areas.map((slug) => areaLabel(areas, slug)),
    priceRange: prices.length
      ? `₱${Math.min(...prices.map((p) => p.price!)) / 100}–₱${Math.max(...prices.map((p) => p.price!)) / 100}`
      : undefined,
    makesOffer: prices.map((s) => ({
      '@type': 'Offer',
      name: t('jsonLd.offer', { minutes: s.duration }),
      price: (s.price! / 100).toFixed(2),
      priceCurrency: 'PHP',
    })),
    aggregateRating:
      profile.review_count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: profile.rating.toFixed(2),
            reviewCount: profile.review_count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  };
}
