import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbList } from '@/components/seo/structured-data';
import { localePath, type Locale } from '@/lib/i18n/paths';
import type { ServerT } from '@/lib/i18n/server';
import { translator } from '@/lib/i18n/translator';
import { ArticleBody } from './article-body';
import { Breadcrumbs } from './breadcrumbs';
import { formatLongDate } from './format-date';
import { TableOfContents } from './table-of-contents';
import type { StaticPage } from '@/lib/dto/content';

/** Terms of Service and Privacy Policy: one reading layout, its own words in the page's language. */
export function LegalPage({ page, locale }: { page: StaticPage; locale: Locale }) {
  const t = translator(locale, 'blog') as unknown as ServerT<'blog'>;
  const crumbs = [
    { name: t('index.crumbHome'), path: localePath(locale, '/') },
    { name: page.title, path: localePath(locale, `/${page.slug}`) },
  ];
  return (
    <main id="main" className="container-page py-8 sm:py-12">
      <JsonLd data={breadcrumbList(crumbs)} />
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <article className="mx-auto mt-6 max-w-3xl" lang={page.lang === locale ? undefined : page.lang}>
        <header>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{page.title}</h1>
          <p className="mt-3 text-sm text-slate-600" lang={page.lang === locale ? undefined : locale}>
            {t.rich('legal.lastUpdated', {
              time: () => <time dateTime={page.updated}>{formatLongDate(page.updated, locale)}</time>,
            })}
          </p>
        </header>
        <div className="mt-8">
          <TableOfContents entries={page.toc} locale={locale} />
        </div>
        <ArticleBody html={page.html} className="mt-8" />
      </article>
    </main>
  );
}
