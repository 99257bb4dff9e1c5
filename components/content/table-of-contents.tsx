import type { TocEntry } from '@/lib/dto/content';
import type { Locale } from '@/lib/i18n/paths';
import type { ServerT } from '@/lib/i18n/server';
import { translator } from '@/lib/i18n/translator';

/** "On this page": the article's H2 sections as in-page links (plain HTML, no JS). */
export function TableOfContents({ entries, locale }: { entries: TocEntry[]; locale: Locale }) {
  const top = entries.filter((entry) => entry.depth === 2);
  if (top.length < 3) return null;
  const t = translator(locale, 'blog') as unknown as ServerT<'blog'>;
  return (
    <nav aria-labelledby="toc-heading" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
      <h2 id="toc-heading" className="font-semibold text-slate-900">
        {t('post.onThisPage')}
      </h2>
      <ol className="mt-3 space-y-2">
        {top.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="text-slate-700 underline underline-offset-2 hover:text-primary">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
