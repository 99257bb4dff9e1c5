import type { Metadata } from 'next';
import { Briefcase, UserRound } from 'lucide-react';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { BookingIntentNote } from '@/components/auth/booking-intent-note';
import { findBookingIntent } from '@/lib/server/meetings/booking-intent';
import { withCallbackUrl } from '@/lib/auth/callback-url';
import { readCallbackParam, type CallbackSearchParams } from '@/lib/server/auth/read-callback-param';

export const metadata: Metadata = { title: 'Register' };

const CHOICES = [
  {
    href: '/signup/customer',
    title: 'I need a lawyer',
    text: 'Find a verified lawyer and book a video or phone consultation.',
    Icon: UserRound,
  },
  {
    href: '/signup/lawyer',
    title: 'I am a lawyer',
    text: 'Offer consultations to clients across the Philippines and abroad.',
    Icon: Briefcase,
  },
];

/** Both choices and "Sign in" keep the page the visitor was going to (a tapped slot), same-origin only. */
export default async function SignUpChoicePage({ searchParams }: { searchParams: CallbackSearchParams }) {
  const callback = await readCallbackParam(searchParams);
  const intent = await findBookingIntent(callback);
  const keep = (href: string) => (callback ? withCallbackUrl(href, callback) : href);
  return (
    <AuthCard title="Register" subtitle="Sign-up is free. How will you use the platform?">
      {intent ? <BookingIntentNote intent={intent} /> : null}
      <ul className="flex flex-col gap-3">
        {CHOICES.map(({ href, title, text, Icon }) => (
          <li key={href}>
            <Link
              href={keep(href)}
              className="flex items-start gap-4 rounded-lg border border-slate-200 p-4 transition-colors hover:border-primary hover:bg-primary-50"
            >
              <Icon className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="block text-sm text-slate-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link href={keep('/login')} className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
