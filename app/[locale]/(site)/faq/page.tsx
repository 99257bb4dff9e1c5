import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { FaqAccordion } from '@/components/home/faq-accordion';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbList, faqPage } from '@/components/seo/structured-data';
import { APP_NAME } from '@/lib/config/app';
import { siteFaq } from '@/lib/server/content/faq';
import { SUPPORT_EMAIL } from '@/lib/reference/footer-links';

export const dynamic = 'force-static';

const TITLE = 'Frequently Asked Questions';
const DESCRIPTION = `Answers about booking and paying for a lawyer consultation on ${APP_NAME}, video calls, fees, lawyer verification, confidentiality, notaries and free legal help.`;

export const metadata: Metadata = {
  title: TITLE,
  description: DESCRIPTION,
  alternates: { canonical: '/faq' },
  openGraph: { title: TITLE, description: DESCRIPTION, url: '/faq' },
};

const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'FAQ', path: '/faq' },
];

export default function FaqPage() {
  const faq = siteFaq();
  return (
    <main id="main" className="container-page py-8 sm:py-12">
      <JsonLd data={breadcrumbList(CRUMBS)} />
      <JsonLd data={faqPage(faq)} />
      <Breadcrumbs crumbs={CRUMBS} />
      <div className="mx-auto mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{TITLE}</h1>
        <p className="mt-3 text-lg text-slate-700">Everything about finding, booking and talking to a lawyer on {APP_NAME}.</p>
        <div className="mt-8">
          <FaqAccordion entries={faq} headingLevel="h2" />
        </div>
        <p className="mt-8 text-slate-700">
          Still have a question? Write to us at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary underline">
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </div>
    </main>
  );
}
