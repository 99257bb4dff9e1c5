import type { Metadata } from 'next';
import { AssessmentPanel } from '@/components/legal-aid/assessment-panel';
import { LegalAidOfferForm } from '@/components/legal-aid/offer-form';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getLegalAidOffer, ownWeeklyHours } from '@/lib/server/legal-aid/offer';
import { listLegalAidRequests } from '@/lib/server/legal-aid/requests';

type Props = { params: Promise<{ locale: string }> };

const PATH = '/lawyer-portal/legal-aid';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'portal');
  return {
    title: t('legalAidDesk.metaTitle'),
    alternates: languageAlternates(locale, PATH),
    openGraph: { url: localePath(locale, PATH), locale: OG_LOCALE[locale] },
  };
}

/**
 * Issue 61, /lawyer-portal/legal-aid: the lawyer's legal-aid offer, the requests waiting for their assessment
 * (the declaration, "Qualifies" / "Decline"), and their hours (the hours panel's section). The session is checked
 * here too; the requests are only this lawyer's.
 */
export default async function LawyerLegalAidPage({ params }: Props) {
  const locale = await localeOf(params);
  const user = await requirePageUser(PATH);
  const t = await textFor(locale, 'portal');
  const [offer, hours, { requests }] = await Promise.all([
    getLegalAidOffer(user.id),
    ownWeeklyHours(user.id),
    listLegalAidRequests({ id: user.id, admin: false }),
  ]);
  const waiting = requests.filter((r) => r.lawyer?._id === user.id && r.status === 'AWAITING_ASSESSMENT');
  return (
    <div className="container-page max-w-3xl space-y-10 py-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t('legalAidDesk.heading')}</h1>
        <p className="mt-2 text-slate-700">{t('legalAidDesk.intro')}</p>
      </header>
      <ClientMessages locale={locale} namespaces={[['portal', ['legalAidDesk.']], SERVER_ERROR_WORDS]}>
        <section id="offer" aria-labelledby="offer-heading">
          <h2 id="offer-heading" className="text-xl font-semibold text-slate-900">
            {t('legalAidDesk.offer.heading')}
          </h2>
          <div className="mt-4">
            <LegalAidOfferForm initial={offer} hours={hours} />
          </div>
        </section>
        <section id="requests" aria-labelledby="requests-heading" className="mt-10">
          <h2 id="requests-heading" className="text-xl font-semibold text-slate-900">
            {t('legalAidDesk.requestsHeading')}
          </h2>
          {waiting.length === 0 ? (
            <p className="mt-2 text-slate-700">{t('legalAidDesk.noRequests')}</p>
          ) : (
            <ul className="mt-4 space-y-4">
              {waiting.map((r) => (
                <li key={r._id}>
                  <AssessmentPanel initial={r} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </ClientMessages>
      {/* The hours panel and the report downloads (the legal-aid hours component) go in this section. */}
      <section id="hours" aria-labelledby="hours-heading">
        <h2 id="hours-heading" className="text-xl font-semibold text-slate-900">
          {t('legalAidDesk.hoursHeading')}
        </h2>
      </section>
    </div>
  );
}
