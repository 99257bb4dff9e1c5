import { MailCheck } from 'lucide-react';
import Link from 'next/link';
import { withCallbackUrl } from '@/lib/auth/callback-url';

/**
 * What every accepted sign-up shows in place of the form: the server answers the same for an address
 * that already has an account (its owner gets a mail instead), so this never says which it was.
 */
export function SignUpSent({ email, callback = null }: { email: string; callback?: string | null }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-primary-50 text-primary" aria-hidden="true">
        <MailCheck className="h-7 w-7" />
      </span>
      <h2 className="text-xl font-bold text-slate-900">Check your email</h2>
      <p className="text-slate-700">
        We have sent a link to <strong className="break-all">{email}</strong>. Open it within 48 hours to verify your address and sign in.
      </p>
      <p className="text-sm text-slate-600">Can&apos;t find it? Check your spam folder.</p>
      <p className="mt-2 text-sm text-slate-600">
        Already verified?{' '}
        <Link href={callback ? withCallbackUrl('/login', callback) : '/login'} className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
