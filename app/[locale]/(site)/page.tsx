import type { Metadata } from 'next';
import { CommonProblems } from '@/components/home/common-problems';
import { CustomerReviews } from '@/components/home/customer-reviews';
import { FaqAccordion } from '@/components/home/faq-accordion';
import { FeaturedLawyers } from '@/components/home/featured-lawyers';
import { HomeHero } from '@/components/home/home-hero';
import { HowItWorks } from '@/components/home/how-it-works';
import { LatestInsights } from '@/components/home/latest-insights';
import { LegalAidCard } from '@/components/home/legal-aid-card';
import { JsonLd } from '@/components/seo/json-ld';
import { faqPage, organization, webSite } from '@/components/seo/structured-data';
import { APP_NAME } from '@/lib/config/app';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { siteFaq } from '@/lib/server/content/faq';
import { listBlogPosts } from '@/lib/server/content/load-blog-posts';
import { listFeaturedLawyers } from '@/lib/server/lawyers/list-featured-lawyers';
import { listRecentReviews } from '@/lib/server/lawyers/list-recent-reviews';
import { countListedLawyers } from '@/lib/server/lawyers/count-listed-lawyers';
import { findWrittenEntry } from '@/features/questions/server/written-entry';

// Static, refreshed every 10 minutes: new reviews and ratings show up without a rebuild.
export const revalidate = 600;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'home');
  const title = t('meta.title', { app: APP_NAME });
  const description = t('meta.description');
  return {
    title: { absolute: title },
    description,
    alternates: languageAlternates(locale, '/'),
    openGraph: { title, description, url: localePath(locale, '/'), locale: OG_LOCALE[locale], type: 'website' },
  };
}

export default async function HomePage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'home');
  const faq = siteFaq(locale);
  const [listed, lawyers, reviews, written] = await Promise.all([
    countListedLawyers(),
    listFeaturedLawyers(),
    listRecentReviews(),
    findWrittenEntry(),
  ]);
  return (
    <main id="main">
      <JsonLd data={organization()} />
      <JsonLd data={webSite()} />
      <JsonLd data={faqPage(faq)} />
      {/* The search card is the page's only client island with words: only its namespace goes to the browser. */}
      <ClientMessages locale={locale} namespaces={['search']}>
        <HomeHero listedLawyers={listed} writtenEntry={written} locale={locale} />
      </ClientMessages>
      <HowItWorks locale={locale} />
      <LegalAidCard locale={locale} />
      <div className="below-fold">
        <CustomerReviews reviews={reviews} locale={locale} />
      </div>
      <CommonProblems locale={locale} />
      <FeaturedLawyers lawyers={lawyers} locale={locale} />
      <section aria-labelledby="faq-heading" className="below-fold bg-slate-50">
        <div className="container-page py-12 sm:py-16">
          <h2 id="faq-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('faq.heading')}
          </h2>
          <div className="mt-8 max-w-4xl">
            <FaqAccordion entries={faq} locale={locale} />
          </div>
        </div>
      </section>
      <div className="below-fold">
        <LatestInsights posts={listBlogPosts(locale).slice(0, 3)} locale={locale} />
      </div>
    </main>
  );
}
