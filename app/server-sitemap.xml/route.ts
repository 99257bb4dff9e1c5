// GET /server-sitemap.xml – lawyer and notary profiles (from the database) in both languages, linked from sitemap.xml and robots.txt
import { getServerSideSitemap } from 'next-sitemap';
import { absoluteUrl } from '@/components/seo/structured-data';
import { LOCALES, localePath } from '@/lib/i18n/paths';
import { languageAlternates } from '@/lib/i18n/alternates';
import { listListedLawyerIds } from '@/lib/server/lawyers/list-listed-lawyer-ids';
import { listPublicNotaryIds } from '@/lib/server/notary/find-public-notary';

// Profiles come and go between deploys; the list is rebuilt at most hourly.
export const revalidate = 3600;

export async function GET() {
  const [lawyers, notaries] = await Promise.all([listListedLawyerIds(), listPublicNotaryIds()]);
  return getServerSideSitemap([
    ...lawyers.flatMap((l) => inEveryLanguage(`/lawyer/${l._id}`, { lastmod: l.updated_at, changefreq: 'daily' as const, priority: 0.8 })),
    ...notaries.flatMap((n) =>
      inEveryLanguage(`/notary-public/profile/${n._id}`, { lastmod: n.updated_at, changefreq: 'weekly' as const, priority: 0.6 }),
    ),
  ]);
}

/** One entry per language, each listing all of them (hreflang, x-default) as the page itself does. */
function inEveryLanguage<T extends object>(path: string, fields: T) {
  const alternateRefs = Object.entries(languageAlternates('en', path).languages).map(([hreflang, href]) => ({
    href: absoluteUrl(href),
    hreflang,
    hrefIsAbsolute: true,
  }));
  return LOCALES.map((locale) => ({ loc: absoluteUrl(localePath(locale, path)), alternateRefs, ...fields }));
}
