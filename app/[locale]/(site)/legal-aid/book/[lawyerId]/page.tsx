import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LegalAidBookingForm } from '@/features/legal-aid/components/legal-aid-booking-form';
import { DeskHelpLinks } from '@/features/legal-aid/components/desk-help-links';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { LEGAL_AID_DECLARATION_PATH, LEGAL_AID_PATH, legalAidBookPath } from '@/features/legal-aid/reference/legal-aid-link';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';
import { findPublicProfile } from '@/lib/server/lawyers/find-public-profile';
import { getMyDeclaration } from '@/features/legal-aid/server/declaration';
import { freeLegalAidTimes } from '@/features/legal-aid/server/free-slots';
import { isUuid } from '@/lib/validation/ids';

type Props = {
  params: Promise<{ locale: string; lawyerId: string }>;
  searchParams: Promise<{ problem?: string | string[] }>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await textFor(await localeOf(params), 'legalAid');
  return { title: t('meta.bookTitle'), robots: { index: false } };
}

/**
 * Issue 61: a client books one of a legal-aid lawyer's free times (signed in as a client; a person
 * without a declaration is sent to fill it first and comes back). No checkout: the meeting page next.
 */
export default async function LegalAidBookPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { lawyerId } = await params;
  const { problem: problemParam } = await searchParams;
  const problem =
    typeof problemParam === 'string' && /^\d{1,4}$/.test(problemParam) ? (findLegalProblem(Number(problemParam)) ?? null) : null;
  const problemQuery = problem ? `?problem=${problem._id}` : '';
  const user = await requirePageUser(legalAidBookPath(encodeURIComponent(lawyerId)), problemQuery);
  if (!isUuid(lawyerId)) return notFoundPage();
  const profile = await findPublicProfile(lawyerId);
  if (!profile) return notFoundPage();
  const declarationQuery = new URLSearchParams({ lawyer: lawyerId, ...(problem ? { problem: String(problem._id) } : {}) });
  const declarationHref = `${localePath(locale, LEGAL_AID_DECLARATION_PATH)}?${declarationQuery}`;
  // Free legal aid starts with the declaration: without one, the person fills it first and comes back here.
  const { declaration } = await getMyDeclaration(user.id);
  if (!declaration) redirect(declarationHref);
  // GET lawyers/{id}/legal-aid/slots' own read; a lawyer whose offer went off has none (its 404).
  const slots = await freeLegalAidTimes(lawyerId, { holderId: user.id })
    .then((free) => free.slots.map((slot) => slot.start))
    .catch(() => []);
  const t = await textFor(locale, 'legalAid');
  return (
    <main id="main" className="bg-slate-50">
      <div className="container-page max-w-3xl py-6 sm:py-10">
        <a href={localePath(locale, LEGAL_AID_PATH)} className="text-sm font-medium text-primary-700 hover:underline">
          {t('page.title')}
        </a>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{t('book.title', { name: profile.display_name })}</h1>
        <p className="mt-2 text-slate-700">{t('book.intro')}</p>
        <p className="mt-1 text-sm">
          <a href={declarationHref} className="font-medium text-primary-700 underline underline-offset-2">
            {t('book.editDeclaration')}
          </a>
        </p>
        <div className="mt-5">
          <ClientMessages
            locale={locale}
            namespaces={[
              ['legalAid', ['book.']],
              ['booking', ['slots.', 'form.video', 'form.phone', 'form.videoHint', 'form.phoneHint', 'time.inManila']],
              ['search', ['combobox.', 'problems.', 'areas.']],
              ...(problem ? [['problems', [String(problem._id)]] as const] : []),
              SERVER_ERROR_WORDS,
            ]}
          >
            <LegalAidBookingForm lawyerId={lawyerId} lawyerName={profile.display_name} problem={problem} initialSlots={slots} />
          </ClientMessages>
        </div>
        <div className="mt-6">
          <DeskHelpLinks locale={locale} t={t} problem={problem?._id} />
        </div>
      </div>
    </main>
  );
}
