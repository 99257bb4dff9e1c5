import { BlogCard } from '@/components/content/blog-card';
import type { BlogPostSummary } from '@/lib/dto/content';

export function LatestInsights({ posts }: { posts: BlogPostSummary[] }) {
  return (
    <section aria-labelledby="insights-heading" className="container-page py-12 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="insights-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Legal Insights
        </h2>
        <a href="/blog" className="font-semibold text-primary underline-offset-2 hover:underline">
          All articles
        </a>
      </div>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
