import { MapPin } from '@/components/ui/lucide-static';
import { IbpVerifiedBadge } from '@/components/lawyers/ibp-verified-badge';
import { LegalAidBadge } from '@/components/lawyers/legal-aid-badge';
import { LEGAL_AID_PATH } from '@/features/legal-aid/reference/legal-aid-link';
import type { Metadata } from 'next';
import { cache } from 'react';
import { StarRating } from '@/components/home/star-rating';
import { RatingSummary } from '@/components/lawyers/rating-summary';
import { ratingParts } from '@/lib/format/rating';
import { JsonLd } from '@/components/seo/json-ld';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { CurrencyChoice, PesoPrice } from '@/components/prices/peso-price';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { findPublicProfile } from '@/lib/server/lawyers/find-public-profile';
import { loadProfilePageExtras } from '@/lib/server/calendar/availability/profile-page-extras';
import { reviewsQuerySchema } from '@/lib/validation/search';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';
import { AskInWriting } from './_components/ask-in-writing';
import { ConsultLanguages } from './_components/consult-languages';
import { IdleCompare } from './_components/idle-compare';
import { attorneyJsonLd } from './_components/lawyer-json-ld';
import { ProfilePicture } from './_components/profile-picture';
import { ProfileSections } from './_components/profile-sections';
import { areaLabel, languageList } from './_components/profile-text';
import { ReviewsList } from './_components/reviews-list';
import { AnswerTimeLine, ServicesSection } from './_components/services-section';
import { SlotPicker } from './_components/slot-picker';
import { VerificationQr } from './_components/verification-qr';

type Props = {
  params: Promise<{ locale: string; lawyerId: string }>;
  searchParams: Promise<{ reviews?: string | string[]; problem?: string | string[] }>;
};

// Free times change by the minute: always rendered on request.
export const dynamic = 'force-dynamic';

// Once per request: metadata and the page read the same profile.
const loadProfile = cache((id: string) => findPublicProfile(id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'profile');
  const profile = await loadProfile((await params).lawyerId);
  if (!profile) return { title: t('meta.notFound'), robots: { index: false } };
  const name = profile.display_name;
  const areaText = await textFor(locale, 'search');
  const areas = profile.areas.map((slug) => areaLabel(areaText, slug)).join(', ');
  const title = profile.city ? t('meta.titleInCity', { name, areas, city: profile.city }) : t('meta.title', { name, areas });
  // English: the lawyer's own "about" (never translated). Filipino: a Filipino line a searcher reads, with the languages.
  const filipino = profile.languages.length
    ? `${t('meta.description', { name })} ${t('header.consultsIn', { languages: languageList(profile.languages, locale) })}.`
    : t('meta.description', { name });
  const description = (locale === 'en' ? (profile.about ?? t('meta.description', { name })) : filipino).slice(0, 160);
  const path = `/lawyer/${profile._id}`;
  return {
    title,
    description,
    alternates: languageAlternates(locale, path),
    openGraph: {
      title,
      description,
      url: localePath(locale, path),
      locale: OG_LOCALE[locale],
      type: 'profile',
      images: profile.picture_url ? [profile.picture_url] : undefined,
    },
  };
}

/** Spec §2 /lawyer/{lawyerId}: the public profile; hidden, incomplete, unverified or unknown → 404. */
export default async function LawyerProfilePage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { lawyerId } = await params;
  const profile = await loadProfile(lawyerId);
  if (!profile) return notFoundPage();
  const query = await searchParams;
  const reviewsPage = reviewsQuerySchema.shape.page.safeParse(query.reviews);
  // From a search for written answers to one problem (issue 60): "Ask in writing" starts with it.
  const askedProblem = typeof query.problem === 'string' && /^\d{1,4}$/.test(query.problem) && findLegalProblem(Number(query.problem));
  // null: the lawyer stopped being listed since the profile was read — a 404, as for any unlisted lawyer.
  const extras = await loadProfilePageExtras(profile._id, reviewsPage.success ? (reviewsPage.data ?? 0) : 0);
  if (!extras) return notFoundPage();
  const { reviews, slots30, slots60 } = extras;
  const [price30, price60] = profile.services;
  const t = await textFor(locale, 'profile');
  const areaText = await textFor(locale, 'search');
  const name = t('attyName', { name: profile.display_name });
  const rated = ratingParts(profile.rating, profile.review_count);

  return (
    // The page's client text: slot picker and compare button (`profile`), the slot links and zone note (`search`).
    <ClientMessages locale={locale} namespaces={['profile', 'search']}>
      <main id="main" className="bg-slate-50 pb-28">
        <JsonLd data={attorneyJsonLd(profile, locale, t, areaText)} />
        <div className="container-page py-6 sm:py-10">
          <header className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:p-6">
            <ProfilePicture src={profile.picture_url} alt={name} name={profile.display_name} size={128} className="rounded-full" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{name}</h1>
                {profile.ibp_verified ? <IbpVerifiedBadge label={t('badge.ibpVerified')} /> : null}
                {profile.legal_aid ? <LegalAidBadge label={t('badge.legalAid')} href={localePath(locale, LEGAL_AID_PATH)} /> : null}
              </div>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
                {rated ? (
                  <span className="inline-flex items-center gap-1" data-testid="rating">
                    <StarRating rating={profile.rating} locale={locale} />
                    <span>{t('rating.label', { score: rated.score, reviews: t('rating.reviews', { count: profile.review_count }) })}</span>
                  </span>
                ) : (
                  <RatingSummary
                    rating={profile.rating}
                    reviewCount={profile.review_count}
                    text={{ newLawyer: t('rating.new'), outOf5: t('rating.outOf5'), reviews: (count) => t('rating.reviews', { count }) }}
                  />
                )}
                {profile.years_of_experience !== null ? (
                  <span>{t('header.yearsOfExperience', { years: profile.years_of_experience })}</span>
                ) : null}
                {profile.city || profile.region ? (
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="h-4 w-4" />
                    {[profile.city, profile.region].filter(Boolean).join(', ')}
                  </span>
                ) : null}
              </p>
              {profile.law_firm ? <p className="mt-1 text-sm text-slate-600">{profile.law_firm}</p> : null}
              <ConsultLanguages languages={profile.languages} locale={locale} t={t} />
              <AnswerTimeLine answerTime={profile.answer_time} locale={locale} />
              <dl className="mt-3 flex flex-wrap gap-3">
                {[price30, price60].map((s) => (
                  <div key={s.duration} className="rounded-md bg-secondary-50 px-3 py-2">
                    <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{t('minutes', { minutes: s.duration })}</dt>
                    <dd className="text-lg font-bold text-slate-900">
                      <PesoPrice centavos={s.price} locale={locale} />
                    </dd>
                  </div>
                ))}
              </dl>
              <div className="mt-2">
                <CurrencyChoice locale={locale} />
              </div>
              {profile.question_price !== null ? (
                <AskInWriting
                  lawyerId={profile._id}
                  price={profile.question_price}
                  problem={askedProblem ? askedProblem._id : null}
                  locale={locale}
                />
              ) : null}
              <div className="mt-3">
                <IdleCompare lawyer={{ _id: profile._id, display_name: profile.display_name, picture_url: profile.picture_url }} />
              </div>
            </div>
            <VerificationQr lawyerId={profile._id} name={profile.display_name} locale={locale} t={t} />
          </header>

          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
            <div className="order-2 flex min-w-0 flex-col gap-8 lg:order-1">
              <ServicesSection profile={profile} locale={locale} />
              <ProfileSections profile={profile} locale={locale} />
              <ReviewsList lawyerId={profile._id} reviews={reviews} locale={locale} />
              <a
                href={localePath(locale, `/report/lawyer/${profile._id}`)}
                rel="nofollow"
                className="self-start text-sm text-slate-600 underline hover:text-slate-900"
              >
                {t('header.reportProfile')}
              </a>
            </div>
            <div className="order-1 min-w-0 lg:order-2">
              <div className="lg:sticky lg:top-20">
                <SlotPicker lawyerId={profile._id} initial={{ 30: slots30, 60: slots60 }} />
              </div>
            </div>
          </div>
        </div>
      </main>
    </ClientMessages>
  );
}
