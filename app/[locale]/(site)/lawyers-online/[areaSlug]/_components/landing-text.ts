import { asText } from '@/components/search/names';
import type { LandingText } from '@/components/seo/landing-copy';
import type { Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';

/** A landing page's words in one language: `home` for its own text, `search` for the area names. */
export async function landingText(locale: Locale): Promise<LandingText> {
  const [home, search] = await Promise.all([textFor(locale, 'home'), textFor(locale, 'search')]);
  return { home: asText(home), search: asText(search) };
}
