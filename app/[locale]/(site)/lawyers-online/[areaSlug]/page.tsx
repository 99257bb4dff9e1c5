import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { landingSlugs, resolveLanding } from '@/components/seo/landing-copy';
import { landingMetadata } from './_components/landing-metadata';
import { LandingPage } from './_components/landing-page';

type Params = { areaSlug: string };

// Built at deploy for the 9 areas and the topic aliases (lib/reference/area-aliases.ts), refreshed every 10 minutes so counts, lawyers and their times stay current
// (LANDING_REVALIDATE_SECONDS; Next reads this literal).
export const revalidate = 600;
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return landingSlugs().map((areaSlug) => ({ areaSlug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const landing = resolveLanding((await params).areaSlug);
  return landing ? landingMetadata(landing) : {};
}

export default async function AreaLandingPage({ params }: { params: Promise<Params> }) {
  const landing = resolveLanding((await params).areaSlug);
  if (!landing) notFound();
  return <LandingPage landing={landing} />;
}
