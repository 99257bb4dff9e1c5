import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { VerifyEmailNotice } from '@/components/auth/verify-email-notice';
import { getSessionUser } from '@/lib/server/auth/get-session-user';
import { readCallbackParam, type CallbackSearchParams } from '@/lib/server/auth/read-callback-param';
import { findBookingIntent } from '@/lib/server/meetings/booking-intent';

export const metadata: Metadata = { title: 'Verify your email' };

/**
 * The please-verify page, rendered on the server from the session (not in the browser: it used to be
 * blank until the JavaScript ran). A user verified meanwhile goes on to callback_url at once.
 */
export default async function VerifyEmailPage({ searchParams }: { searchParams: CallbackSearchParams }) {
  const [user, callback] = await Promise.all([getSessionUser(), readCallbackParam(searchParams)]);
  if (user?.emailVerified && callback) redirect(callback);
  const intent = await findBookingIntent(callback);
  return (
    <VerifyEmailNotice
      user={user ? { email: user.email, type: user.type, emailVerified: user.emailVerified } : null}
      callback={callback}
      intent={intent}
    />
  );
}
