import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { BookingIntentNote } from '@/components/auth/booking-intent-note';
import { findBookingIntent } from '@/lib/server/meetings/booking-intent';
import { VerifyTokenResult } from '@/components/auth/verify-token-result';
import { readCallbackParam, type CallbackSearchParams } from '@/lib/server/auth/read-callback-param';

export const metadata: Metadata = { title: 'Email verification', referrer: 'no-referrer' };

/** The mailed link; "Continue" leads on to the link's callback_url (same-origin only), else the portal. */
export default async function VerifyEmailTokenPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: CallbackSearchParams;
}) {
  const { token } = await params;
  const callback = await readCallbackParam(searchParams);
  const intent = await findBookingIntent(callback);
  return (
    <AuthCard title="Email verification" logo={false}>
      {intent ? <BookingIntentNote intent={intent} /> : null}
      <VerifyTokenResult kind="email" token={token} callback={callback} />
    </AuthCard>
  );
}
