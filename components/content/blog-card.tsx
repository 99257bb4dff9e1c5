import { Clock } from '@/components/ui/lucide-static';
import { formatLongDate } from './format-date';
import type { BlogPostSummary } from '@/lib/dto/content';
import { localePath, type Locale } from '@/lib/i18n/paths';
import type { ServerT } from '@/lib/i18n/server';
import { translator } from '@/lib/i18n/translator';

/**
 * A post's card. The card's own words are the page's language; its title and summary are the post's,
 * in the page's language where the post is written in it, else in English, which the card then says.
 * Synchronous (translator, not textFor) so the pages that list posts render it as before.
 */
export function BlogCard({
  post,
  headingLevel: Heading = 'h2',
  locale,
}: {
  post: BlogPostSummary;
  headingLevel?: 'h2' | 'h3';
  locale: Locale;
}) {
  // The same words textFor gives; translator's own key type is empty (the catalogue map is untyped).
  const t = translator(locale, 'blog') as unknown as ServerT<'blog'>;
  const foreign = post.lang === locale ? undefined : post.lang;
  return (
    <article className="group relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      {post.areaLabel ? (
        <p className="text-xs font-semibold uppercase tracking-wide text-primary-700">{post.areaLabel}</p>
      ) : null}
      <Heading className="mt-1 text-lg font-semibold leading-snug text-slate-900" lang={foreign}>
        <a href={localePath(locale, `/blog/${post.slug}`)} className="after:absolute after:inset-0 group-hover:underline">
          {post.title}
        </a>
      </Heading>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700" lang={foreign}>
        {post.description}
      </p>
      {!foreign ? null : <p className="mt-3 text-xs font-medium text-slate-600">{t('card.inEnglish')}</p>}
      <p className="mt-4 flex items-center gap-2 text-xs text-slate-600">
        <time dateTime={post.date}>{formatLongDate(post.date, locale)}</time>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="h-3.5 w-3.5" />
          {t('card.minutesRead', { minutes: post.readingMinutes })}
        </span>
      </p>
    </article>
  );
}
