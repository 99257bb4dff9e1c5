import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbList, itemList } from '@/components/seo/structured-data';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { cacheEmptyBriefly } from '@/lib/server/lawyers/cache-empty-briefly';
import { findNotaryCityPage, listNotaryCityPages } from '@/lib/server/notary/list-notary-city-pages';
import { listPublicNotaries } from '@/lib/server/notary/list-public-notaries';
import { listNotariesFreeFirst } from '@/lib/server/notary/list-notaries-free-first';
import { NOTARY_CITY_REVALIDATE_SECONDS } from '@/lib/config/pages';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';
import { NotaryCard } from '@/app/[locale]/(site)/notary-public/_components/notary-card';
import { PersonalAppearanceNote } from '@/app/[locale]/(site)/notary-public/_components/personal-appearance-note';
import { ServiceFilter } from '@/app/[locale]/(site)/notary-public/_components/service-filter';

type Params = { city: string };
type Props = { params: Promise<Params & { locale: string }> };

// Built for every known city; a city whose first notary joins later renders on its first visit.
// Changes revalidate on demand (lib/server/notary/notary-change.ts); a commission that lapses at
// Manila midnight leaves the page at its next render, at most this long after. The free times it
// shows are those still free that long after the build (NOTARY_CITY_REVALIDATE_SECONDS: keep equal).
export const revalidate = 600;
export const dynamicParams = true;

export async function generateStaticParams(): Promise<Params[]> {
  return (await listNotaryCityPages()).map((page) => ({ city: page.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const page = await findNotaryCityPage((await params).city);
  if (!page) return {};
  const t = await textFor(locale, 'notary');
  const title = t('city.title', { city: page.name });
  const description = page.notaries
    ? t('city.description', { count: page.notaries, city: page.name })
    : t('city.descriptionNone', { city: page.name });
  const path = `/notary-public/${page.slug}`;
  return {
    title,
    description,
    alternates: languageAlternates(locale, path),
    openGraph: { title, description, url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}

export default async function NotaryCityPage({ params }: Props) {
  const locale = await localeOf(params);
  const page = await findNotaryCityPage((await params).city);
  if (!page) return notFoundPage();
  const t = await textFor(locale, 'notary');
  const path = localePath(locale, `/notary-public/${page.slug}`);
  const notaries = await listNotariesFreeFirst({ citySlug: page.slug }, { keptForMinutes: NOTARY_CITY_REVALIDATE_SECONDS / 60 });
  const anyFree = notaries.some((n) => n.free_soon);
  await cacheEmptyBriefly(notaries.length);
  const nearby = notaries.length === 0 && page.region ? await listPublicNotaries({ region: page.region }, { limit: 6 }) : [];
  // Nobody in the city or its region yet: point to the cities that do have notaries.
  const elsewhere = notaries.length === 0 && nearby.length === 0 ? (await listNotaryCityPages()).filter((c) => c.notaries > 0) : [];
  const crumbs = [
    { name: t('crumbs.home'), path: localePath(locale, '/') },
    { name: t('crumbs.notaryPublic'), path: localePath(locale, '/notary-public') },
    { name: page.name, path },
  ];
  const place = page.region ? `${page.name}, ${page.region}` : page.name;
  return (
    <main id="main" className="container-page py-8 sm:py-12">
      <JsonLd data={breadcrumbList(crumbs)} />
      {notaries.length ? (
        <JsonLd
          data={itemList(
            t('city.notariesIn', { place: page.name }),
            notaries.map((n) => ({ name: n.display_name, path: localePath(locale, `/notary-public/profile/${n._id}`) })),
          )}
        />
      ) : null}
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{t('city.heading', { city: page.name })}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        {notaries.length
          ? t('city.intro', { count: notaries.length, place })
          : `${t('city.none', { city: page.name })}${nearby.length ? ` ${t('city.nearby', { region: page.region ?? '' })}` : ''}`}
      </p>
      {notaries.length ? <ServiceFilter citySlug={page.slug} locale={locale} t={t} /> : null}
      <div className="mt-6 max-w-3xl">
        <PersonalAppearanceNote t={t} locale={locale} />
      </div>
      {anyFree ? <p className="mt-8 max-w-3xl text-slate-700">{t('city.freeFirst')}</p> : null}
      {notaries.length ? (
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {notaries.map((notary) => (
            <li key={notary._id}>
              <NotaryCard notary={notary} locale={locale} t={t} />
            </li>
          ))}
        </ul>
      ) : null}
      {nearby.length ? (
        <section aria-labelledby="nearby-heading" className="mt-10">
          <h2 id="nearby-heading" className="text-2xl font-bold text-slate-900">
            {t('city.notariesIn', { place: page.region ?? '' })}
          </h2>
          <ul className="mt-5 grid gap-5 md:grid-cols-2">
            {nearby.map((notary) => (
              <li key={notary._id}>
                <NotaryCard notary={notary} headingLevel="h3" locale={locale} t={t} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {elsewhere.length ? (
        <section aria-labelledby="elsewhere-heading" className="mt-10">
          <h2 id="elsewhere-heading" className="text-2xl font-bold text-slate-900">
            {t('city.elsewhere')}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {elsewhere.map((city) => (
              <li key={city.slug}>
                <a
                  href={localePath(locale, `/notary-public/${city.slug}`)}
                  className="inline-flex min-h-11 items-center rounded-full border border-primary-200 bg-white px-4 text-sm font-medium text-primary-800 hover:bg-primary-50"
                >
                  {city.name} ({city.notaries})
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-10">
        <a href={localePath(locale, '/notary-public')} className="font-semibold text-primary underline-offset-2 hover:underline">
          {t('city.anotherCity')}
        </a>
      </p>
    </main>
  );
}
