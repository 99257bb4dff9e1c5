import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { resolveLanding } from '@/components/seo/landing-copy';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';
import { landingMetadata } from './_components/landing-metadata';
import { LandingPage } from './_components/landing-page';

type Params = { areaSlug: string };

// Built at deploy for the 9 areas, refreshed every 30 minutes so counts and lawyers stay current.
export const revalidate = 1800;
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return AREAS_OF_PRACTICE.map((area) => ({ areaSlug: area.slug }));
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
