'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useResendVerification } from '@/lib/api/auth';
import { landingPath, portalPath } from '@/lib/auth/access-rules';
import { useAuth } from '@/lib/auth/auth-provider';
import { useCallbackUrl } from '@/lib/auth/use-callback-url';

/**
 * The please-verify page. Once the session says the e-mail is verified (say, the link was opened on
 * a phone) the user moves on to callback_url; the session call has refreshed the cookie by then.
 */
export function VerifyEmailNotice() {
  const { status, user } = useAuth();
  const callback = useCallbackUrl();
  const router = useRouter();
  const resend = useResendVerification();

  const verified = status === 'authenticated' && Boolean(user?.email_verified);
  // Sent here by a guard (callback_url set) but verified meanwhile: carry on where the user was going.
  useEffect(() => {
    if (verified && user && callback) router.replace(landingPath(user.type, callback, window.location.origin));
  }, [verified, user, callback, router]);

  const onResend = async () => {
    try {
      toast.success((await resend.mutateAsync()).message);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <main className="container-page flex justify-center py-12 sm:py-20">
      <div className="w-full max-w-lg rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{verified ? 'Your email is verified' : 'Please verify your email'}</h1>
        {verified && user ? (
          <Link href={portalPath(user.type)} className="btn-primary mt-6 w-full sm:w-auto">
            Continue
          </Link>
        ) : user ? (
          <>
            <p className="mt-4 text-slate-700">
              We sent a verification link to <strong className="break-all">{user.email}</strong>. Open it to continue.
            </p>
            <p className="mt-2 text-sm text-slate-600">Can&apos;t find it? Check your spam folder or send a new link.</p>
            <button
              type="button"
              className="btn-primary mt-6 w-full sm:w-auto"
              onClick={onResend}
              disabled={resend.isPending || status !== 'authenticated'}
            >
              {resend.isPending ? 'Sending…' : 'Resend verification email'}
            </button>
          </>
        ) : (
          <>
            <p className="mt-4 text-slate-700">Open the link we sent to your email address to verify it.</p>
            <Link href="/login?callback_url=%2Fverify-email" className="btn-primary mt-6 w-full sm:w-auto">
              Sign in to resend the link
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
