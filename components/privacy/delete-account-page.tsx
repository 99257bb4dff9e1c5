import Link from 'next/link';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import type { DeletionState } from '@/lib/dto/privacy';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';
import { DELETION_FORM_WORDS } from './account-words';
import { DeleteAccountForm } from './delete-account-form';

type Props = {
  state: DeletionState;
  portal: '/customer-portal' | '/lawyer-portal';
  isLawyer: boolean;
  dpoEmail: string;
  /** The page's language (its params); English until the page passes it. */
  locale: Locale;
};

/**
 * What deleting an account does (the Data Privacy Act's right to erasure, RA 10173 Sec. 16(e)) and
 * what must be kept and why, then either what to finish first or the confirmation form. Server-rendered;
 * only the form is client code.
 */
export async function DeleteAccountPage({ state, portal, isLawyer, dpoEmail, locale }: Props) {
  const t = await textFor(locale, 'account');
  return (
    <div className="container-page max-w-3xl py-8">
      <Link
        href={localePath(locale, `${portal}/account-settings`)}
        className="text-sm font-medium text-primary underline-offset-2 hover:underline"
      >
        {t('deletion.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{t('deletion.title')}</h1>
      <div className="mt-6 flex flex-col gap-6">
        <section aria-labelledby="deleted-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="deleted-heading" className="text-lg font-semibold text-slate-900">
            {t('deletion.deletedHeading')}
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
            <li>{t('deletion.deletedIdentity')}</li>
            <li>{t('deletion.deletedFiles')}</li>
            <li>{t('deletion.deletedCase')}</li>
            {isLawyer && <li>{t('deletion.deletedLawyer')}</li>}
          </ul>
        </section>
        <section aria-labelledby="kept-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="kept-heading" className="text-lg font-semibold text-slate-900">
            {t('deletion.keptHeading')}
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
            <li>{t('deletion.keptPayments', { years: state.retention_years })}</li>
            <li>{t('deletion.keptReviews')}</li>
            <li>{isLawyer ? t('deletion.keptLawyer') : t('deletion.keptClient')}</li>
          </ul>
        </section>
        <section aria-labelledby="when-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="when-heading" className="text-lg font-semibold text-slate-900">
            {t('deletion.whenHeading')}
          </h2>
          <p className="mt-3 text-sm text-slate-700">
            {t(isLawyer ? 'deletion.whenLawyer' : 'deletion.whenClient', { days: state.grace_days })}
          </p>
          <p className="mt-2 text-sm text-slate-700">
            {t('deletion.questions')}{' '}
            <a href={`mailto:${dpoEmail}`} className="font-medium text-primary underline underline-offset-2">
              {dpoEmail}
            </a>
            .
          </p>
        </section>
        <section aria-labelledby="confirm-heading" className="rounded-xl bg-white p-5 shadow-sm ring-2 ring-red-200 sm:p-6">
          <h2 id="confirm-heading" className="text-lg font-semibold text-red-800">
            {state.blockers.length > 0 ? t('deletion.blockersHeading') : t('deletion.confirmHeading')}
          </h2>
          {state.blockers.length > 0 ? (
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {state.blockers.map((blocker) => (
                <li key={blocker.path} className="rounded-md bg-amber-50 p-3 text-slate-800 ring-1 ring-amber-200">
                  {blocker.message}{' '}
                  <Link href={localePath(locale, blocker.path)} className="font-medium text-primary underline underline-offset-2">
                    {t('deletion.open')}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-3">
              <ClientMessages locale={locale} namespaces={[DELETION_FORM_WORDS, SERVER_ERROR_WORDS]}>
                <DeleteAccountForm hasPassword={state.has_password} />
              </ClientMessages>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
