import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbList } from '@/components/seo/structured-data';
import { ArticleBody } from './article-body';
import { Breadcrumbs } from './breadcrumbs';
import { formatLongDate } from './format-date';
import { TableOfContents } from './table-of-contents';
import type { StaticPage } from '@/lib/dto/content';

/** Terms of Service and Privacy Policy: one reading layout. */
export function LegalPage({ page }: { page: StaticPage }) {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: page.title, path: `/${page.slug}` },
  ];
  return (
    <main id="main" className="container-page py-8 sm:py-12">
      <JsonLd data={breadcrumbList(crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <article className="mx-auto mt-6 max-w-3xl">
        <header>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{page.title}</h1>
          <p className="mt-3 text-sm text-slate-600">
            Last updated <time dateTime={page.updated}>{formatLongDate(page.updated)}</time>
          </p>
        </header>
        <div className="mt-8">
          <TableOfContents entries={page.toc} />
        </div>
        <ArticleBody html={page.html} className="mt-8" />
      </article>
    </main>
  );
}
