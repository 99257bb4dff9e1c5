import { APP_NAME, appUrl } from '@/lib/config/app';
import { SOCIAL_LINKS, SUPPORT_EMAIL } from '@/lib/reference/footer-links';

// schema.org builders for the public pages (Google's rich-result types). Every URL is absolute.

export function absoluteUrl(path: string): string {
  return new URL(path, `${appUrl()}/`).toString();
}

export type Crumb = { name: string; path: string };

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export type ListedItem = { name: string; path: string };

export function itemList(name: string, items: ListedItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  };
}

export function organization() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: APP_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon-512.png'),
    email: SUPPORT_EMAIL,
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
}

export function webSite() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: APP_NAME,
    url: absoluteUrl('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/lawyers-online')}?area_of_practice={area_of_practice}` },
      'query-input': 'required name=area_of_practice',
    },
  };
}

export type ArticleInput = {
  title: string;
  description: string;
  path: string;
  date: string;
  author: string;
  section?: string | null;
  keywords?: string[];
  wordCount?: number;
  /** The language of its words: English unless said. */
  inLanguage?: 'en-PH' | 'fil-PH';
};

export function article(input: ArticleInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(input.path) },
    datePublished: input.date,
    dateModified: input.date,
    author: { '@type': 'Organization', name: input.author, url: absoluteUrl('/about') },
    publisher: { '@type': 'Organization', name: APP_NAME, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon-512.png') } },
    image: absoluteUrl('/icon-512.png'),
    inLanguage: input.inLanguage ?? 'en-PH',
    ...(input.section ? { articleSection: input.section } : {}),
    ...(input.keywords?.length ? { keywords: input.keywords.join(', ') } : {}),
    ...(input.wordCount ? { wordCount: input.wordCount } : {}),
  };
}

export function faqPage(entries: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
