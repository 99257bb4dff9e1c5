import { BlogCard } from '@/components/content/blog-card';
import type { BlogPostSummary } from '@/lib/dto/content';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';

export async function LatestInsights({ posts, locale }: { posts: BlogPostSummary[]; locale: Locale }) {
  const t = await textFor(locale, 'home');
  return (
    <section aria-labelledby="insights-heading" className="container-page py-12 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="insights-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('insights.heading')}
        </h2>
        <a href={localePath(locale, '/blog')} className="font-semibold text-primary underline-offset-2 hover:underline">
          {t('insights.all')}
        </a>
      </div>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} headingLevel="h3" locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
