import type { Metadata } from 'next';
import { CompareView } from './_components/compare-view';
import { QueryProvider } from '@/components/providers/query-provider';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'profile');
  const title = t('comparePage.title');
  const description = t('comparePage.description');
  return {
    title,
    description,
    robots: { index: false },
    alternates: languageAlternates(locale, '/compare'),
    openGraph: { title, description, url: localePath(locale, '/compare'), locale: OG_LOCALE[locale] },
  };
}

/** The selection lives in this browser (localStorage), so the comparison itself renders there. */
export default async function ComparePage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'profile');
  return (
    <main id="main" className="bg-slate-50">
      <div className="container-page py-6 sm:py-10">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('comparePage.title')}</h1>
        <p className="mt-1 text-slate-700">{t('comparePage.intro')}</p>
        <div className="mt-6">
          {/* The comparison's own text (`profile`) and its slot links and zone note (`search`). */}
          <ClientMessages locale={locale} namespaces={['profile', 'search']}>
            <QueryProvider>
              <CompareView />
            </QueryProvider>
          </ClientMessages>
        </div>
      </div>
    </main>
  );
}
