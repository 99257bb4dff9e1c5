import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { findAreaBySlug } from '@/lib/reference/areas';
import { readingTimeMinutes } from './reading-time';
import { renderMarkdown } from './render-markdown';
import type { BlogPost, BlogPostSummary } from '@/lib/dto/content';
import { env } from '@/lib/server/env';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/config';

const BLOG_DIR = path.join(process.cwd(), 'content', 'blog');

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function requireString(data: Record<string, unknown>, key: string, file: string): string {
  const value = data[key];
  // gray-matter parses unquoted YAML dates into Date objects.
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${file}: frontmatter "${key}" is missing`);
  return value.trim();
}

/** content/blog/<slug>.md is a post in English; content/blog/fil/<slug>.md the same post in Filipino. */
function postFile(slug: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path.join(BLOG_DIR, `${slug}.md`) : path.join(BLOG_DIR, locale, `${slug}.md`);
}

function readPost(slug: string, lang: Locale): BlogPost {
  const file = postFile(slug, lang);
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const area = typeof data.area === 'string' ? findAreaBySlug(data.area) : undefined;
  const { html, toc } = renderMarkdown(content);
  const date = requireString(data, 'date', file);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${file}: date must be YYYY-MM-DD`);
  return {
    slug,
    lang,
    title: requireString(data, 'title', file),
    description: requireString(data, 'description', file),
    date,
    author: requireString(data, 'author', file),
    area: area?.slug ?? null,
    areaLabel: area?.label ?? null,
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    readingMinutes: readingTimeMinutes(content),
    wordCount: content.split(/\s+/).filter(Boolean).length,
    html,
    toc,
  };
}

// Posts are files in the repo: read once per process (at build time for the static pages).
let cache: Record<Locale, BlogPost[]> | undefined;

/**
 * Every post in each language, newest first. The English files are the posts; a post without its
 * Filipino file is listed in English on the Filipino pages (its `lang` says so), and a Filipino file
 * without its English post is no post.
 */
function loadAll(locale: Locale): BlogPost[] {
  if (!cache || env().NODE_ENV !== 'production') {
    const slugs = fs
      .readdirSync(BLOG_DIR)
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.slice(0, -3))
      .filter((slug) => SLUG_PATTERN.test(slug));
    const each = (lang: Locale) =>
      slugs
        .map((slug) => readPost(slug, fs.existsSync(postFile(slug, lang)) ? lang : DEFAULT_LOCALE))
        .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)));
    cache = Object.fromEntries(LOCALES.map((lang) => [lang, each(lang)])) as Record<Locale, BlogPost[]>;
  }
  return cache[locale];
}

/** Newest first, each in `locale` where it is written in it. */
export function listBlogPosts(locale: Locale): BlogPostSummary[] {
  return loadAll(locale).map((post) => ({
    slug: post.slug, lang: post.lang, title: post.title, description: post.description, date: post.date, author: post.author,
    area: post.area, areaLabel: post.areaLabel, tags: post.tags, readingMinutes: post.readingMinutes,
  }));
}

export function findBlogPost(slug: string, locale: Locale): BlogPost | undefined {
  if (!SLUG_PATTERN.test(slug)) return undefined;
  return loadAll(locale).find((post) => post.slug === slug);
}

/** Other posts, same area of practice first. */
export function listRelatedPosts(slug: string, limit = 3, locale: Locale): BlogPostSummary[] {
  const all = listBlogPosts(locale);
  const current = all.find((post) => post.slug === slug);
  const others = all.filter((post) => post.slug !== slug);
  const sameArea = others.filter((post) => current?.area && post.area === current.area);
  return [...sameArea, ...others.filter((post) => !sameArea.includes(post))].slice(0, limit);
}

/** The languages a post is written in (English always). */
export function blogPostLanguages(slug: string): Locale[] {
  return LOCALES.filter((locale) => findBlogPost(slug, locale)?.lang === locale);
}
