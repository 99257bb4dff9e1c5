import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { findReferenceCity } from '@/lib/reference/notary-cities';
import { NOTARY_SERVICES, notaryServiceLabel } from '@/lib/reference/notary-services';
import { listPublicNotaries } from '@/lib/server/notary/list-public-notaries';
import { findNotaryCityPage } from '@/lib/server/notary/list-notary-city-pages';
import { NotaryCard } from '../_components/notary-card';
import { PersonalAppearanceNote } from '../_components/personal-appearance-note';

// The /notary-public form: a city alone goes to its static page; a service is searched here, per request.
export const metadata: Metadata = { title: 'Notaries public by service', robots: { index: false, follow: true } };

type Search = { city?: string | string[]; service?: string | string[] };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export default async function NotarySearchResultsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const query = await searchParams;
  const citySlug = one(query.city).trim().toLowerCase();
  const service = one(query.service).trim();
  const knownService = NOTARY_SERVICES.some((s) => s.slug === service);
  const city = citySlug ? ((await findNotaryCityPage(citySlug)) ?? findReferenceCity(citySlug)) : undefined;
  if (!knownService) redirect(city ? `/notary-public/${city.slug}` : '/notary-public');
  const notaries = await listPublicNotaries({ citySlug: city?.slug, service });
  const label = notaryServiceLabel(service);
  const where = city ? ` in ${city.name}` : '';
  return (
    <main id="main" className="container-page py-8 sm:py-12">
      <Breadcrumbs
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Notary Public', path: '/notary-public' },
          { name: `${label}${where}`, path: '/notary-public/search' },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">
        {label}
        {where}
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700" data-testid="notary-results-total">
        {notaries.length
          ? `${notaries.length} ${notaries.length === 1 ? 'notary public offers' : 'notaries public offer'} this${where}.`
          : `No notary public${where} lists this service yet.`}
      </p>
      <div className="mt-6 max-w-3xl">
        <PersonalAppearanceNote />
      </div>
      {notaries.length ? (
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {notaries.map((notary) => (
            <li key={notary._id}>
              <NotaryCard notary={notary} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-10 flex flex-wrap gap-4">
        <a href="/notary-public" className="font-semibold text-primary underline-offset-2 hover:underline">
          New search
        </a>
        {city ? (
          <a href={`/notary-public/${city.slug}`} className="font-semibold text-primary underline-offset-2 hover:underline">
            Every notary in {city.name}
          </a>
        ) : null}
      </p>
    </main>
  );
}
