import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { landingSlugs, resolveLanding } from '@/components/seo/landing-copy';
import { SEO_REGIONS } from '@/lib/reference/regions';
import { landingMetadata } from '../_components/landing-metadata';
import { LandingPage } from '../_components/landing-page';

type Params = { areaSlug: string; regionSlug: string };

// (9 areas + the topic aliases) × 25 regions built at deploy, refreshed every 10 minutes (ISR: LANDING_REVALIDATE_SECONDS,
// which Next reads as this literal); anything else is a 404.
export const revalidate = 600;
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return landingSlugs().flatMap((areaSlug) => SEO_REGIONS.map((region) => ({ areaSlug, regionSlug: region.slug })));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { areaSlug, regionSlug } = await params;
  const landing = resolveLanding(areaSlug, regionSlug);
  return landing ? landingMetadata(landing) : {};
}

export default async function RegionLandingPage({ params }: { params: Promise<Params> }) {
  const { areaSlug, regionSlug } = await params;
  const landing = resolveLanding(areaSlug, regionSlug);
  if (!landing) notFound();
  return <LandingPage landing={landing} />;
}
