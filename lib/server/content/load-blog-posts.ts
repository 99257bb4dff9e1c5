import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { findAreaBySlug } from '@/lib/reference/areas';
import { readingTimeMinutes } from './reading-time';
import { renderMarkdown } from './render-markdown';
import type { BlogPost, BlogPostSummary } from '@/lib/dto/content';
import { env } from '@/lib/server/env';

const BLOG_DIR = path.join(process.cwd(), 'content', 'blog');

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function requireString(data: Record<string, unknown>, key: string, file: string): string {
  const value = data[key];
  // gray-matter parses unquoted YAML dates into Date objects.
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${file}: frontmatter "${key}" is missing`);
  return value.trim();
}

function readPost(slug: string): BlogPost {
  const file = path.join(BLOG_DIR, `${slug}.md`);
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const area = typeof data.area === 'string' ? findAreaBySlug(data.area) : undefined;
  const { html, toc } = renderMarkdown(content);
  const date = requireString(data, 'date', file);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${file}: date must be YYYY-MM-DD`);
  return {
    slug,
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
let cache: BlogPost[] | undefined;

function loadAll(): BlogPost[] {
  if (cache && env().NODE_ENV === 'production') return cache;
  cache = fs
    .readdirSync(BLOG_DIR)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -3))
    .filter((slug) => SLUG_PATTERN.test(slug))
    .map(readPost)
    .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)));
  return cache;
}

/** Newest first. */
export function listBlogPosts(): BlogPostSummary[] {
  return loadAll().map((post) => ({
    slug: post.slug, title: post.title, description: post.description, date: post.date, author: post.author,
    area: post.area, areaLabel: post.areaLabel, tags: post.tags, readingMinutes: post.readingMinutes,
  }));
}

export function findBlogPost(slug: string): BlogPost | undefined {
  if (!SLUG_PATTERN.test(slug)) return undefined;
  return loadAll().find((post) => post.slug === slug);
}

/** Other posts, same area of practice first. */
export function listRelatedPosts(slug: string, limit = 3): BlogPostSummary[] {
  const all = listBlogPosts();
  const current = all.find((post) => post.slug === slug);
  const others = all.filter((post) => post.slug !== slug);
  const sameArea = others.filter((post) => current?.area && post.area === current.area);
  return [...sameArea, ...others.filter((post) => !sameArea.includes(post))].slice(0, limit);
}
