import type { Metadata } from 'next';
import { LegalPage } from '@/components/content/legal-page';
import { loadStaticPage } from '@/lib/server/content/load-static-page';

export const dynamic = 'force-static';

export function generateMetadata(): Metadata {
  const page = loadStaticPage('terms');
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: '/terms' },
    openGraph: { title: page.title, description: page.description, url: '/terms' },
  };
}

export default function TermsPage() {
  return <LegalPage page={loadStaticPage('terms')} />;
}
