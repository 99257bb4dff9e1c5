// GET /server-sitemap.xml – lawyer and notary profiles (from the database), linked from sitemap.xml and robots.txt
import { getServerSideSitemap } from 'next-sitemap';
import { absoluteUrl } from '@/components/seo/structured-data';
import { listListedLawyerIds } from '@/lib/server/lawyers/list-listed-lawyer-ids';
import { listPublicNotaryIds } from '@/lib/server/notary/find-public-notary';

// Profiles come and go between deploys; the list is rebuilt at most hourly.
export const revalidate = 3600;

export async function GET() {
  const [lawyers, notaries] = await Promise.all([listListedLawyerIds(), listPublicNotaryIds()]);
  return getServerSideSitemap([
    ...lawyers.map((l) => ({ loc: absoluteUrl(`/lawyer/${l._id}`), lastmod: l.updated_at, changefreq: 'daily' as const, priority: 0.8 })),
    ...notaries.map((n) => ({
      loc: absoluteUrl(`/notary-public/profile/${n._id}`),
      lastmod: n.updated_at,
      changefreq: 'weekly' as const,
      priority: 0.6,
    })),
  ]);
}
