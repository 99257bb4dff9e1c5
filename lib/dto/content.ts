// Blog posts and static pages as the public pages render them.
import type { AreaValue } from '@/lib/reference/areas';
import type { Locale } from '@/lib/i18n/config';

export type TocEntry = { id: string; text: string; depth: number };

export type StaticPageSlug = 'terms' | 'privacy';

export type StaticPage = {
  slug: StaticPageSlug;
  /** The language its words are in: the page's own, or English where it has no Filipino text yet. */
  lang: Locale;
  title: string;
  description: string;
  updated: string;
  html: string;
  toc: TocEntry[];
  readingMinutes: number;
};

export type BlogPostSummary = {
  slug: string;
  /** The language its words are in: content/blog/fil/<slug>.md gives a post its Filipino version. */
  lang: Locale;
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
