import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/footer/site-footer';
import type { Locale } from '@/lib/i18n/config';
import { SiteHeader } from '@/components/header/site-header';
import { ErrorScreen } from '@/components/ui/error-screen';

export const metadata: Metadata = { title: 'Not allowed', robots: { index: false } };

/** 403: signed in, but this page is not for this account (the admin console). */
export default async function Forbidden() {
  return (
    <>
      <SiteHeader />
      <ErrorScreen title="This page is not for your account">
        <p className="max-w-md text-slate-700">It belongs to the operations team. If you should have access, ask an administrator.</p>
      </ErrorScreen>
      <SiteFooter locale={'en' as Locale} />
    </>
  );
}
