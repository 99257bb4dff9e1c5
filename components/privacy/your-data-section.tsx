'use client';

import Link from 'next/link';
import { DELETION_GRACE_DAYS } from '@/lib/config/privacy';
import { useHref, useT } from '@/lib/i18n/client';
import { ConsentsSection } from './consents-section';
import { DownloadData } from './download-data';

/**
 * Account settings' "Your data" section (Data Privacy Act rights): its own component, so account
 * settings only places it. A client component (account settings is one); its words are YOUR_DATA_WORDS.
 */
export function YourDataSection({ portal }: { portal: '/customer-portal' | '/lawyer-portal' }) {
  const t = useT('account');
  const href = useHref();
  return (
    <section aria-labelledby="your-data-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="your-data-heading" className="text-lg font-semibold text-slate-900">
        {t('privacy.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('privacy.introBefore')}{' '}
        <Link href={href('/privacy')} className="font-medium text-primary underline underline-offset-2">
          {t('privacy.introLink')}
        </Link>
        {t('privacy.introAfter')}
      </p>
      <div className="mt-4 border-t border-slate-100 pt-4">
        <ConsentsSection />
      </div>
      <div className="mt-4 border-t border-slate-100 pt-4">
        <DownloadData />
      </div>
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="font-semibold text-slate-900">{t('privacy.deleteHeading')}</h3>
          <p className="text-sm text-slate-600">{t('privacy.deleteText', { days: DELETION_GRACE_DAYS })}</p>
        </div>
        <Link
          href={href(`${portal}/account-settings/delete`)}
          className="btn border border-red-700 text-red-700 hover:bg-red-50 focus-visible:outline-red-700"
        >
          {t('privacy.deleteLink')}
        </Link>
      </div>
    </section>
  );
}
