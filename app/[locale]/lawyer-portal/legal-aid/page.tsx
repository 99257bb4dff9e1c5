import type { Metadata } from 'next';
import { AssessmentPanel } from '@/features/legal-aid/components/assessment-panel';
import { FirmPanel } from '@/features/legal-aid/components/firm-panel';
import { LegalAidHoursPanel } from '@/features/legal-aid/components/hours-panel';
import { LegalAidOfferForm } from '@/features/legal-aid/components/offer-form';
import { LegalAidQueuePanel } from '@/features/legal-aid/components/queue-panel';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { problemNames } from '@/lib/i18n/problem-names';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { firmView } from '@/features/legal-aid/server/firms/firms';
import { legalAidHours } from '@/features/legal-aid/server/hours/hours';
import { getLegalAidOffer, ownWeeklyHours } from '@/features/legal-aid/server/offer';
import { listLegalAidRequests } from '@/features/legal-aid/server/requests';
import { getLegalAidQueue } from '@/features/legal-aid/server/written';

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
 * Issue 61, /lawyer-portal/legal-aid: the lawyer's legal-aid offer, the desk's queue of free written questions of
 * their areas ("Take"), the requests waiting for their assessment
 * (the declaration, "Qualifies" / "Decline"), and their hours (the hours panel's section). The session is checked
 * here too; the requests are only this lawyer's.
 */
export default async function LawyerLegalAidPage({ params }: Props) {
  const locale = await localeOf(params);
  const user = await requirePageUser(PATH);
  const t = await textFor(locale, 'portal');
  const [offer, hours, { requests }, ledger, firm, queue] = await Promise.all([
    getLegalAidOffer(user.id),
    ownWeeklyHours(user.id),
    listLegalAidRequests({ id: user.id, admin: false }),
    legalAidHours(user.id),
    firmView(user.id),
    // The desk's queue of free written questions: only for an offer that gives written answers (else 403: none).
    getLegalAidQueue(user.id).catch(() => null),
  ]);
  // Waiting for their assessment, and free written questions qualified and not answered yet (the link to answer).
  const waiting = requests.filter(
    (r) => r.lawyer?._id === user.id && (r.status === 'AWAITING_ASSESSMENT' || (r.status === 'QUALIFIED' && r.question_id !== null)),
  );
  return (
    <div className="container-page max-w-3xl space-y-10 py-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t('legalAidDesk.heading')}</h1>
        <p className="mt-2 text-slate-700">{t('legalAidDesk.intro')}</p>
      </header>
      <ClientMessages
        locale={locale}
        namespaces={[['portal', ['legalAidDesk.']], ['notices', ['question.scopeStatement']], SERVER_ERROR_WORDS]}
      >
        <section id="offer" aria-labelledby="offer-heading">
          <h2 id="offer-heading" className="text-xl font-semibold text-slate-900">
            {t('legalAidDesk.offer.heading')}
          </h2>
          <div className="mt-4">
            <LegalAidOfferForm initial={offer} hours={hours} />
          </div>
        </section>
        {queue && (
          <section id="queue" aria-labelledby="queue-heading" className="mt-10">
            <h2 id="queue-heading" className="text-xl font-semibold text-slate-900">
              {t('legalAidDesk.queue.heading')}
            </h2>
            <p className="mt-2 text-slate-700">{t('legalAidDesk.queue.intro')}</p>
            <div className="mt-4">
              <LegalAidQueuePanel
                initial={queue}
                timeZone={offer.time_zone}
                problems={problemNames(
                  locale,
                  queue.questions.map((q) => q.problem),
                )}
              />
            </div>
          </section>
        )}
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
                  <AssessmentPanel initial={r} timeZone={offer.time_zone} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </ClientMessages>
      {/* The hours for the lawyer's ULAS report, and their firm's (issue 61 item 4). */}
      <ClientMessages locale={locale} namespaces={['ulas', ['search', ['areas.']], SERVER_ERROR_WORDS]}>
        <section id="hours" aria-label={t('legalAidDesk.hoursHeading')} className="space-y-6">
          <LegalAidHoursPanel initial={ledger} />
          <FirmPanel initial={firm} />
        </section>
      </ClientMessages>
    </div>
  );
}
