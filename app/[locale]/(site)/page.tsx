import type { Metadata } from 'next';
import { CommonProblems } from '@/components/home/common-problems';
import { CustomerReviews } from '@/components/home/customer-reviews';
import { FaqAccordion } from '@/components/home/faq-accordion';
import { FeaturedLawyers } from '@/components/home/featured-lawyers';
import { HomeHero } from '@/components/home/home-hero';
import { HowItWorks } from '@/components/home/how-it-works';
import { LatestInsights } from '@/components/home/latest-insights';
import { JsonLd } from '@/components/seo/json-ld';
import { faqPage, organization, webSite } from '@/components/seo/structured-data';
import { APP_NAME } from '@/lib/config/app';
import { siteFaq } from '@/lib/server/content/faq';
import { listBlogPosts } from '@/lib/server/content/load-blog-posts';
import { listFeaturedLawyers } from '@/lib/server/lawyers/list-featured-lawyers';
import { listRecentReviews } from '@/lib/server/lawyers/list-recent-reviews';
import { countListedLawyers } from '@/lib/server/lawyers/count-listed-lawyers';

// Static, refreshed every 10 minutes: new reviews and ratings show up without a rebuild.
export const revalidate = 600;

const TITLE = `${APP_NAME} – Book a verified lawyer online in the Philippines`;
const DESCRIPTION =
  'Find IBP-verified Philippine lawyers for family, labor, land, criminal, corporate, tax and immigration problems. Compare fees up front and book a video or phone consultation.';

export const metadata: Metadata = {
  title: { absolute: TITLE },
  description: DESCRIPTION,
  alternates: { canonical: '/' },
  openGraph: { title: TITLE, description: DESCRIPTION, url: '/', type: 'website' },
};

export default async function HomePage() {
  const faq = siteFaq();
  const [listed, lawyers, reviews] = await Promise.all([countListedLawyers(), listFeaturedLawyers(), listRecentReviews()]);
  return (
    <main id="main">
      <JsonLd data={organization()} />
      <JsonLd data={webSite()} />
      <JsonLd data={faqPage(faq)} />
      <HomeHero listedLawyers={listed} />
      <HowItWorks />
      <div className="below-fold">
        <CustomerReviews reviews={reviews} />
      </div>
      <CommonProblems />
      <FeaturedLawyers lawyers={lawyers} />
      <section aria-labelledby="faq-heading" className="below-fold bg-slate-50">
        <div className="container-page py-12 sm:py-16">
          <h2 id="faq-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Frequently asked questions
          </h2>
          <div className="mt-8 max-w-4xl">
            <FaqAccordion entries={faq} />
          </div>
        </div>
      </section>
      <div className="below-fold">
        <LatestInsights posts={listBlogPosts().slice(0, 3)} />
      </div>
    </main>
  );
}
