import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { FaqAccordion } from '@/components/home/faq-accordion';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbList, faqPage } from '@/components/seo/structured-data';
import { APP_NAME } from '@/lib/config/app';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { siteFaq } from '@/lib/server/content/faq';
import { SUPPORT_EMAIL } from '@/lib/reference/footer-links';

export const dynamic = 'force-static';

type Props = { params: Promise<{ locale: string }> };

const PATH = '/faq';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'faq');
  const title = t('page.metaTitle');
  const description = t('page.metaDescription', { app: APP_NAME });
  return {
    title,
    description,
    alternates: languageAlternates(locale, PATH),
    openGraph: { title, description, url: localePath(locale, PATH), locale: OG_LOCALE[locale] },
  };
}

export default async function FaqPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'faq');
  const faq = siteFaq(locale);
  const trail = [
    { name: t('page.crumbHome'), path: localePath(locale, '/') },
    { name: t('page.crumb'), path: localePath(locale, PATH) },
  ];
  return (
    <main id="main" className="container-page py-8 sm:py-12">
      <JsonLd data={breadcrumbList(trail)} />
      <JsonLd data={faqPage(faq)} />
      <Breadcrumbs crumbs={trail} locale={locale} />
      <div className="mx-auto mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('page.heading')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t('page.intro', { app: APP_NAME })}</p>
        <div className="mt-8">
          <FaqAccordion entries={faq} headingLevel="h2" locale={locale} />
        </div>
        <p className="mt-8 text-slate-700">
          {t.rich('page.stillAsking', {
            email: SUPPORT_EMAIL,
            link: (chunks) => (
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary underline">
                {chunks}
              </a>
            ),
          })}
        </p>
      </div>
    </main>
  );
}
