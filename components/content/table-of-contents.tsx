import type { TocEntry } from '@/lib/dto/content';

/** "On this page": the article's H2 sections as in-page links (plain HTML, no JS). */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const top = entries.filter((entry) => entry.depth === 2);
  if (top.length < 3) return null;
  return (
    <nav aria-labelledby="toc-heading" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
      <h2 id="toc-heading" className="font-semibold text-slate-900">
        On this page
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
