import { Clock } from '@/components/ui/lucide-static';
import { formatLongDate } from './format-date';
import type { BlogPostSummary } from '@/lib/dto/content';

export function BlogCard({ post, headingLevel: Heading = 'h2' }: { post: BlogPostSummary; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article className="group relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      {post.areaLabel ? (
        <p className="text-xs font-semibold uppercase tracking-wide text-primary-700">{post.areaLabel}</p>
      ) : null}
      <Heading className="mt-1 text-lg font-semibold leading-snug text-slate-900">
        <a href={`/blog/${post.slug}`} className="after:absolute after:inset-0 group-hover:underline">
          {post.title}
        </a>
      </Heading>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{post.description}</p>
      <p className="mt-4 flex items-center gap-2 text-xs text-slate-600">
        <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="h-3.5 w-3.5" />
          {post.readingMinutes} min read
        </span>
      </p>
    </article>
  );
}
