import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { readingTimeMinutes } from './reading-time';
import { renderMarkdown } from './render-markdown';
import type { StaticPage, StaticPageSlug } from '@/lib/dto/content';
import { dpoEmail } from '@/lib/server/privacy/dpo-email';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/config';

const PAGES_DIR = path.join(process.cwd(), 'content', 'pages');

/** A legal page's file in a language: content/pages/<slug>.md is English, content/pages/fil/<slug>.md Filipino. */
function pageFile(slug: StaticPageSlug, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path.join(PAGES_DIR, `${slug}.md`) : path.join(PAGES_DIR, locale, `${slug}.md`);
}

/**
 * A legal page (terms, privacy) from content/pages, rendered to HTML on the server, in `locale`
 * where its text exists in that language, else in English (`lang` says which).
 */
export function loadStaticPage(slug: StaticPageSlug, locale: Locale): StaticPage {
  const lang = fs.existsSync(pageFile(slug, locale)) ? locale : DEFAULT_LOCALE;
  const file = pageFile(slug, lang);
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
  return { slug, lang, title: field('title'), description: field('description'), updated: field('updated'), html, toc, readingMinutes: readingTimeMinutes(content) };
}

/** The languages a legal page is written in (English always). */
export function staticPageLanguages(slug: StaticPageSlug): Locale[] {
  return LOCALES.filter((locale) => fs.existsSync(pageFile(slug, locale)));
}
