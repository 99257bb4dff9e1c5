// Blog posts and static pages as the public pages render them.
import type { AreaValue } from '@/lib/reference/areas';

export type TocEntry = { id: string; text: string; depth: number };

export type StaticPageSlug = 'terms' | 'privacy';

export type StaticPage = {
  slug: StaticPageSlug;
  title: string;
  description: string;
  updated: string;
  html: string;
  toc: TocEntry[];
  readingMinutes: number;
};

export type BlogPostSummary = {
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  area: AreaValue | null;
  areaLabel: string | null;
  tags: string[];
  readingMinutes: number;
};

export type BlogPost = BlogPostSummary & { html: string; toc: TocEntry[]; wordCount: number };
