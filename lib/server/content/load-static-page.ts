import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { readingTimeMinutes } from './reading-time';
import { renderMarkdown } from './render-markdown';
import type { StaticPage, StaticPageSlug } from '@/lib/dto/content';
import { dpoEmail } from '@/lib/server/privacy/dpo-email';

const PAGES_DIR = path.join(process.cwd(), 'content', 'pages');

/** A legal page (terms, privacy) from content/pages, rendered to HTML on the server. */
export function loadStaticPage(slug: StaticPageSlug): StaticPage {
  const file = path.join(PAGES_DIR, `${slug}.md`);
  const { data, content: source } = matter(fs.readFileSync(file, 'utf8'));
  // The Data Protection Officer's address is configuration (DPO_EMAIL), not copy: the pages name it
  // as {{DPO_EMAIL}}. The pages are prerendered, so set it before `npm run build`.
  const content = source.replaceAll('{{DPO_EMAIL}}', dpoEmail());
  const field = (key: string): string => {
    const value = data[key];
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if (typeof value !== 'string' || !value.trim()) throw new Error(`${file}: frontmatter "${key}" is missing`);
    return value.trim();
  };
  const { html, toc } = renderMarkdown(content);
  return { slug, title: field('title'), description: field('description'), updated: field('updated'), html, toc, readingMinutes: readingTimeMinutes(content) };
}
