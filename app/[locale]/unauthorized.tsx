import type { Metadata } from 'next';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { UnauthorizedScreen } from '@/components/ui/boundary-screens';
import { boundaryLocale, textFor } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await textFor(await boundaryLocale(), 'errors');
  return { title: t('unauthorized.metaTitle'), robots: { index: false } };
}

/**
 * 401: a page that needs an account (the admin console) reached without a live session. A visitor
 * is normally sent to /login with the page in callback_url before this (the access table, as for the
 * portals); what reaches here is a session that ended meanwhile. Like not-found, a root boundary under
 * the root layout only, so it brings the header and footer itself. Its words are the one small client
 * component the 404/403/401 boundaries share.
 */
export default async function Unauthorized() {
  const locale = await boundaryLocale();
  return (
    <>
      <SiteHeader />
      <UnauthorizedScreen locale={locale} />
      <SiteFooter locale={locale} />
    </>
  );
}
