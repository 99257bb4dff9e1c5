import type { Metadata } from 'next';
import { ArticleBody } from '@/components/content/article-body';
import { BlogCard } from '@/components/content/blog-card';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { formatLongDate } from '@/components/content/format-date';
import { TableOfContents } from '@/components/content/table-of-contents';
import { JsonLd } from '@/components/seo/json-ld';
import { article, breadcrumbList } from '@/components/seo/structured-data';
import { blogPostLanguages, findBlogPost, listBlogPosts, listRelatedPosts } from '@/lib/server/content/load-blog-posts';
import { documentAlternates } from '@/lib/i18n/alternates';
import { OG_LOCALE } from '@/lib/i18n/config';
import { findAreaBySlug } from '@/lib/reference/areas';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';

type Params = { slug: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  // A post has one address in both languages: the English list names them all.
  return listBlogPosts('en').map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params & { locale: string }> }): Promise<Metadata> {
  const locale = await localeOf(params);
  const post = findBlogPost((await params).slug, locale);
  if (!post) return {};
  const path = `/blog/${post.slug}`;
  const alternates = documentAlternates(locale, path, blogPostLanguages(post.slug));
  return {
    title: post.title,
    description: post.description,
    keywords: post.tags,
    authors: [{ name: post.author }],
    alternates,
    openGraph: {
      title: post.title,
      description: post.description,
      url: alternates.canonical,
      locale: OG_LOCALE[post.lang],
      type: 'article',
      publishedTime: post.date,
      authors: [post.author],
      section: post.areaLabel ?? undefined,
      tags: post.tags,
    },
  };
}

// A post in Filipino (content/blog/fil/<slug>.md) is its own page on /fil/blog/…; a post written in
// English only keeps its words there (and names the English page as canonical) inside the Filipino
// header, breadcrumbs and cards.
export default async function BlogPostPage({ params }: { params: Promise<Params & { locale: string }> }) {
  const locale = await localeOf(params);
  const post = findBlogPost((await params).slug, locale);
  if (!post) return notFoundPage();
  const path = `/blog/${post.slug}`;
  const t = await textFor(locale, 'blog');
  const areas = await textFor(locale, 'help');
  const foreign = post.lang === locale ? undefined : post.lang;
  const crumbs = [
    { name: t('index.crumbHome'), path: localePath(locale, '/') },
    { name: t('index.crumb'), path: localePath(locale, '/blog') },
    { name: post.title, path: localePath(locale, path) },
  ];
  const area = post.area ? findAreaBySlug(post.area) : undefined;
  const areaName = area ? (locale === 'en' ? area.label : areas(`areas.${area.slug}`)) : null;
  const related = listRelatedPosts(post.slug, 3, locale);
  return (
    <main id="main" className="container-page py-8 sm:py-12">
      <JsonLd
        data={article({
          title: post.title,
          description: post.description,
          path: localePath(post.lang, path),
          date: post.date,
          author: post.author,
          section: post.areaLabel,
          keywords: post.tags,
          wordCount: post.wordCount,
          inLanguage: post.lang === 'fil' ? 'fil-PH' : 'en-PH',
        })}
      />
      <JsonLd data={breadcrumbList(crumbs)} />
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <article className="mx-auto mt-6 max-w-3xl" lang={foreign}>
        <header>
          {areaName ? <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">{areaName}</p> : null}
          <h1 className="mt-2 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{post.description}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <span lang={foreign ? locale : undefined}>{t('post.by', { author: post.author })}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.date} lang={foreign ? locale : undefined}>
              {formatLongDate(post.date, locale)}
            </time>
            <span aria-hidden="true">·</span>
            <span lang={foreign ? locale : undefined}>{t('post.minutesRead', { minutes: post.readingMinutes })}</span>
          </p>
        </header>
        <div className="mt-8">
          <TableOfContents entries={post.toc} locale={locale} />
        </div>
        <ArticleBody html={post.html} className="mt-8" />
        <aside className="mt-10 rounded-lg bg-primary-50 p-5" aria-labelledby="post-cta" lang={foreign ? locale : undefined}>
          <h2 id="post-cta" className="text-lg font-semibold text-primary-800">
            {t('post.ctaHeading')}
          </h2>
          <p className="mt-2 text-slate-700">{t('post.ctaBody')}</p>
          <a href={localePath(locale, area ? `/lawyers-online/${area.slug}` : '/lawyers-online')} className="btn-primary mt-4">
            {area
              ? t('post.ctaFindArea', { area: locale === 'en' ? area.seoTitle.toLowerCase() : `abogado (${areaName})` })
              : t('post.ctaFind')}
          </a>
        </aside>
        {post.tags.length ? (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label={t('post.topics')}>
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      <section className="mt-14" aria-labelledby="related-heading">
        <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
          {t('post.related')}
        </h2>
        <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((other) => (
            <li key={other.slug}>
              <BlogCard post={other} headingLevel="h3" locale={locale} />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
