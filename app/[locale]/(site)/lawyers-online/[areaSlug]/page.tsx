import type { Metadata } from 'next';
import { landingSlugs, resolveLanding } from '@/components/seo/landing-copy';
import { localeOf } from '@/lib/i18n/server';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';
import { landingMetadata } from './_components/landing-metadata';
import { LandingPage } from './_components/landing-page';

type Params = { areaSlug: string };
type Props = { params: Promise<Params & { locale: string }> };

// Built at deploy for the 9 areas and the topic aliases (lib/reference/area-aliases.ts), refreshed every 10 minutes so counts, lawyers and their times stay current
// (LANDING_REVALIDATE_SECONDS; Next reads this literal).
export const revalidate = 600;
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return landingSlugs().map((areaSlug) => ({ areaSlug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const landing = resolveLanding((await params).areaSlug);
  return landing ? landingMetadata(landing, await localeOf(params)) : {};
}

export default async function AreaLandingPage({ params }: Props) {
  const landing = resolveLanding((await params).areaSlug);
  if (!landing) return notFoundPage();
  return <LandingPage landing={landing} locale={await localeOf(params)} />;
}
