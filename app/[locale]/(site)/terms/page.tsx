import type { Metadata } from 'next';
import { LegalPage } from '@/components/content/legal-page';
import { documentAlternates } from '@/lib/i18n/alternates';
import { OG_LOCALE } from '@/lib/i18n/config';
import { localeOf } from '@/lib/i18n/server';
import { loadStaticPage, staticPageLanguages } from '@/lib/server/content/load-static-page';

export const dynamic = 'force-static';

type Props = { params: Promise<{ locale: string }> };

// Written in both languages (content/pages/terms.md and content/pages/fil/terms.md): each its own page.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const page = loadStaticPage('terms', locale);
  const alternates = documentAlternates(locale, '/terms', staticPageLanguages('terms'));
  return {
    title: page.title,
    description: page.description,
    alternates,
    openGraph: { title: page.title, description: page.description, url: alternates.canonical, locale: OG_LOCALE[page.lang] },
  };
}

export default async function TermsPage({ params }: Props) {
  const locale = await localeOf(params);
  return <LegalPage page={loadStaticPage('terms', locale)} locale={locale} />;
}
