import Link from 'next/link';
import type { DeletionState } from '@/lib/dto/privacy';
import { DeleteAccountForm } from './delete-account-form';

type Props = { state: DeletionState; portal: '/customer-portal' | '/lawyer-portal'; isLawyer: boolean; dpoEmail: string };

/**
 * What deleting an account does (the Data Privacy Act's right to erasure, RA 10173 Sec. 16(e)) and
 * what must be kept and why, then either what to finish first or the confirmation form. Server-rendered;
 * only the form is client code.
 */
export function DeleteAccountPage({ state, portal, isLawyer, dpoEmail }: Props) {
  return (
    <div className="container-page max-w-3xl py-8">
      <Link href={`${portal}/account-settings`} className="text-sm font-medium text-primary underline-offset-2 hover:underline">
        ← Account Settings
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">Delete my account</h1>
      <div className="mt-6 flex flex-col gap-6">
        <section aria-labelledby="deleted-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="deleted-heading" className="text-lg font-semibold text-slate-900">
            What is deleted
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
            <li>Your name, e-mail address, mobile number, picture and password; you can sign up again later with the same e-mail.</li>
            <li>The files you uploaded, your notifications, sign-in history and devices.</li>
            <li>What you wrote about your case when booking.</li>
            {isLawyer && <li>Your public profile, IBP and government IDs, contact details, bank details, hours and calendar links.</li>}
          </ul>
        </section>
        <section aria-labelledby="kept-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="kept-heading" className="text-lg font-semibold text-slate-900">
            What is kept, and why
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
            <li>
              Payment and receipt records, for {state.retention_years} years as the tax rules require — without your name or contact
              details.
            </li>
            <li>Reviews you wrote stay on the lawyer&apos;s profile, shown as written by &quot;Former client&quot;.</li>
            <li>
              {isLawyer
                ? 'Your past consultations stay visible to your clients (their own records), without your contact details.'
                : 'Your past consultations stay in your lawyers’ records, without your name or contact details.'}
            </li>
          </ul>
        </section>
        <section aria-labelledby="when-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="when-heading" className="text-lg font-semibold text-slate-900">
            When
          </h2>
          <p className="mt-3 text-sm text-slate-700">
            You are signed out everywhere at once{isLawyer ? ' and your profile leaves search' : ''}. Everything above is erased{' '}
            {state.grace_days} days later. Changed your mind? Sign in before then and the deletion is cancelled. We e-mail you at each step.
          </p>
          <p className="mt-2 text-sm text-slate-700">
            Questions: our Data Protection Officer,{' '}
            <a href={`mailto:${dpoEmail}`} className="font-medium text-primary underline underline-offset-2">
              {dpoEmail}
            </a>
            .
          </p>
        </section>
        <section aria-labelledby="confirm-heading" className="rounded-xl bg-white p-5 shadow-sm ring-2 ring-red-200 sm:p-6">
          <h2 id="confirm-heading" className="text-lg font-semibold text-red-800">
            {state.blockers.length > 0 ? 'Finish these first' : 'Confirm'}
          </h2>
          {state.blockers.length > 0 ? (
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {state.blockers.map((blocker) => (
                <li key={blocker.path} className="rounded-md bg-amber-50 p-3 text-slate-800 ring-1 ring-amber-200">
                  {blocker.message}{' '}
                  <Link href={blocker.path} className="font-medium text-primary underline underline-offset-2">
                    Open
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-3">
              <DeleteAccountForm hasPassword={state.has_password} />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
