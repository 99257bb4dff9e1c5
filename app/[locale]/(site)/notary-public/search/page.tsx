import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { findReferenceCity } from '@/lib/reference/notary-cities';
import { NOTARY_SERVICES } from '@/lib/reference/notary-services';
import { listNotariesFreeFirst } from '@/lib/server/notary/list-notaries-free-first';
import { findNotaryCityPage } from '@/lib/server/notary/list-notary-city-pages';
import { NotaryCard } from '@/app/[locale]/(site)/notary-public/_components/notary-card';
import { serviceLabel } from '@/app/[locale]/(site)/notary-public/_components/notary-text';
import { PersonalAppearanceNote } from '@/app/[locale]/(site)/notary-public/_components/personal-appearance-note';
import { ServiceFilter } from '@/app/[locale]/(site)/notary-public/_components/service-filter';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Search> };

// The /notary-public form: a city alone goes to its static page; a service is searched here, per request.
export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'notary');
  return {
    title: t('search.title'),
    robots: { index: false, follow: true },
    alternates: languageAlternates(locale, '/notary-public/search'),
  };
}

type Search = { city?: string | string[]; service?: string | string[] };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export default async function NotarySearchResultsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const query = await searchParams;
  const citySlug = one(query.city).trim().toLowerCase();
  const service = one(query.service).trim();
  const knownService = NOTARY_SERVICES.some((s) => s.slug === service);
  const city = citySlug ? ((await findNotaryCityPage(citySlug)) ?? findReferenceCity(citySlug)) : undefined;
  if (!knownService) redirect(localePath(locale, city ? `/notary-public/${city.slug}` : '/notary-public'));
  const t = await textFor(locale, 'notary');
  // Per request: who is free soonest for this service first, the times as of now.
  const notaries = await listNotariesFreeFirst({ citySlug: city?.slug, service });
  const label = serviceLabel(t, service);
  const heading = city ? t('search.serviceIn', { service: label, city: city.name }) : label;
  let total: string;
  if (notaries.length)
    total = city ? t('search.totalIn', { count: notaries.length, city: city.name }) : t('search.total', { count: notaries.length });
  else total = city ? t('search.noneIn', { city: city.name }) : t('search.none');
  return (
    <main id="main" className="container-page py-8 sm:py-12">
      <Breadcrumbs
        crumbs={[
          { name: t('crumbs.home'), path: localePath(locale, '/') },
          { name: t('crumbs.notaryPublic'), path: localePath(locale, '/notary-public') },
          { name: heading, path: localePath(locale, '/notary-public/search') },
        ]}
        locale={locale}
      />
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700" data-testid="notary-results-total">
        {total}
      </p>
      {city ? <ServiceFilter citySlug={city.slug} service={service} locale={locale} t={t} /> : null}
      <div className="mt-6 max-w-3xl">
        <PersonalAppearanceNote t={t} locale={locale} />
      </div>
      {notaries.some((n) => n.free_soon) ? <p className="mt-8 max-w-3xl text-slate-700">{t('city.freeFirst')}</p> : null}
      {notaries.length ? (
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {notaries.map((notary) => (
            <li key={notary._id}>
              <NotaryCard notary={notary} locale={locale} t={t} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-10 flex flex-wrap gap-4">
        <a href={localePath(locale, '/notary-public')} className="font-semibold text-primary underline-offset-2 hover:underline">
          {t('search.newSearch')}
        </a>
        {city ? (
          <a
            href={localePath(locale, `/notary-public/${city.slug}`)}
            className="font-semibold text-primary underline-offset-2 hover:underline"
          >
            {t('search.everyNotaryIn', { city: city.name })}
          </a>
        ) : null}
      </p>
    </main>
  );
}
