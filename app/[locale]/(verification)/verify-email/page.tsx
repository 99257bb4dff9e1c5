import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { authPageMetadata } from '@/components/auth/page-metadata';
import { VerifyEmailNotice } from '@/components/auth/verify-email-notice';
import { SiteHeader } from '@/components/header/site-header';
import { VerificationHeader } from '@/components/header/verification-header';
import { portalPath } from '@/lib/auth/access-rules';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { getSessionUser } from '@/lib/server/auth/get-session-user';
import { readCallbackParam, type CallbackSearchParams } from '@/lib/server/auth/read-callback-param';
import { findBookingIntent } from '@/lib/server/auth/sign-up-booking';

type Props = { params: Promise<{ locale: string }>; searchParams: CallbackSearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return authPageMetadata(locale, '/verify-email', (await textFor(locale, 'auth'))('verifyNotice.metaTitle'));
}

/**
 * The please-verify page, rendered on the server from the session (not in the browser: it used to be
 * blank until the JavaScript ran). A user verified meanwhile goes on to callback_url at once.
 */
export default async function VerifyEmailPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const [user, callback] = await Promise.all([getSessionUser(), readCallbackParam(searchParams)]);
  if (user?.emailVerified && callback) redirect(callback);
  const intent = await findBookingIntent(callback);
  return (
    <>
      {/* Spec §2: a visitor gets the top header here (Legal Insights, Sign in, Register, "Are you a
          lawyer"), in the server's HTML (issue 57, item 7). Someone signed in and not yet verified keeps
          the verification bar: a sign-out button that works without JavaScript, to switch accounts. */}
      {user ? (
        <VerificationHeader locale={locale} signedIn home={localePath(locale, user.type === 'LAWYER' ? portalPath('LAWYER') : '/')} />
      ) : (
        <SiteHeader />
      )}
      <VerifyEmailNotice
        locale={locale}
        user={user ? { email: user.email, type: user.type, emailVerified: user.emailVerified } : null}
        callback={callback}
        intent={intent}
      />
    </>
  );
}
