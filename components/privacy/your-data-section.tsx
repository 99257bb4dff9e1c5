import Link from 'next/link';
import { ConsentsSection } from './consents-section';
import { DownloadData } from './download-data';

/**
 * Account settings' "Your data" section (Data Privacy Act rights): its own component, so account
 * settings only places it.
 */
export function YourDataSection({ portal }: { portal: '/customer-portal' | '/lawyer-portal' }) {
  return (
    <section aria-labelledby="your-data-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="your-data-heading" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your rights under the Data Privacy Act of 2012. Read how we handle your data in our{' '}
        <Link href="/privacy" className="font-medium text-primary underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
      <div className="mt-4 border-t border-slate-100 pt-4">
        <ConsentsSection />
      </div>
      <div className="mt-4 border-t border-slate-100 pt-4">
        <DownloadData />
      </div>
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="font-semibold text-slate-900">Delete my account</h3>
          <p className="text-sm text-slate-600">Erase your account and personal data after a 7-day grace period.</p>
        </div>
        <Link
          href={`${portal}/account-settings/delete`}
          className="btn border border-red-700 text-red-700 hover:bg-red-50 focus-visible:outline-red-700"
        >
          Delete my account…
        </Link>
      </div>
    </section>
  );
}
