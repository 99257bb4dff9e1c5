import type { Metadata } from 'next';
import { ServiceOffersEditor } from '@/components/lawyer-profile/service-offers-editor';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { SERVICE_TYPES } from '@/features/services/reference/legal-services';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { findServiceOffers } from '@/lib/server/lawyers/offers/offers';

type Props = { params: Promise<{ locale: string }> };

const PATH = '/lawyer-portal/services';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'services');
  return {
    title: t('portal.title'),
    alternates: languageAlternates(locale, PATH),
    openGraph: { url: localePath(locale, PATH), locale: OG_LOCALE[locale] },
  };
}

/** Issue 62, /lawyer-portal/services: the lawyer's fixed-price offers from the catalogue (LAWYER only; the layout checks too). */
export default async function LawyerServicesPage({ params }: Props) {
  const locale = await localeOf(params);
  const user = await requirePageUser(PATH);
  const t = await textFor(locale, 'services');
  const offers = await findServiceOffers(user.id);
  const words = [
    'portal.',
    'revisionsIncluded',
    ...SERVICE_TYPES.flatMap((type) => [`catalogue.${type}.name`, `catalogue.${type}.summary`]),
  ];
  return (
    <div className="container-page max-w-3xl space-y-6 py-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t('portal.title')}</h1>
        <p className="mt-2 text-slate-700">{t('portal.intro')}</p>
        <p className="mt-2 text-sm text-slate-600">{t('limitedService')}</p>
      </header>
      <ClientMessages locale={locale} namespaces={[['services', words], SERVER_ERROR_WORDS]}>
        <ServiceOffersEditor initial={offers} />
      </ClientMessages>
    </div>
  );
}
