import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/footer/site-footer';
import type { Locale } from '@/lib/i18n/config';
import { SiteHeader } from '@/components/header/site-header';
import { ErrorScreen } from '@/components/ui/error-screen';

export const metadata: Metadata = { title: 'Please sign in', robots: { index: false } };

/**
 * 401: a page that needs an account (the admin console) reached without a live session. A visitor
 * is normally sent to /login with the page in callback_url before this (the access table, as for the
 * portals); what reaches here is a session that ended meanwhile. Like not-found, a root boundary under
 * the root layout only, so it brings the header and footer itself. No client code: a boundary's
 * client components load on every page.
 */
export default async function Unauthorized() {
  return (
    <>
      <SiteHeader />
      <ErrorScreen title="Please sign in to continue">
        <a href="/login?callback_url=%2Fadmin" className="btn-outline">
          Sign in
        </a>
      </ErrorScreen>
      <SiteFooter locale={'en' as Locale} />
    </>
  );
}
