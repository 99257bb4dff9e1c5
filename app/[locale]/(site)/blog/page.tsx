import type { Metadata } from 'next';
import { BlogCard } from '@/components/content/blog-card';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, breadcrumbList, itemList } from '@/components/seo/structured-data';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { listBlogPosts } from '@/lib/server/content/load-blog-posts';

export const dynamic = 'force-static';

type Props = { params: Promise<{ locale: string }> };

const PATH = '/blog';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'blog');
  const title = t('index.metaTitle');
  const description = t('index.metaDescription');
  return {
    title,
    description,
    alternates: languageAlternates(locale, PATH),
    openGraph: { title, description, url: localePath(locale, PATH), type: 'website', locale: OG_LOCALE[locale] },
  };
}

// The index speaks the page's language; each post is listed in it where written in it, and a card of
// a post in English only says so on the Filipino page.
export default async function BlogIndexPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'blog');
  const posts = listBlogPosts(locale);
  const crumbs = [
    { name: t('index.crumbHome'), path: localePath(locale, '/') },
    { name: t('index.crumb'), path: localePath(locale, PATH) },
  ];
  return (
    <main id="main" className="container-page py-8 sm:py-12">
      <JsonLd data={breadcrumbList(crumbs)} />
      <JsonLd
        data={{
          ...itemList(
            t('index.metaTitle'),
            posts.map((p) => ({ name: p.title, path: localePath(locale, `/blog/${p.slug}`) })),
          ),
          url: absoluteUrl(localePath(locale, PATH)),
        }}
      />
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <h1 className="mt-4 text-3xl font-bold text-primary-800 sm:text-4xl">{t('index.heading')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('index.intro')}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} locale={locale} />
          </li>
        ))}
      </ul>
    </main>
  );
}
