import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbList } from '@/components/seo/structured-data';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import { cacheEmptyBriefly } from '@/lib/server/lawyers/cache-empty-briefly';
import { listNotaryCityPages, type NotaryCityPage } from '@/lib/server/notary/list-notary-city-pages';
import { PersonalAppearanceNote } from './_components/personal-appearance-note';
import { ServiceSelect } from './_components/service-filter';

// Changes revalidate on demand (lib/server/notary/notary-change.ts); lapsed commissions drop out within this,
// and a list without a single notary (an empty database at build time) within a minute (cacheEmptyBriefly).
export const revalidate = 600;

type Props = { params: Promise<{ locale: string }> };

const PATH = '/notary-public';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'notary');
  const title = t('index.title');
  const description = t('index.description');
  return {
    title,
    description,
    alternates: languageAlternates(locale, PATH),
    openGraph: { title, description, url: localePath(locale, PATH), locale: OG_LOCALE[locale] },
  };
}

/** Regions in the search's order, cities of an unknown region last (OTHER, labelled by the page). */
const OTHER = '';

function groupByRegion(cities: NotaryCityPage[]): [string, NotaryCityPage[]][] {
  const order = [...SEARCH_REGIONS, OTHER];
  const groups = new Map<string, NotaryCityPage[]>();
  for (const city of cities) {
    const region = city.region && SEARCH_REGIONS.includes(city.region) ? city.region : OTHER;
    groups.set(region, [...(groups.get(region) ?? []), city]);
  }
  return [...groups].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
}

const withNotariesFirst = (list: NotaryCityPage[]) => [...list].sort((a, b) => Number(b.notaries > 0) - Number(a.notaries > 0));

export default async function NotarySearchPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'notary');
  const cities = await listNotaryCityPages();
  await cacheEmptyBriefly(cities.reduce((sum, c) => sum + c.notaries, 0));
  const grouped = groupByRegion(cities).map(([region, list]) => [region || t('index.otherRegion'), list] as const);
  const crumbs = [
    { name: t('crumbs.home'), path: localePath(locale, '/') },
    { name: t('crumbs.notaryPublic'), path: localePath(locale, PATH) },
  ];
  return (
    <main id="main" className="container-page py-8 sm:py-12">
      <JsonLd data={breadcrumbList(crumbs)} />
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{t('index.heading')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('index.intro')}</p>

      <form
        action={localePath(locale, '/notary-public/search')}
        method="get"
        className="mt-6 flex max-w-3xl flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="notary-city" className="mb-1 block text-sm font-semibold text-slate-800">
            {t('index.city')}
          </label>
          <select id="notary-city" name="city" className="input h-12" defaultValue="">
            <option value="">{t('index.anyCity')}</option>
            {grouped.map(([region, list]) => (
              <optgroup key={region} label={region}>
                {list.map((city) => (
                  <option key={city.slug} value={city.slug}>
                    {city.name} ({city.notaries})
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <ServiceSelect id="notary-service" t={t} />
        <button type="submit" className="btn-primary h-12 px-6 text-base">
          {t('index.search')}
        </button>
      </form>

      <div className="mt-8 max-w-3xl">
        <PersonalAppearanceNote t={t} locale={locale} />
      </div>

      <section aria-labelledby="cities-heading" className="mt-10">
        <h2 id="cities-heading" className="text-2xl font-bold text-slate-900">
          {t('index.byCity')}
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {grouped.map(([region, list]) => (
            <section key={region} aria-label={region}>
              <h3 className="font-semibold text-primary-800">{region}</h3>
              <ul className="mt-2 space-y-1">
                {withNotariesFirst(list).map((city) => (
                  <li key={city.slug} data-notaries={city.notaries}>
                    <a
                      href={localePath(locale, `/notary-public/${city.slug}`)}
                      className={`inline-block py-1 underline-offset-2 hover:text-primary hover:underline ${city.notaries ? 'font-medium text-slate-900' : 'text-slate-500'}`}
                    >
                      {city.name}
                    </a>{' '}
                    {/* Every city says how many notaries it has, so nobody clicks into an empty one unwarned. */}
                    <span className={`text-sm ${city.notaries ? 'text-slate-700' : 'text-slate-500'}`}>
                      {t('index.count', { count: city.notaries })}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </main>
  );
}
