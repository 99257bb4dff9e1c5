import 'server-only';
import { Marked, type Tokens } from 'marked';
import type { TocEntry } from '@/lib/dto/content';

function slugifyHeading(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Markdown → HTML at build time (the browser gets HTML, never a markdown library). Headings get
 * stable ids for the table of contents; in-article H1s become H2 because the page title is the H1;
 * external links open in a new tab without leaking the referrer.
 */
export function renderMarkdown(markdown: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const depth = Math.max(2, token.depth);
        const base = slugifyHeading(token.text) || 'section';
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen ? `${base}-${seen}` : base;
        if (depth <= 3) toc.push({ id, text: inner.replace(/<[^>]+>/g, ''), depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link(token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens);
        const title = token.title ? ` title="${token.title.replace(/"/g, '&quot;')}"` : '';
        const external = /^https?:\/\//.test(token.href);
        const rel = external ? ' target="_blank" rel="noopener noreferrer"' : '';
        return `<a href="${token.href}"${title}${rel}>${inner}</a>`;
      },
      table(token: Tokens.Table) {
        // Wide tables scroll inside their own box so the page never scrolls sideways on a phone.
        const head = token.header.map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`).join('');
        const rows = token.rows
          .map((row) => `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`)
          .join('');
        return `<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false }) as string;
  return { html, toc };
}
