import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbList, itemList } from '@/components/seo/structured-data';
import { cacheEmptyBriefly } from '@/lib/server/lawyers/cache-empty-briefly';
import { findNotaryCityPage, listNotaryCityPages } from '@/lib/server/notary/list-notary-city-pages';
import { listPublicNotaries } from '@/lib/server/notary/list-public-notaries';
import { NotaryCard } from '../_components/notary-card';
import { PersonalAppearanceNote } from '../_components/personal-appearance-note';

type Params = { city: string };

// Built for every known city; a city whose first notary joins later renders on its first visit.
// Changes revalidate on demand (lib/server/notary/notary-change.ts); a commission that lapses at
// Manila midnight leaves the page at its next render, at most this long after.
export const revalidate = 600;
export const dynamicParams = true;

export async function generateStaticParams(): Promise<Params[]> {
  return (await listNotaryCityPages()).map((page) => ({ city: page.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const page = await findNotaryCityPage((await params).city);
  if (!page) return {};
  const title = `Notary Public in ${page.name}`;
  const description = page.notaries
    ? `${page.notaries} commissioned ${page.notaries === 1 ? 'notary public' : 'notaries public'} in ${page.name}: office addresses, hours and commission details. Personal appearance with a valid ID is required.`
    : `Looking for a notary public in ${page.name}? See commissioned notaries nearby, and what to bring: personal appearance with a valid ID is required.`;
  const path = `/notary-public/${page.slug}`;
  return { title, description, alternates: { canonical: path }, openGraph: { title, description, url: path } };
}

export default async function NotaryCityPage({ params }: { params: Promise<Params> }) {
  const page = await findNotaryCityPage((await params).city);
  if (!page) notFound();
  const path = `/notary-public/${page.slug}`;
  const notaries = await listPublicNotaries({ citySlug: page.slug });
  await cacheEmptyBriefly(notaries.length);
  const nearby = notaries.length === 0 && page.region ? await listPublicNotaries({ region: page.region }, { limit: 6 }) : [];
  // Nobody in the city or its region yet: point to the cities that do have notaries.
  const elsewhere = notaries.length === 0 && nearby.length === 0 ? (await listNotaryCityPages()).filter((c) => c.notaries > 0) : [];
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Notary Public', path: '/notary-public' },
    { name: page.name, path },
  ];
  return (
    <main id="main" className="container-page py-8 sm:py-12">
      <JsonLd data={breadcrumbList(crumbs)} />
      {notaries.length ? (
        <JsonLd
          data={itemList(
            `Notaries public in ${page.name}`,
            notaries.map((n) => ({ name: n.display_name, path: `/notary-public/profile/${n._id}` })),
          )}
        />
      ) : null}
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">Notary public in {page.name}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        {notaries.length
          ? `${notaries.length} commissioned ${notaries.length === 1 ? 'notary public holds' : 'notaries public hold'} office in ${page.name}${page.region ? `, ${page.region}` : ''}. Check the office hours, then bring your document and a valid ID.`
          : `No notary public in ${page.name} has a public profile with us yet.${nearby.length ? ` These notaries hold office elsewhere in ${page.region}.` : ''}`}
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
      {nearby.length ? (
        <section aria-labelledby="nearby-heading" className="mt-10">
          <h2 id="nearby-heading" className="text-2xl font-bold text-slate-900">
            Notaries public in {page.region}
          </h2>
          <ul className="mt-5 grid gap-5 md:grid-cols-2">
            {nearby.map((notary) => (
              <li key={notary._id}>
                <NotaryCard notary={notary} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {elsewhere.length ? (
        <section aria-labelledby="elsewhere-heading" className="mt-10">
          <h2 id="elsewhere-heading" className="text-2xl font-bold text-slate-900">
            Cities with notaries public
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {elsewhere.map((city) => (
              <li key={city.slug}>
                <a
                  href={`/notary-public/${city.slug}`}
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
        <a href="/notary-public" className="font-semibold text-primary underline-offset-2 hover:underline">
          Search another city
        </a>
      </p>
    </main>
  );
}
