import type { Metadata } from 'next';
import { landingSlugs, resolveLanding } from '@/components/seo/landing-copy';
import { localeOf } from '@/lib/i18n/server';
import { SEO_REGIONS } from '@/lib/reference/regions';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';
import { landingMetadata } from '@/app/[locale]/(site)/lawyers-online/[areaSlug]/_components/landing-metadata';
import { LandingPage } from '@/app/[locale]/(site)/lawyers-online/[areaSlug]/_components/landing-page';

type Params = { areaSlug: string; regionSlug: string };
type Props = { params: Promise<Params & { locale: string }> };

// (9 areas + the topic aliases) × 25 regions built at deploy, refreshed every 10 minutes (ISR: LANDING_REVALIDATE_SECONDS,
// which Next reads as this literal); anything else is a 404.
export const revalidate = 600;
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return landingSlugs().flatMap((areaSlug) => SEO_REGIONS.map((region) => ({ areaSlug, regionSlug: region.slug })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { areaSlug, regionSlug } = await params;
  const landing = resolveLanding(areaSlug, regionSlug);
  return landing ? landingMetadata(landing, await localeOf(params)) : {};
}

export default async function RegionLandingPage({ params }: Props) {
  const { areaSlug, regionSlug } = await params;
  const landing = resolveLanding(areaSlug, regionSlug);
  if (!landing) return notFoundPage();
  return <LandingPage landing={landing} locale={await localeOf(params)} />;
}
