import type { Metadata } from 'next';
import { buildLandingCopy, type LandingKey } from '@/components/seo/landing-copy';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE, type Locale } from '@/lib/i18n/config';
import { loadLandingLawyers } from './landing-page';
import { landingText } from './landing-text';

/** Title and description in the page's language; canonical its own language's path, hreflang both. */
export async function landingMetadata(landing: LandingKey, locale: Locale): Promise<Metadata> {
  const [{ total }, text] = await Promise.all([loadLandingLawyers(landing), landingText(locale)]);
  const copy = buildLandingCopy(landing, total, text);
  return {
    title: copy.title,
    description: copy.description,
    alternates: languageAlternates(locale, copy.path),
    openGraph: {
      title: copy.title,
      description: copy.description,
      url: localePath(locale, copy.path),
      locale: OG_LOCALE[locale],
      type: 'website',
    },
    twitter: { card: 'summary', title: copy.title, description: copy.description },
  };
}
