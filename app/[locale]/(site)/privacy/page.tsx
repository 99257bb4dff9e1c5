import type { Metadata } from 'next';
import { LegalPage } from '@/components/content/legal-page';
import { loadStaticPage } from '@/lib/server/content/load-static-page';

export const dynamic = 'force-static';

export function generateMetadata(): Metadata {
  const page = loadStaticPage('privacy');
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: '/privacy' },
    openGraph: { title: page.title, description: page.description, url: '/privacy' },
  };
}

export default function PrivacyPage() {
  return <LegalPage page={loadStaticPage('privacy')} />;
}
