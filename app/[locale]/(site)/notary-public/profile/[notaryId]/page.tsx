import { Clock, Mail, MapPin, Phone, Video } from '@/components/ui/lucide-static';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { formatLongDate } from '@/components/content/format-date';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, breadcrumbList } from '@/components/seo/structured-data';
import { Avatar } from '@/components/ui/avatar';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { openingHoursSpecification } from '@/lib/format/office-hours';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { cityDisplayName } from '@/lib/reference/notary-cities';
import { findPublicNotary, listPublicNotaryIds } from '@/lib/server/notary/find-public-notary';
import { NotaryBooking } from '@/components/notary/notary-booking';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';
import { NotaryOffers } from '@/app/[locale]/(site)/notary-public/_components/notary-offers';
import { officeHours, serviceLabel } from '@/app/[locale]/(site)/notary-public/_components/notary-text';
import { PersonalAppearanceNote } from '@/app/[locale]/(site)/notary-public/_components/personal-appearance-note';

type Params = { notaryId: string };
type Props = { params: Promise<Params & { locale: string }> };

// Changes revalidate on demand (lib/server/notary/notary-change.ts); a commission that lapses at
// Manila midnight leaves the page at its next render, at most this long after.
export const revalidate = 600;
export const dynamicParams = true;

export async function generateStaticParams(): Promise<Params[]> {
  return (await listPublicNotaryIds()).map((n) => ({ notaryId: n._id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const notary = await findPublicNotary((await params).notaryId);
  if (!notary) return {};
  const t = await textFor(locale, 'notary');
  const name = notary.display_name;
  const city = notary.city ? cityDisplayName(notary.city) : null;
  const title = city ? t('profile.titleIn', { name, city }) : t('profile.title', { name });
  const description = city ? t('profile.descriptionIn', { name, city }) : t('profile.description', { name });
  const path = `/notary-public/profile/${notary._id}`;
  return {
    title,
    description,
    alternates: languageAlternates(locale, path),
    openGraph: { title, description, url: localePath(locale, path), locale: OG_LOCALE[locale], type: 'profile' },
  };
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-100 py-3 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

export default async function NotaryProfilePage({ params }: Props) {
  const locale = await localeOf(params);
  const notary = await findPublicNotary((await params).notaryId);
  if (!notary) return notFoundPage();
  const t = await textFor(locale, 'notary');
  const path = localePath(locale, `/notary-public/profile/${notary._id}`);
  const cityName = notary.city ? cityDisplayName(notary.city) : null;
  const cityPath = notary.city_slug ? localePath(locale, `/notary-public/${notary.city_slug}`) : null;
  const hours = officeHours(notary, locale);
  const crumbs = [
    { name: t('crumbs.home'), path: localePath(locale, '/') },
    { name: t('crumbs.notaryPublic'), path: localePath(locale, '/notary-public') },
    ...(cityName && cityPath ? [{ name: cityName, path: cityPath }] : []),
    { name: notary.display_name, path },
  ];
  return (
    <main id="main" className="container-page py-8 sm:py-12">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': ['Notary', 'LegalService'],
          name: notary.display_name,
          url: absoluteUrl(path),
          ...(notary.picture_url ? { image: absoluteUrl(notary.picture_url) } : {}),
          ...(notary.phone ? { telephone: notary.phone } : {}),
          ...(notary.email ? { email: notary.email } : {}),
          ...(notary.office_days.length
            ? { openingHoursSpecification: openingHoursSpecification(notary.office_days, notary.opens_at, notary.closes_at) }
            : {}),
          ...(notary.services.length ? { knowsAbout: notary.services.map((slug) => serviceLabel(t, slug)) } : {}),
          areaServed: notary.territory ?? cityName ?? undefined,
          address: {
            '@type': 'PostalAddress',
            streetAddress: notary.office_address ?? undefined,
            addressLocality: cityName ?? undefined,
            addressRegion: notary.region ?? undefined,
            addressCountry: 'PH',
          },
        }}
      />
      <JsonLd data={breadcrumbList(crumbs)} />
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
        {notary.picture_url ? (
          <ImageWithPlaceholder
            src={notary.picture_url}
            alt={notary.display_name}
            width={112}
            height={112}
            className="rounded-full"
            priority
          />
        ) : (
          <Avatar src={null} name={notary.display_name} size={112} priority />
        )}
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{notary.display_name}</h1>
          <p className="mt-1 text-lg text-slate-700">{cityName ? t('profile.subtitleIn', { city: cityName }) : t('profile.subtitle')}</p>
        </div>
      </div>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="commission-heading">
          <h2 id="commission-heading" className="text-xl font-semibold text-slate-900">
            {t('profile.commissionHeading')}
          </h2>
          <dl className="mt-2">
            {notary.commission_number ? <Detail term={t('profile.commissionNo')}>{notary.commission_number}</Detail> : null}
            {notary.commission_expires_on ? (
              <Detail term={t('profile.validUntil')}>{formatLongDate(notary.commission_expires_on, locale)}</Detail>
            ) : null}
            {notary.commissioning_court ? <Detail term={t('profile.commissionedBy')}>{notary.commissioning_court}</Detail> : null}
            {notary.territory ? <Detail term={t('profile.territory')}>{notary.territory}</Detail> : null}
            {notary.roll_number ? <Detail term={t('profile.rollNo')}>{notary.roll_number}</Detail> : null}
            {notary.ibp_number ? <Detail term={t('profile.ibpNo')}>{notary.ibp_number}</Detail> : null}
            {notary.ptr_number ? <Detail term={t('profile.ptrNo')}>{notary.ptr_number}</Detail> : null}
            {notary.mcle_number ? <Detail term={t('profile.mcleNo')}>{notary.mcle_number}</Detail> : null}
            {notary.office_address ? (
              <Detail term={t('profile.office')}>
                <span className="inline-flex gap-2">
                  <MapPin aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-primary" />
                  {notary.office_address}
                  {notary.city && !notary.office_address.includes(notary.city) ? `, ${notary.city}` : ''}
                </span>
                {notary.map_url ? (
                  <a
                    href={notary.map_url}
                    rel="noopener noreferrer nofollow"
                    target="_blank"
                    className="ml-6 block text-sm text-primary underline-offset-2 hover:underline"
                  >
                    {t('appointments.map')}
                  </a>
                ) : null}
              </Detail>
            ) : null}
            {hours ? (
              <Detail term={t('profile.officeHours')}>
                <span className="inline-flex gap-2">
                  <Clock aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-primary" />
                  {hours}
                </span>
              </Detail>
            ) : null}
            {notary.phone ? (
              <Detail term={t('profile.phone')}>
                <a
                  href={`tel:${notary.phone.replace(/[^+\d]/g, '')}`}
                  className="inline-flex gap-2 text-primary underline-offset-2 hover:underline"
                >
                  <Phone aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                  {notary.phone}
                </a>
              </Detail>
            ) : null}
            {notary.email ? (
              <Detail term={t('profile.email')}>
                <a href={`mailto:${notary.email}`} className="inline-flex gap-2 break-all text-primary underline-offset-2 hover:underline">
                  <Mail aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                  {notary.email}
                </a>
              </Detail>
            ) : null}
          </dl>
          {notary.services.length ? (
            <>
              <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('profile.services')}</h2>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
                {notary.services.map((service) => (
                  <li key={service}>{serviceLabel(t, service)}</li>
                ))}
              </ul>
            </>
          ) : null}
          <NotaryOffers notary={notary} t={t} />
          {notary.takes_bookings && notary.offers.length ? (
            <ClientMessages locale={locale} namespaces={['notary', SERVER_ERROR_WORDS]}>
              <NotaryBooking
                notaryId={notary._id}
                offers={notary.offers}
                payAtOffice={notary.pay_at_office}
                path={`/notary-public/profile/${notary._id}`}
              />
            </ClientMessages>
          ) : null}
          {notary.fees_note ? (
            <>
              <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('profile.fees')}</h2>
              <p className="mt-2 text-slate-800">{notary.fees_note}</p>
            </>
          ) : null}
        </section>
        <div className="space-y-6">
          <PersonalAppearanceNote t={t} locale={locale} />
          {notary.lawyer_id ? (
            <section aria-labelledby="consult-heading" className="rounded-lg border border-primary-200 bg-primary-50 p-4">
              <h2 id="consult-heading" className="flex items-center gap-2 font-semibold text-slate-900">
                <Video aria-hidden="true" className="h-5 w-5 text-primary" /> {t('profile.adviceHeading')}
              </h2>
              <p className="mt-1 text-sm text-slate-700">{t('profile.adviceBody', { name: notary.display_name })}</p>
              <a href={localePath(locale, `/lawyer/${notary.lawyer_id}`)} className="btn-primary mt-3">
                {t('profile.book')}
              </a>
            </section>
          ) : null}
          {cityPath ? (
            <a href={cityPath} className="btn-outline">
              {t('profile.otherNotaries', { city: cityName ?? '' })}
            </a>
          ) : null}
          <a
            href={localePath(locale, `/report/notary/${notary._id}`)}
            rel="nofollow"
            className="self-start text-sm text-slate-600 underline hover:text-slate-900"
          >
            {t('profile.report')}
          </a>
        </div>
      </div>
    </main>
  );
}
