import Link from 'next/link';
import { portalPath, type UserType } from '@/lib/auth/access-rules';
import { withCallbackUrl } from '@/lib/auth/callback-url';
import { QueryProvider } from '@/components/providers/query-provider';
import { AuthCard } from './auth-card';
import { BookingIntentNote } from './booking-intent-note';
import type { BookingIntent } from '@/lib/dto/booking-intent';
import { ResendVerificationButton, VerifiedElsewhere } from './verify-email-actions';

type NoticeUser = { email: string; type: UserType; emailVerified: boolean };

/**
 * The please-verify page's card, rendered on the server. `callback` (same-origin) is where the user
 * was going: the resent link leads there, and so does signing in to resend one.
 */
export function VerifyEmailNotice({
  user,
  callback,
  intent = null,
}: {
  user: NoticeUser | null;
  callback: string | null;
  intent?: BookingIntent | null;
}) {
  const booking = intent ? <BookingIntentNote intent={intent} /> : null;
  const here = callback ? withCallbackUrl('/verify-email', callback) : '/verify-email';
  if (user?.emailVerified) {
    return (
      <AuthCard title="Your email is verified" logo={false}>
        <Link href={portalPath(user.type)} className="btn-primary w-full">
          Continue
        </Link>
      </AuthCard>
    );
  }
  if (!user) {
    return (
      <AuthCard title="Please verify your email" logo={false}>
        {booking}
        <p className="text-slate-700">Open the link we sent to your email address to verify it.</p>
        <Link href={withCallbackUrl('/login', here)} className="btn-primary mt-6 w-full">
          Sign in to resend the link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Please verify your email" logo={false}>
      {booking}
      <p className="text-slate-700">
        We sent a verification link to <strong className="break-all">{user.email}</strong>. Open it to continue.
      </p>
      <p className="mt-2 text-sm text-slate-600">Can&apos;t find it? Check your spam folder or send a new link.</p>
      <QueryProvider>
        <ResendVerificationButton callback={callback} />
      </QueryProvider>
      <VerifiedElsewhere />
    </AuthCard>
  );
}
