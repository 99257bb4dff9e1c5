import type { Metadata } from 'next';
import { buildLandingCopy, type LandingKey } from '@/components/seo/landing-copy';
import { loadLandingLawyers } from './landing-page';

export async function landingMetadata(landing: LandingKey): Promise<Metadata> {
  const { total } = await loadLandingLawyers(landing);
  const copy = buildLandingCopy(landing, total);
  return {
    title: copy.title,
    description: copy.description,
    alternates: { canonical: copy.path },
    openGraph: { title: copy.title, description: copy.description, url: copy.path, type: 'website' },
    twitter: { card: 'summary', title: copy.title, description: copy.description },
  };
}
